import {
  deliveryNoteLogText,
  ERRORS,
  type ErrorCode,
  ORDER_API,
  ORDER_ERROR_TEXT,
  ORDERS,
  type OrderDetail,
  type OrderSummary,
  SHOP_API,
} from '@ibh/contract';
import { describe, expect, it } from 'vitest';
import { serviceInput, servicePackageIds } from '../shop/shop.test-kit.ts';
import {
  activeOrder,
  couponUsedCount,
  detail,
  insertCoupon,
  ok,
  orderSuite,
  pay,
  place,
} from './orders.test-kit.ts';

/** Issue 26 items 2, 3 and 17 (delivery note, overdue): the server's rules through the API. */
const { t, w } = orderSuite();

type Res = { statusCode: number; body: string; json(): { error: { code: string; message: string } } };
function refused(res: Res, code: ErrorCode) {
  expect(res.statusCode, res.body).toBe(ERRORS[code].status);
  expect(res.json().error).toMatchObject({ code, message: ERRORS[code].message });
}

const coupon = (maxUses = 5) => insertCoupon(t.database.db, { max_uses: maxUses });
const usedCount = (code: string) => couponUsedCount(t.database.db, code);
/** The service's current package of a tier (editing the service replaces its packages). */
const packageId = async (tier: 'basic' | 'standard' | 'premium') =>
  (await servicePackageIds(t.database.db, w.serviceId))[tier];
const activity = async (orderId: string) =>
  (await w.buyer.agent.get(ORDER_API.activity(orderId))).json().items.map((i: { text: string }) => i.text);

