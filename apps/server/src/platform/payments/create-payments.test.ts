import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../../test/test-server.ts';
import type { Database } from '../../db/database.ts';
import { TestClock } from '../clock.ts';
import { ConfigError, loadConfig } from '../config.ts';
import { createPayments } from './create-payments.ts';
import { PaymentProviderError } from './payments.ts';
import { derivedSandboxWebhookSecret } from './webhook-secret.ts';

const base = { SECRET_KEY: 'k'.repeat(40), DATA_DIR: '/tmp/ibh-payments-config-test' };

describe('payments configuration', () => {
  it('uses the sandbox by default, signing with a secret derived from SECRET_KEY', () => {
    const config = loadConfig(base);
    expect(config.payments).toEqual({
      provider: 'sandbox',
      webhookSecret: derivedSandboxWebhookSecret(base.SECRET_KEY),
    });
    expect(config.payments.webhookSecret).toMatch(/^whsec_/);
    expect(derivedSandboxWebhookSecret('another-secret-another-secret-0000')).not.toBe(
      config.payments.webhookSecret,
    );
  });

  it('takes PAYMENTS_SANDBOX_WEBHOOK_SECRET when set', () => {
    const config = loadConfig({ ...base, PAYMENTS_SANDBOX_WEBHOOK_SECRET: 'whsec_sandbox_0123456789' });
    expect(config.payments).toEqual({ provider: 'sandbox', webhookSecret: 'whsec_sandbox_0123456789' });
  });

  it('uses Stripe when both STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET are set', () => {
    const config = loadConfig({ ...base, STRIPE_SECRET_KEY: 'sk_test_1', STRIPE_WEBHOOK_SECRET: 'whsec_1' });
    expect(config.payments).toEqual({ provider: 'stripe', secretKey: 'sk_test_1', webhookSecret: 'whsec_1' });
  });

  it('refuses half a Stripe configuration instead of silently using the sandbox', () => {
    expect(() => loadConfig({ ...base, STRIPE_SECRET_KEY: 'sk_test_1' })).toThrow(ConfigError);
    expect(() => loadConfig({ ...base, STRIPE_WEBHOOK_SECRET: 'whsec_1' })).toThrow(/STRIPE_SECRET_KEY/);
  });
});

describe('createPayments', () => {
  let database: Database;
  const clock = new TestClock(new Date('2026-03-02T10:00:00Z'));
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(async () => {
    await database.close();
    await database.dropSchema?.();
  });

  it('builds the provider the configuration names', () => {
    const sandbox = createPayments(loadConfig(base), { db: database.db, clock });
    expect(sandbox.provider).toBe('sandbox');
    const stripe = createPayments(
      loadConfig({ ...base, STRIPE_SECRET_KEY: 'sk_test_1', STRIPE_WEBHOOK_SECRET: 'whsec_1' }),
      { db: database.db, clock },
    );
    expect(stripe.provider).toBe('stripe');
    expect(stripe.webhookSecret).toBe('whsec_1');
  });

  it('sandbox: opens one session per idempotency key, with a checkout page on this app', async () => {
    const payments = createPayments(loadConfig({ ...base, PUBLIC_URL: 'https://ibh.example' }), {
      db: database.db,
      clock,
    });
    const request = {
      orderId: 'order-1',
      amountCents: 12_500,
      currency: 'usd' as const,
      description: 'Landing page review',
      successUrl: '/order/order-1?success=1',
      cancelUrl: '/order/order-1?canceled=1',
      idempotencyKey: 'order-1:checkout',
    };
    const first = await payments.createCheckout(request);
    const again = await payments.createCheckout(request);
    expect(again).toEqual(first);
    expect(first.url).toBe(`https://ibh.example/pay/sandbox/${first.sessionId}`);
    expect(first.expiresAt.toISOString()).toBe('2026-03-03T10:00:00.000Z');
    const rows = await database.db.selectFrom('payment_checkout_sessions').selectAll().execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      order_id: 'order-1',
      amount_cents: 12_500,
      status: 'open',
      success_url: 'https://ibh.example/order/order-1?success=1',
    });
  });

  it('refuses redirects that leave the app (no open redirect through checkout)', async () => {
    const payments = createPayments(loadConfig({ ...base, PUBLIC_URL: 'https://ibh.example' }), {
      db: database.db,
      clock,
    });
    for (const successUrl of ['https://evil.example/x', '//evil.example/x', 'javascript:alert(1)']) {
      await expect(
        payments.createCheckout({
          orderId: 'order-2',
          amountCents: 100,
          currency: 'usd',
          description: 'x',
          successUrl,
          cancelUrl: '/order/order-2?canceled=1',
          idempotencyKey: `order-2:${successUrl}`,
        }),
      ).rejects.toThrow(/leaves|not a URL/);
    }
  });

  it('sandbox: refunds only a paid checkout, never more than was paid, once per key', async () => {
    const payments = createPayments(loadConfig(base), { db: database.db, clock });
    const session = await payments.createCheckout({
      orderId: 'order-3',
      amountCents: 10_000,
      currency: 'usd',
      description: 'Refund me',
      successUrl: '/order/order-3?success=1',
      cancelUrl: '/order/order-3?canceled=1',
      idempotencyKey: 'order-3:checkout',
    });
    const intent = `pi_${session.sessionId}`;
    await expect(
      payments.refund({ paymentIntentId: intent, amountCents: 100, idempotencyKey: 'r0' }),
    ).rejects.toBeInstanceOf(PaymentProviderError);
    // As the webhook leaves a paid session.
    await database.db
      .updateTable('payment_checkout_sessions')
      .set({ status: 'completed', payment_intent_id: intent })
      .where('id', '=', session.sessionId)
      .execute();
    const first = await payments.refund({
      paymentIntentId: intent,
      amountCents: 6_000,
      idempotencyKey: 'r1',
    });
    expect(
      await payments.refund({ paymentIntentId: intent, amountCents: 6_000, idempotencyKey: 'r1' }),
    ).toEqual(first);
    await expect(
      payments.refund({ paymentIntentId: intent, amountCents: 4_001, idempotencyKey: 'r2' }),
    ).rejects.toThrow(/exceeds/);
    await payments.refund({ paymentIntentId: intent, amountCents: 4_000, idempotencyKey: 'r3' });
    const refunds = await database.db
      .selectFrom('payment_operations')
      .select('amount_cents')
      .where('payment_intent_id', '=', intent)
      .execute();
    expect(refunds.map((r) => r.amount_cents).sort()).toEqual([4_000, 6_000]);
  });

  it('sandbox: records a payout once per key (no money moves)', async () => {
    const payments = createPayments(loadConfig(base), { db: database.db, clock });
    const input = {
      proUserId: 'pro-1',
      amountCents: 16_633,
      idempotencyKey: 'order-3:m1:payout',
      destination: 'acct_1',
    };
    const first = await payments.payout(input);
    expect(first).toEqual({ payoutId: expect.stringMatching(/^po_sandbox_/), status: 'recorded' });
    expect(await payments.payout(input)).toEqual(first);
    const rows = await database.db
      .selectFrom('payment_operations')
      .select(['kind', 'amount_cents', 'pro_user_id', 'status'])
      .where('kind', '=', 'payout')
      .execute();
    expect(rows).toEqual([
      { kind: 'payout', amount_cents: 16_633, pro_user_id: 'pro-1', status: 'recorded' },
    ]);
  });
});
