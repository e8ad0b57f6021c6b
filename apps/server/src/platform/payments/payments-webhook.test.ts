import { PAYMENT_EVENTS, PAYMENTS_ENDPOINTS } from '@ibh/contract';
import { describe, expect, it } from 'vitest';
import {
  checkoutCompletedEvent,
  paymentEventsFor,
  postWebhook,
  signPayload,
} from '../../../test/payments.ts';
import { useTestApp } from '../../../test/test-server.ts';

const t = useTestApp();
let counter = 0;

/** A Stripe-format event for an order of its own (session and payment intent named after it). */
function completedEvent(overrides: { orderId?: string; type?: string; paymentStatus?: string } = {}) {
  counter++;
  return checkoutCompletedEvent({
    orderId: overrides.orderId ?? `order-${counter}`,
    sessionId: `cs_test_${counter}`,
    paymentIntentId: `pi_test_${counter}`,
    amountCents: 12_500,
    ...(overrides.type ? { type: overrides.type } : {}),
    ...(overrides.paymentStatus ? { paymentStatus: overrides.paymentStatus } : {}),
  });
}

const sign = (payload: string, options: { secret?: string; timestamp?: number } = {}) =>
  signPayload(t.app, payload, options);
const deliver = (payload: string, signature?: string) => postWebhook(t.app, payload, signature);

const domainEvents = (type: Parameters<typeof paymentEventsFor>[1], orderId: string) =>
  paymentEventsFor(t.database.db, type, orderId);

async function storedEvent(id: string) {
  return t.database.db
    .selectFrom('payment_events')
    .selectAll()
    .where('provider_event_id', '=', id)
    .executeTakeFirst();
}

describe('POST /api/payments/webhook', () => {
  it('stores a signed checkout.session.completed and publishes payment.checkout_completed once', async () => {
    const event = completedEvent({ orderId: 'order-signed' });
    const payload = JSON.stringify(event);
    const res = await deliver(payload, sign(payload));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ received: true, duplicate: false });
    const published = await domainEvents(PAYMENT_EVENTS.checkoutCompleted, 'order-signed');
    expect(published).toHaveLength(1);
    expect(published[0]?.payload).toEqual({
      orderId: 'order-signed',
      sessionId: event.data.object.id,
      paymentIntentId: event.data.object.payment_intent,
      amountCents: 12_500,
      currency: 'usd',
      providerEventId: event.id,
    });
    expect(await storedEvent(event.id)).toMatchObject({ type: 'checkout.session.completed', handled: true });
  });

  it('answers a replayed event id 200 and publishes nothing more', async () => {
    const event = completedEvent({ orderId: 'order-replayed' });
    const payload = JSON.stringify(event);
    expect((await deliver(payload, sign(payload))).statusCode).toBe(200);
    const replay = await deliver(payload, sign(payload));
    expect(replay.statusCode).toBe(200);
    expect(replay.json()).toEqual({ received: true, duplicate: true });
    // The same id with other content (a forged or re-sent variant) is also a replay.
    const variant = JSON.stringify({ ...event, data: { object: { ...event.data.object, amount_total: 1 } } });
    expect((await deliver(variant, sign(variant))).json()).toEqual({ received: true, duplicate: true });
    expect(await domainEvents(PAYMENT_EVENTS.checkoutCompleted, 'order-replayed')).toHaveLength(1);
  });

  it('refuses a missing, forged or wrongly keyed signature with a coded 400 and stores nothing', async () => {
    const event = completedEvent({ orderId: 'order-forged' });
    const payload = JSON.stringify(event);
    const tampered = JSON.stringify({
      ...event,
      data: { object: { ...event.data.object, amount_total: 1 } },
    });
    const attempts = [
      await deliver(payload),
      await deliver(payload, 'garbage'),
      await deliver(payload, sign(payload, { secret: 'whsec_not_ours' })),
      await deliver(tampered, sign(payload)),
    ];
    for (const res of attempts) {
      expect(res.statusCode).toBe(400);
      expect(res.json().error.code).toBe('E_WEBHOOK_SIGNATURE');
    }
    expect(await storedEvent(event.id)).toBeUndefined();
    expect(await domainEvents(PAYMENT_EVENTS.checkoutCompleted, 'order-forged')).toHaveLength(0);
  });

  it('refuses a signature older or newer than 300 s, and accepts one just inside', async () => {
    const now = Math.floor(Date.now() / 1000);
    const old = completedEvent({ orderId: 'order-old' });
    const oldPayload = JSON.stringify(old);
    const tooOld = await deliver(oldPayload, sign(oldPayload, { timestamp: now - 301 }));
    expect(tooOld.statusCode).toBe(400);
    expect(tooOld.json().error.code).toBe('E_WEBHOOK_SIGNATURE');
    const future = completedEvent({ orderId: 'order-future' });
    const futurePayload = JSON.stringify(future);
    expect((await deliver(futurePayload, sign(futurePayload, { timestamp: now + 400 }))).statusCode).toBe(
      400,
    );
    expect(await storedEvent(old.id)).toBeUndefined();
    expect(await storedEvent(future.id)).toBeUndefined();
    const recent = completedEvent({ orderId: 'order-recent' });
    const recentPayload = JSON.stringify(recent);
    expect((await deliver(recentPayload, sign(recentPayload, { timestamp: now - 240 }))).statusCode).toBe(
      200,
    );
  });

  it('stores unknown event types and unpaid completions without publishing anything', async () => {
    const unknown = completedEvent({ orderId: 'order-unknown', type: 'customer.created' });
    const unpaid = completedEvent({ orderId: 'order-unpaid', paymentStatus: 'unpaid' });
    for (const event of [unknown, unpaid]) {
      const payload = JSON.stringify(event);
      const res = await deliver(payload, sign(payload));
      expect(res.statusCode).toBe(200);
      expect(await storedEvent(event.id)).toMatchObject({ handled: false });
    }
    expect(await domainEvents(PAYMENT_EVENTS.checkoutCompleted, 'order-unknown')).toHaveLength(0);
    expect(await domainEvents(PAYMENT_EVENTS.checkoutCompleted, 'order-unpaid')).toHaveLength(0);
  });

  it('publishes payment.checkout_expired for an expired session', async () => {
    const event = completedEvent({ orderId: 'order-expired', type: 'checkout.session.expired' });
    const payload = JSON.stringify(event);
    expect((await deliver(payload, sign(payload))).statusCode).toBe(200);
    const published = await domainEvents(PAYMENT_EVENTS.checkoutExpired, 'order-expired');
    expect(published.map((row) => row.payload)).toEqual([
      { orderId: 'order-expired', sessionId: event.data.object.id, providerEventId: event.id },
    ]);
  });

  it('refuses a body that is not JSON, whatever it claims, without a 500', async () => {
    const res = await deliver('not json', sign('not json'));
    expect(res.statusCode).toBe(400);
    const text = await t.app.inject({
      method: 'POST',
      url: PAYMENTS_ENDPOINTS.webhook.path,
      payload: 'hello',
      headers: { 'content-type': 'text/plain', 'stripe-signature': sign('hello') },
    });
    expect(text.statusCode).toBeGreaterThanOrEqual(400);
    expect(text.statusCode).toBeLessThan(500);
  });
});
