import { randomUUID } from 'node:crypto';
import { AUTH_COOKIES, CSRF, ORDER_API } from '@ibh/contract';
import { describe, expect, it } from 'vitest';
import { checkoutCompletedEvent, deliverEvent } from '../../../test/payments.ts';
import { settle } from '../notifications/notifications.test-kit.ts';
import { couponUsedCount, detail, insertCoupon, orderSuite, pay, place } from './orders.test-kit.ts';
import { CHECKOUT_EXPIRED_TEXT } from './system-actions.ts';

/**
 * The payment adapter's domain events as the orders module consumes them (issue 15; decisions 81
 * and 82): `payment.checkout_expired` cancels the pending order by its table and gives the coupon
 * use back; `payment.checkout_completed` sends the 'new match' email. Each arrives as a signed
 * webhook in Stripe's format (or from the sandbox's own Cancel), and a replay changes nothing.
 */
const { t, w } = orderSuite();

const coupon = (maxUses = 10) => insertCoupon(t.database.db, { max_uses: maxUses });

const usedCount = (code: string) => couponUsedCount(t.database.db, code);

const usageRows = (orderId: string) =>
  t.database.db.selectFrom('coupon_usage').select('id').where('order_id', '=', orderId).execute();

const sessionOf = async (orderId: string) =>
  (await t.database.db
    .selectFrom('service_orders')
    .select(['checkout_session_id', 'price_cents'])
    .where('id', '=', orderId)
    .executeTakeFirstOrThrow()) as { checkout_session_id: string; price_cents: number };

const activity = async (orderId: string) =>
  (await w.buyer.agent.get(ORDER_API.activity(orderId)))
    .json()
    .items.map((i: { text: string }) => i.text) as string[];

/** A `checkout.session.expired` event in Stripe's format for the order's session. */
async function expiredEvent(orderId: string, sessionId?: string) {
  const order = await sessionOf(orderId);
  return checkoutCompletedEvent({
    type: 'checkout.session.expired',
    orderId,
    sessionId: sessionId ?? order.checkout_session_id,
    amountCents: order.price_cents,
    paymentIntentId: null,
    paymentStatus: 'unpaid',
  });
}