describe('an abandoned checkout is resumable or cancellable (item 2)', () => {
  it('offers Continue to payment and Cancel order on the pending order and in the buyer list only', async () => {
    const { orderId } = await place(w.buyer.agent, { packageId: w.packages.basic });
    expect((await detail(w.buyer.agent, orderId)).allowedActions).toEqual(['checkout', 'cancel']);
    expect((await detail(w.pro.agent, orderId)).allowedActions).toEqual([]);
    const mine = (await w.buyer.agent.get(`${ORDER_API.orders}?role=buyer`)).json().items as OrderSummary[];
    expect(mine.find((o) => o.id === orderId)?.allowedActions).toEqual(['checkout', 'cancel']);
    const theirs = (await w.pro.agent.get(`${ORDER_API.orders}?role=professional`)).json()
      .items as OrderSummary[];
    expect(theirs.find((o) => o.id === orderId)?.allowedActions).toEqual([]);
    // Resuming opens a new checkout for the pending order.
    const again = await w.buyer.agent.post(ORDER_API.checkout(orderId));
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json()).toMatchObject({ orderId, checkoutUrl: expect.stringContaining('/pay/sandbox/') });
  });

  it('cancelling an unpaid order gives its coupon use back, once, and the order says so', async () => {
    const code = await coupon();
    const { orderId } = await place(w.buyer.agent, { packageId: w.packages.basic, couponCode: code });
    expect(await usedCount(code)).toBe(1);
    const cancelled = await ok(await w.buyer.agent.post(ORDER_API.cancel(orderId), { unpaidOnly: true }));
    expect(cancelled).toMatchObject({ status: 'cancelled', couponReturned: true, couponCode: code });
    expect(cancelled.allowedActions).toEqual([]);
    expect(await usedCount(code)).toBe(0);
    expect(await activity(orderId)).toContain(`Coupon ${code} given back: it can be used again`);
    // A second cancel is refused with its code and gives nothing back again.
    refused(await w.buyer.agent.post(ORDER_API.cancel(orderId), { unpaidOnly: true }), 'E_ORDER_CANCELLED');
    expect(await usedCount(code)).toBe(0);
  });

  it('two concurrent cancels restore the coupon use exactly once', async () => {
    const code = await coupon();
    const other = await place(w.stranger.agent, { packageId: w.packages.basic, couponCode: code });
    const { orderId } = await place(w.buyer.agent, { packageId: w.packages.basic, couponCode: code });
    expect(await usedCount(code)).toBe(2);
    const answers = await Promise.all([
      w.buyer.agent.post(ORDER_API.cancel(orderId), { unpaidOnly: true }),
      w.buyer.agent.post(ORDER_API.cancel(orderId), {}),
    ]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    refused(answers.find((r) => r.statusCode === 409) as Res, 'E_ORDER_CANCELLED');
    expect(await usedCount(code)).toBe(1);
    const usage = await t.database.db
      .selectFrom('coupon_usage')
      .select('order_id')
      .where('order_id', 'in', [orderId, other.orderId])
      .execute();
    expect(usage).toEqual([{ order_id: other.orderId }]);
    // The other buyer's order is untouched by it.
    expect((await detail(w.stranger.agent, other.orderId)).status).toBe('pending');
  });

  it("refuses cancelling someone else's order, and the professional's cancel", async () => {
    const { orderId } = await place(w.buyer.agent, { packageId: w.packages.basic });
    const stranger = await w.stranger.agent.post(ORDER_API.cancel(orderId), { unpaidOnly: true });
    expect(stranger.statusCode).toBe(403);
    expect(stranger.json().error.message).toBe(ORDER_ERROR_TEXT.noWorkroomAccess);
    refused(await w.pro.agent.post(ORDER_API.cancel(orderId), { unpaidOnly: true }), 'E_NOT_AUTHORIZED');
    const resume = await w.stranger.agent.post(ORDER_API.checkout(orderId));
    expect(resume.statusCode).toBe(403);
    expect((await detail(w.buyer.agent, orderId)).status).toBe('pending');
  });

  it('refuses cancelling a paid order as an abandoned checkout (no surprise refund), and once work started', async () => {
    const code = await coupon();
    const { orderId } = await place(w.buyer.agent, { packageId: w.packages.basic, couponCode: code });
    await pay(t.app, orderId);
    refused(await w.buyer.agent.post(ORDER_API.cancel(orderId), { unpaidOnly: true }), 'E_ORDER_PAID');
    const still = await detail(w.buyer.agent, orderId);
    expect(still).toMatchObject({ status: 'paid_escrow', couponReturned: false });
    expect(still.escrow.refundedCents).toBe(0);
    expect(await usedCount(code)).toBe(1);
    refused(await w.buyer.agent.post(ORDER_API.checkout(orderId)), 'E_ORDER_PAID');
    const started = await activeOrder(t.app, w);
    refused(await w.buyer.agent.post(ORDER_API.cancel(started.id), {}), 'E_ORDER_NOT_CANCELLABLE');
    refused(await w.buyer.agent.post(ORDER_API.cancel(started.id), { unpaidOnly: true }), 'E_ORDER_PAID');
  });

  it('refuses resuming a cancelled or an expired checkout; the expiry (the durable clock) gives the coupon back', async () => {
    const cancelled = await place(w.buyer.agent, { packageId: w.packages.basic });
    await ok(await w.buyer.agent.post(ORDER_API.cancel(cancelled.orderId), { unpaidOnly: true }));
    refused(await w.buyer.agent.post(ORDER_API.checkout(cancelled.orderId)), 'E_ORDER_CANCELLED');

    const code = await coupon();
    const { orderId } = await place(w.buyer.agent, { packageId: w.packages.basic, couponCode: code });
    expect((await detail(w.buyer.agent, orderId)).clocks.map((c) => c.kind)).toEqual(['payment_expiry']);
    await t.clock.jump(ORDERS.unpaidExpiry);
    await t.app.ctx.jobs.runDue();
    const expired = await detail(w.buyer.agent, orderId);
    expect(expired).toMatchObject({ status: 'cancelled', couponReturned: true, allowedActions: [] });
    expect(await usedCount(code)).toBe(0);
    refused(await w.buyer.agent.post(ORDER_API.checkout(orderId)), 'E_ORDER_CANCELLED');
    // A cancel after the expiry is refused and gives nothing back twice.
    refused(await w.buyer.agent.post(ORDER_API.cancel(orderId), { unpaidOnly: true }), 'E_ORDER_CANCELLED');
    expect(await usedCount(code)).toBe(0);
  }, 120_000);
});

