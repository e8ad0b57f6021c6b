import { randomUUID } from 'node:crypto';
import { ORDER_API, ORDER_ERROR_TEXT } from '@ibh/contract';
import { describe, expect, it } from 'vitest';
import { couponUsedCount, detail, insertCoupon, orderSuite, place } from './orders.test-kit.ts';

const { t, w } = orderSuite();

const coupon = (values: Parameters<typeof insertCoupon>[1] = {}) => insertCoupon(t.database.db, values);

const quote = (code: string, packageId = w.packages.basic) =>
  w.buyer.agent.post(ORDER_API.quote, { packageId, couponCode: code });
const fieldError = (res: { json(): { error: { fields?: Record<string, string[]> } } }) =>
  res.json().error.fields?.couponCode?.[0];

describe('coupons on orders (001 sections 3.2, 4.3, 5)', () => {
  it('takes a percentage, capped by max_discount_cents, and a fixed amount; codes are case-insensitive', async () => {
    const ten = await coupon();
    expect((await quote(ten.toLowerCase())).json()).toMatchObject({
      subtotalCents: 10_000,
      discountCents: 1_000,
      totalCents: 9_000,
    });
    const capped = await coupon({ discount_value: 50, max_discount_cents: 2_500 });
    expect((await quote(capped)).json().discountCents).toBe(2_500);
    const fixed = await coupon({ discount_type: 'fixed', discount_value: 1_234 });
    expect((await quote(fixed)).json().totalCents).toBe(10_000 - 1_234);
    const huge = await coupon({ discount_type: 'fixed', discount_value: 50_000 });
    expect((await quote(huge)).json().totalCents).toBe(50);
  });

  it('refuses inactive, expired, maxed-out, unknown coupons and orders under the minimum', async () => {
    const cases: [string, string][] = [
      [await coupon({ active: false }), ORDER_ERROR_TEXT.couponInactive],
      [
        await coupon({ valid_until: new Date(t.clock.now().getTime() - 1000) }),
        ORDER_ERROR_TEXT.couponExpired,
      ],
      [await coupon({ max_uses: 1, used_count: 1 }), ORDER_ERROR_TEXT.couponMaxedOut],
      [await coupon({ min_order_cents: 10_001 }), ORDER_ERROR_TEXT.couponMinimum('$100.01')],
      ['NOPE', ORDER_ERROR_TEXT.couponInvalid],
    ];
    for (const [code, message] of cases) {
      const res = await quote(code);
      expect(res.statusCode, code).toBe(400);
      expect(fieldError(res)).toBe(message);
      const placing = await w.buyer.agent.post(ORDER_API.orders, {
        packageId: w.packages.basic,
        couponCode: code,
        idempotencyKey: randomUUID(),
      });
      expect(placing.statusCode).toBe(400);
    }
    // Exactly at the minimum and until valid_until: accepted.
    expect((await quote(await coupon({ min_order_cents: 10_000 }))).statusCode).toBe(200);
    expect(
      (await quote(await coupon({ valid_until: new Date(t.clock.now().getTime() + 1000) }))).statusCode,
    ).toBe(200);
  });

  it('counts a use with the order atomically: the last use goes to one of two concurrent buyers', async () => {
    const code = await coupon({ max_uses: 1 });
    const answers = await Promise.all([
      w.buyer.agent.post(ORDER_API.orders, {
        packageId: w.packages.basic,
        couponCode: code,
        idempotencyKey: randomUUID(),
      }),
      w.stranger.agent.post(ORDER_API.orders, {
        packageId: w.packages.basic,
        couponCode: code,
        idempotencyKey: randomUUID(),
      }),
    ]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([201, 400]);
    expect(await couponUsedCount(t.database.db, code)).toBe(1);
    const orderId = answers.find((r) => r.statusCode === 201)?.json().orderId;
    const usage = await t.database.db
      .selectFrom('coupon_usage')
      .select(['order_id', 'discount_cents'])
      .where('order_id', '=', orderId)
      .execute();
    expect(usage).toEqual([{ order_id: orderId, discount_cents: 1_000 }]);
  });

  it('prices the order and its milestones after the discount, and gives the use back when the order is cancelled unpaid', async () => {
    const code = await coupon({ max_uses: 5 });
    const { orderId } = await place(w.buyer.agent, { packageId: w.packages.basic, couponCode: code });
    const order = await detail(w.buyer.agent, orderId);
    expect(order).toMatchObject({
      subtotalCents: 10_000,
      discountCents: 1_000,
      priceCents: 9_000,
      couponCode: code,
    });
    expect(order.milestones.map((m) => m.amountCents)).toEqual([3_000, 3_000, 3_000]);
    expect((await w.buyer.agent.post(ORDER_API.cancel(orderId), {})).statusCode).toBe(200);
    expect(await couponUsedCount(t.database.db, code)).toBe(0);
  });
});
