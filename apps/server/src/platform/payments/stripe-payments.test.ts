import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { PAYMENT_EVENTS, PAYMENTS_ENDPOINTS } from '@ibh/contract';
import type { FastifyInstance } from 'fastify';
import Stripe from 'stripe';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { openTestDatabase, testConfig } from '../../../test/test-server.ts';
import { buildApp } from '../../app.ts';
import type { Database } from '../../db/database.ts';
import { PaymentProviderError } from './payments.ts';
import { createStripeClient, StripePayments } from './stripe-payments.ts';

/** One request the fake Stripe received: the SDK's form body decoded. */
interface Recorded {
  method: string;
  path: string;
  idempotencyKey: string | undefined;
  authorization: string | undefined;
  form: Record<string, string>;
}

const WEBHOOK_SECRET = 'whsec_test_stripe_fake_0123456789';
const PUBLIC_URL = 'https://ibh.example';
const recorded: Recorded[] = [];
let fake: Server;
let port: number;
let database: Database;
let app: FastifyInstance;
let payments: StripePayments;

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    request.on('error', reject);
  });
}

/** A local stand-in for api.stripe.com: records each request and answers as Stripe does. */
function startFakeStripe(): Promise<Server> {
  let n = 0;
  const server = createServer(async (request, response) => {
    const body = await readBody(request);
    const form = Object.fromEntries(new URLSearchParams(body));
    const path = request.url ?? '';
    recorded.push({
      method: request.method ?? '',
      path,
      idempotencyKey: request.headers['idempotency-key'] as string | undefined,
      authorization: request.headers.authorization,
      form,
    });
    n++;
    const send = (status: number, json: unknown) => {
      response.writeHead(status, { 'content-type': 'application/json', 'request-id': `req_${n}` });
      response.end(JSON.stringify(json));
    };
    if (request.method === 'POST' && path === '/v1/checkout/sessions') {
      return send(200, {
        id: `cs_test_fake_${n}`,
        object: 'checkout.session',
        url: `https://checkout.stripe.com/c/pay/cs_test_fake_${n}`,
        expires_at: 1_900_000_000,
        mode: 'payment',
        metadata: { orderId: form['metadata[orderId]'] },
      });
    }
    if (request.method === 'POST' && path === '/v1/refunds') {
      if (form.payment_intent === 'pi_unknown') {
        return send(400, {
          error: {
            type: 'invalid_request_error',
            code: 'resource_missing',
            message: 'No such payment_intent',
          },
        });
      }
      return send(200, {
        id: `re_fake_${n}`,
        object: 'refund',
        amount: Number(form.amount),
        status: 'succeeded',
      });
    }
    if (request.method === 'POST' && path === '/v1/transfers') {
      return send(200, { id: `tr_fake_${n}`, object: 'transfer', amount: Number(form.amount) });
    }
    return send(404, {
      error: { type: 'invalid_request_error', message: `Unrecognized request URL (${path})` },
    });
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

beforeAll(async () => {
  fake = await startFakeStripe();
  port = (fake.address() as AddressInfo).port;
  database = await openTestDatabase();
  const config = testConfig({
    publicUrl: PUBLIC_URL,
    payments: { provider: 'stripe', secretKey: 'sk_test_fake', webhookSecret: WEBHOOK_SECRET },
  });
  payments = new StripePayments({
    db: database.db,
    stripe: createStripeClient('sk_test_fake', { host: '127.0.0.1', port, protocol: 'http' }),
    webhookSecret: WEBHOOK_SECRET,
    publicUrl: PUBLIC_URL,
  });
  app = await buildApp(config, { database, payments });
  await app.ready();
});
afterAll(async () => {
  await app?.close();
  await database?.close();
  await database?.dropSchema?.();
  await new Promise((resolve) => fake?.close(resolve));
});
beforeEach(() => {
  recorded.length = 0;
});

describe('Stripe provider (SDK against a local fake Stripe)', () => {
  it('creates a Checkout Session in payment mode with the order id, amount and idempotency key', async () => {
    const request = {
      orderId: 'order-s1',
      amountCents: 49_900,
      currency: 'usd' as const,
      description: 'MVP build — Premium',
      successUrl: '/order/order-s1?success=1',
      cancelUrl: '/order/order-s1?canceled=1',
      idempotencyKey: 'order-s1:checkout',
      customerEmail: 'buyer@example.test',
    };
    const session = await payments.createCheckout(request);
    expect(session.sessionId).toMatch(/^cs_test_fake_/);
    expect(session.url).toBe(`https://checkout.stripe.com/c/pay/${session.sessionId}`);
    expect(session.expiresAt.toISOString()).toBe(new Date(1_900_000_000 * 1000).toISOString());
    expect(recorded).toHaveLength(1);
    const sent = recorded[0] as Recorded;
    expect(sent.method).toBe('POST');
    expect(sent.path).toBe('/v1/checkout/sessions');
    expect(sent.authorization).toBe('Bearer sk_test_fake');
    expect(sent.idempotencyKey).toBe('checkout:order-s1:checkout');
    expect(sent.form).toMatchObject({
      mode: 'payment',
      'line_items[0][quantity]': '1',
      'line_items[0][price_data][currency]': 'usd',
      'line_items[0][price_data][unit_amount]': '49900',
      'line_items[0][price_data][product_data][name]': 'MVP build — Premium',
      success_url: `${PUBLIC_URL}/order/order-s1?success=1`,
      cancel_url: `${PUBLIC_URL}/order/order-s1?canceled=1`,
      client_reference_id: 'order-s1',
      'metadata[orderId]': 'order-s1',
      'payment_intent_data[metadata][orderId]': 'order-s1',
      customer_email: 'buyer@example.test',
    });
    // The same key again: the stored session, no second call to Stripe.
    expect(await payments.createCheckout(request)).toEqual(session);
    expect(recorded).toHaveLength(1);
    const row = await database.db
      .selectFrom('payment_checkout_sessions')
      .selectAll()
      .where('id', '=', session.sessionId)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      provider: 'stripe',
      order_id: 'order-s1',
      amount_cents: 49_900,
      status: 'open',
    });
  });

  it('refunds the payment intent with an idempotency key, once per key', async () => {
    const first = await payments.refund({
      paymentIntentId: 'pi_123',
      amountCents: 2_500,
      idempotencyKey: 'order-s1:refund',
    });
    expect(first.refundId).toMatch(/^re_fake_/);
    expect(recorded).toEqual([
      expect.objectContaining({
        path: '/v1/refunds',
        idempotencyKey: 'refund:order-s1:refund',
        form: { payment_intent: 'pi_123', amount: '2500' },
      }),
    ]);
    expect(
      await payments.refund({
        paymentIntentId: 'pi_123',
        amountCents: 2_500,
        idempotencyKey: 'order-s1:refund',
      }),
    ).toEqual(first);
    expect(recorded).toHaveLength(1);
  });

  it('turns a refusal by Stripe into a PaymentProviderError and records nothing', async () => {
    await expect(
      payments.refund({ paymentIntentId: 'pi_unknown', amountCents: 100, idempotencyKey: 'bad-refund' }),
    ).rejects.toBeInstanceOf(PaymentProviderError);
    const rows = await database.db
      .selectFrom('payment_operations')
      .select('id')
      .where('idempotency_key', '=', 'bad-refund')
      .execute();
    expect(rows).toEqual([]);
  });

  it('pays out with a Connect transfer to the connected account, or records it when there is none', async () => {
    const transferred = await payments.payout({
      proUserId: 'pro-1',
      amountCents: 16_633,
      idempotencyKey: 'order-s1:milestone-1:payout',
      destination: 'acct_1Pro',
    });
    expect(transferred).toEqual({ payoutId: expect.stringMatching(/^tr_fake_/), status: 'transferred' });
    expect(recorded).toEqual([
      expect.objectContaining({
        path: '/v1/transfers',
        idempotencyKey: 'payout:order-s1:milestone-1:payout',
        form: expect.objectContaining({
          amount: '16633',
          currency: 'usd',
          destination: 'acct_1Pro',
          'metadata[proUserId]': 'pro-1',
        }),
      }),
    ]);
    const recordedOnly = await payments.payout({
      proUserId: 'pro-2',
      amountCents: 5_000,
      idempotencyKey: 'order-s2:payout',
    });
    expect(recordedOnly.status).toBe('recorded');
    expect(recorded).toHaveLength(1);
    const rows = await database.db
      .selectFrom('payment_operations')
      .select(['id', 'kind', 'status', 'destination', 'amount_cents'])
      .where('kind', '=', 'payout')
      .orderBy('created_at')
      .execute();
    expect(rows).toEqual([
      {
        id: transferred.payoutId,
        kind: 'payout',
        status: 'transferred',
        destination: 'acct_1Pro',
        amount_cents: 16_633,
      },
      {
        id: recordedOnly.payoutId,
        kind: 'payout',
        status: 'recorded',
        destination: null,
        amount_cents: 5_000,
      },
    ]);
  });

  it('the app verifies Stripe webhooks with STRIPE_WEBHOOK_SECRET and serves no sandbox page', async () => {
    expect(app.ctx.payments.provider).toBe('stripe');
    const event = {
      id: 'evt_stripe_1',
      object: 'event',
      type: 'checkout.session.completed',
      data: {
        object: {
          id: 'cs_test_fake_1',
          object: 'checkout.session',
          amount_total: 49_900,
          currency: 'usd',
          payment_intent: 'pi_live_1',
          payment_status: 'paid',
          metadata: { orderId: 'order-s1' },
        },
      },
    };
    const payload = JSON.stringify(event);
    const post = (signature: string) =>
      app.inject({
        method: 'POST',
        url: PAYMENTS_ENDPOINTS.webhook.path,
        payload,
        headers: { 'content-type': 'application/json', 'stripe-signature': signature },
      });
    const sandboxSigned = await post(
      Stripe.webhooks.generateTestHeaderString({ payload, secret: 'whsec_sandbox_is_not_stripe_secret' }),
    );
    expect(sandboxSigned.statusCode).toBe(400);
    const res = await post(Stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET }));
    expect(res.statusCode).toBe(200);
    const events = await database.db
      .selectFrom('domain_events')
      .select('payload')
      .where('type', '=', PAYMENT_EVENTS.checkoutCompleted)
      .execute();
    expect(events.map((e) => e.payload)).toEqual([
      {
        orderId: 'order-s1',
        sessionId: 'cs_test_fake_1',
        paymentIntentId: 'pi_live_1',
        amountCents: 49_900,
        currency: 'usd',
        providerEventId: 'evt_stripe_1',
      },
    ]);
    const stored = await database.db.selectFrom('payment_events').select('provider').execute();
    expect(stored).toEqual([{ provider: 'stripe' }]);
    const page = await app.inject({
      method: 'GET',
      url: '/pay/sandbox/cs_sandbox_00000000000000000000000000000000',
    });
    expect(page.body).not.toContain('name="csrf"');
    const payAttempt = await app.inject({
      method: 'POST',
      url: '/pay/sandbox/cs_sandbox_00000000000000000000000000000000/pay',
      payload: 'csrf=x',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(payAttempt.statusCode).toBeGreaterThanOrEqual(400);
  });
});