describe("revisions are the package's own, counted per order (item 3)", () => {
  it('Basic includes 1: shown as 0 of 1, then 1 of 1, and the next request is refused with a code', async () => {
    const order = await activeOrder(t.app, w);
    expect(order.revisions).toEqual({ included: 1, used: 0 });
    const [m1, m2] = order.milestones.map((m) => m.id) as [string, string];
    await ok(await w.pro.agent.post(ORDER_API.submit(order.id, m1), {}));
    await ok(await w.pro.agent.post(ORDER_API.submit(order.id, m2), {}));
    const after = await ok(await w.buyer.agent.post(ORDER_API.revision(order.id, m1), { notes: 'More' }));
    expect(after.revisions).toEqual({ included: 1, used: 1 });
    // Milestone 2 is submitted, yet the order has no revision left: no button, and the API refuses.
    const second = after.milestones.find((m) => m.id === m2);
    expect(second?.revisionsLeft).toBe(0);
    expect(second?.allowedActions).toEqual(['approve']);
    refused(
      await w.buyer.agent.post(ORDER_API.revision(order.id, m2), { notes: 'Again' }),
      'E_REVISIONS_USED_UP',
    );
    expect((await detail(w.pro.agent, order.id)).revisions).toEqual({ included: 1, used: 1 });
  });

  it("keeps an order's allowance when the service is edited later; a new order takes the new one", async () => {
    const before = await activeOrder(t.app, w);
    expect(before.revisions.included).toBe(1);
    const edit = await w.pro.agent.patch(SHOP_API.myService(w.serviceId), {
      packages: serviceInput().packages.map((p) => ({ ...p, revisions: p.tier === 'basic' ? 0 : 2 })),
    });
    expect(edit.statusCode, edit.body).toBe(200);
    expect((await detail(w.buyer.agent, before.id)).revisions.included).toBe(1);
    const later = await activeOrder(t.app, w, { packageId: await packageId('basic') });
    expect(later.revisions).toEqual({ included: 0, used: 0 });
    await ok(await w.pro.agent.post(ORDER_API.submit(later.id, later.milestones[0]?.id as string), {}));
    refused(
      await w.buyer.agent.post(ORDER_API.revision(later.id, later.milestones[0]?.id as string), {
        notes: 'Change it',
      }),
      'E_REVISIONS_USED_UP',
    );
  });

  it('refuses a package with more revisions than the ceiling (the spec’s 2)', async () => {
    const res = await w.pro.agent.post(SHOP_API.myServices, {
      ...serviceInput(),
      packages: serviceInput().packages.map((p) => ({ ...p, revisions: ORDERS.maxRevisions + 1 })),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('E_INVALID_INPUT');
  });
});

describe('delivery notes and overdue milestones (item 17)', () => {
  it('stores the note with the submission, shows it to the buyer and in the activity, and limits its length', async () => {
    const order = await activeOrder(t.app, w, { packageId: await packageId('standard') });
    const m = order.milestones[0]?.id as string;
    const tooLong = await w.pro.agent.post(ORDER_API.submit(order.id, m), {
      note: 'x'.repeat(ORDERS.deliveryNoteMax + 1),
    });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().error.code).toBe('E_INVALID_INPUT');
    expect(JSON.stringify(tooLong.json().error)).toContain(
      ORDER_ERROR_TEXT.deliveryNoteTooLong(ORDERS.deliveryNoteMax),
    );
    await ok(
      await w.pro.agent.post(ORDER_API.submit(order.id, m), { note: '  The guide is in the Files tab.  ' }),
    );
    const seen = await detail(w.buyer.agent, order.id);
    expect(seen.milestones[0]?.deliveryNote).toBe('The guide is in the Files tab.');
    expect(await activity(order.id)).toContain(
      deliveryNoteLogText('Milestone 1', 'The guide is in the Files tab.'),
    );
    // A resubmission without a note replaces the old one.
    await ok(await w.buyer.agent.post(ORDER_API.revision(order.id, m), { notes: 'Add pricing' }));
    const resubmitted = await ok(await w.pro.agent.post(ORDER_API.resubmit(order.id, m), {}));
    expect(resubmitted.milestones[0]?.deliveryNote).toBeNull();
  });

  it('marks a milestone overdue past its due date until it is approved, only while the order is worked on', async () => {
    const pending = await place(w.buyer.agent, { packageId: await packageId('standard') });
    const order: OrderDetail = await activeOrder(t.app, w, { packageId: await packageId('standard') });
    const m1 = order.milestones[0]?.id as string;
    expect(order.milestones.map((m) => m.overdue)).toEqual([false, false, false]);
    await ok(await w.pro.agent.post(ORDER_API.submit(order.id, m1), {}));
    await ok(await w.buyer.agent.post(ORDER_API.approve(order.id, m1)));
    // Standard: 10 days, milestones due after 4, 8 and 12 days.
    await t.clock.jump(8 * 24 * 3_600_000 + 60_000);
    const later = await detail(w.buyer.agent, order.id);
    expect(later.milestones.map((m) => m.overdue)).toEqual([false, true, false]);
    expect((await detail(w.pro.agent, order.id)).milestones[1]?.overdue).toBe(true);
    // The pending (then expired) order's milestones are never overdue.
    expect((await detail(w.buyer.agent, pending.orderId)).milestones.some((m) => m.overdue)).toBe(false);
  }, 120_000);
});