describe('payment.checkout_expired (orders consume it)', () => {
  it('a signed Stripe checkout.session.expired cancels the pending order, returns its coupon use and logs it; a replay changes nothing', async () => {
    const code = await coupon();
    const { orderId } = await place(w.buyer.agent, { packageId: w.packages.basic, couponCode: code });
    expect(await usedCount(code)).toBe(1);
    expect((await detail(w.buyer.agent, orderId)).clocks.map((c) => c.kind)).toEqual(['payment_expiry']);

    const event = await expiredEvent(orderId);
    const res = await deliverEvent(t.app, event);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ received: true, duplicate: false });
    await settle(t);

    const after = await detail(w.buyer.agent, orderId);
    expect(after.status).toBe('cancelled');
    expect(after.clocks).toEqual([]);
    expect(after.escrow.heldCents).toBe(0);
    expect(await usedCount(code)).toBe(0);
    expect(await usageRows(orderId)).toEqual([]);
    expect((await activity(orderId)).filter((text) => text === CHECKOUT_EXPIRED_TEXT)).toHaveLength(1);

    // Another order uses the coupon meanwhile; the replay must not give a use back twice.
    const other = await place(w.buyer.agent, { packageId: w.packages.basic, couponCode: code });
    expect(await usedCount(code)).toBe(1);
    const replay = await deliverEvent(t.app, event);
    expect(replay.statusCode).toBe(200);
    expect(replay.json()).toEqual({ received: true, duplicate: true });
    await settle(t);
    expect(await usedCount(code)).toBe(1);
    expect((await usageRows(other.orderId)).length).toBe(1);
    expect((await detail(w.buyer.agent, other.orderId)).status).toBe('pending');
    expect((await activity(orderId)).filter((text) => text === CHECKOUT_EXPIRED_TEXT)).toHaveLength(1);
  }, 60_000);

  it("the sandbox's Cancel ends the checkout the same way: the order is cancelled, the coupon use returned; a second Cancel changes nothing", async () => {
    const code = await coupon();
    const { orderId, checkoutUrl } = await place(w.buyer.agent, {
      packageId: w.packages.basic,
      couponCode: code,
    });
    // The buyer's browser on the checkout page: its CSRF cookie, then the Cancel form (a POST, issue 26).
    const page = await t.app.inject({ method: 'GET', url: new URL(checkoutUrl).pathname });
    const token =
      (page.cookies as { name: string; value: string }[]).find((c) => c.name === CSRF.cookie)?.value ?? '';
    const access = w.buyer.agent.cookies.get(AUTH_COOKIES.access);
    const cancel = () =>
      t.app.inject({
        method: 'POST',
        url: `${new URL(checkoutUrl).pathname}/cancel`,
        payload: new URLSearchParams({ csrf: token }).toString(),
        headers: {
          'content-type': 'application/x-www-form-urlencoded',
          cookie: `${CSRF.cookie}=${token}; ${AUTH_COOKIES.access}=${access}`,
          origin: new URL(checkoutUrl).origin,
        },
      });
    const res = await cancel();
    expect(res.statusCode).toBe(303);
    expect(new URL(String(res.headers.location)).search).toBe('?canceled=1');
    await settle(t);
    expect((await detail(w.buyer.agent, orderId)).status).toBe('cancelled');
    expect(await usedCount(code)).toBe(0);
    expect(await activity(orderId)).toContain(CHECKOUT_EXPIRED_TEXT);

    expect((await cancel()).statusCode).toBe(303);
    await settle(t);
    expect((await activity(orderId)).filter((text) => text === CHECKOUT_EXPIRED_TEXT)).toHaveLength(1);
    expect(await usedCount(code)).toBe(0);
  }, 60_000);

  it('changes nothing for a paid order, nor for a session that is not the order’s current one', async () => {
    const paid = await place(w.buyer.agent, { packageId: w.packages.basic });
    await pay(t.app, paid.orderId);
    expect((await deliverEvent(t.app, await expiredEvent(paid.orderId))).statusCode).toBe(200);
    await settle(t);
    const paidAfter = await detail(w.buyer.agent, paid.orderId);
    expect(paidAfter.status).toBe('paid_escrow');
    expect(paidAfter.escrow.heldCents).toBe(paidAfter.priceCents);
    expect(await activity(paid.orderId)).not.toContain(CHECKOUT_EXPIRED_TEXT);

    const pending = await place(w.buyer.agent, { packageId: w.packages.basic });
    const stale = await expiredEvent(pending.orderId, `cs_test_other_${randomUUID()}`);
    expect((await deliverEvent(t.app, stale)).statusCode).toBe(200);
    await settle(t);
    expect((await detail(w.buyer.agent, pending.orderId)).status).toBe('pending');
  }, 60_000);

  it('a badly signed expiry is refused and changes nothing', async () => {
    const { orderId } = await place(w.buyer.agent, { packageId: w.packages.basic });
    const payload = JSON.stringify(await expiredEvent(orderId));
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/payments/webhook',
      payload,
      headers: { 'content-type': 'application/json', 'stripe-signature': 't=1,v1=deadbeef' },
    });
    expect(res.statusCode).toBe(400);
    await settle(t);
    expect((await detail(w.buyer.agent, orderId)).status).toBe('pending');
  });
});

describe("the 'new match' email (001 section 7.4)", () => {
  it('is sent to the professional by the paid checkout (the signed webhook), not by placing the order, and once per payment', async () => {
    const { orderId } = await place(w.buyer.agent, { packageId: w.packages.standard });
    await settle(t);
    const newMatch = () =>
      t.database.db
        .selectFrom('mail_outbox')
        .select(['to_address', 'subject', 'text_body', 'html_body', 'status'])
        .where('template', '=', 'orders.new_match')
        .where('text_body', 'like', `%${orderId}%`)
        .execute();
    // Placed, not paid: no match yet.
    expect(await newMatch()).toEqual([]);

    const order = await sessionOf(orderId);
    const event = checkoutCompletedEvent({
      orderId,
      sessionId: order.checkout_session_id,
      amountCents: order.price_cents,
    });
    expect((await deliverEvent(t.app, event)).statusCode).toBe(200);
    await settle(t);
    const mails = await newMatch();
    expect(mails).toHaveLength(1);
    const service = await detail(w.buyer.agent, orderId);
    expect(mails[0]).toMatchObject({
      to_address: w.pro.user.email,
      subject: `New order: ${service.service.title}`,
    });
    expect(mails[0]?.text_body).toContain('Bea Buyer hired you');
    expect(mails[0]?.html_body).toContain('<!doctype html>');
    // Delivered by the configured transport (the log transport in tests), not left queued or failed.
    expect(['sent', 'logged']).toContain(mails[0]?.status);

    // The provider retries the same event: still one email.
    expect((await deliverEvent(t.app, event)).json()).toEqual({ received: true, duplicate: true });
    await settle(t);
    expect(await newMatch()).toHaveLength(1);
  }, 60_000);
});
