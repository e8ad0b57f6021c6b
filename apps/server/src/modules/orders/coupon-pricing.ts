import { formatMoney, ORDER_ERROR_TEXT } from '@ibh/contract';
import type { Selectable } from 'kysely';
import type { Executor } from '../../db/executor.ts';
import { AppError } from '../../platform/errors.ts';
import type { CouponsTable } from './orders.tables.ts';

/** The smallest amount a card checkout takes: a fixed coupon never brings a price below it. */
export const MIN_CHARGE_CENTS = 50;

type CouponRow = Selectable<CouponsTable>;

const couponError = (message: string) =>
  new AppError('E_INVALID_INPUT', message, { fields: { couponCode: [message] } });

/**
 * The discount a coupon gives on a subtotal (001 sections 3.2, 4.3, 5): it must be active, not
 * past valid_until, under max_uses and the subtotal at least min_order_cents. Percentage:
 * floor(subtotal × value / 100), capped by max_discount_cents; fixed: value cents. Either way the
 * price stays at least MIN_CHARGE_CENTS (decision 52).
 */
export function couponDiscount(coupon: CouponRow, subtotalCents: number, now: Date): number {
  if (!coupon.active) throw couponError(ORDER_ERROR_TEXT.couponInactive);
  if (coupon.valid_until && new Date(coupon.valid_until).getTime() < now.getTime()) {
    throw couponError(ORDER_ERROR_TEXT.couponExpired);
  }
  if (coupon.max_uses !== null && coupon.used_count >= coupon.max_uses) {
    throw couponError(ORDER_ERROR_TEXT.couponMaxedOut);
  }
  if (subtotalCents < coupon.min_order_cents) {
    throw couponError(ORDER_ERROR_TEXT.couponMinimum(formatMoney(coupon.min_order_cents)));
  }
  const raw =
    coupon.discount_type === 'percentage'
      ? Math.floor((subtotalCents * coupon.discount_value) / 100)
      : coupon.discount_value;
  const capped =
    coupon.discount_type === 'percentage' && coupon.max_discount_cents !== null
      ? Math.min(raw, coupon.max_discount_cents)
      : raw;
  return Math.max(0, Math.min(capped, subtotalCents - MIN_CHARGE_CENTS));
}

/** The coupon by code (upper-cased by the schema), locked when placing an order. */
export async function findCoupon(db: Executor, code: string, lock: boolean): Promise<CouponRow> {
  const query = db.selectFrom('coupons').selectAll().where('code', '=', code.toUpperCase());
  const coupon = await (lock ? query.forUpdate() : query).executeTakeFirst();
  if (!coupon) throw couponError(ORDER_ERROR_TEXT.couponInvalid);
  return coupon;
}

/** Counts a use, atomically with the order (the row is locked; the check constraint backs it up). */
export async function useCoupon(
  db: Executor,
  use: { couponId: string; userId: string; orderId: string; discountCents: number; at: Date },
): Promise<void> {
  await db
    .updateTable('coupons')
    .set((eb) => ({ used_count: eb('used_count', '+', 1), updated_at: use.at }))
    .where('id', '=', use.couponId)
    .execute();
  await db
    .insertInto('coupon_usage')
    .values({
      coupon_id: use.couponId,
      user_id: use.userId,
      order_id: use.orderId,
      discount_cents: use.discountCents,
      used_at: use.at,
    })
    .execute();
}

/**
 * An order that was never paid gives its coupon use back (expired or cancelled while pending).
 * Exactly once: the order's coupon_usage row is deleted here, so a second call (a second cancel,
 * the expiry after a cancel) finds nothing and changes nothing. The order records when
 * (coupon_returned_at) for the order page. Answers the coupon's code when a use was given back.
 */
export async function returnCouponUse(db: Executor, orderId: string, at: Date): Promise<string | null> {
  const usage = await db
    .deleteFrom('coupon_usage')
    .where('order_id', '=', orderId)
    .returning('coupon_id')
    .executeTakeFirst();
  if (!usage) return null;
  const coupon = await db
    .updateTable('coupons')
    .set((eb) => ({ used_count: eb('used_count', '-', 1), updated_at: at }))
    .where('id', '=', usage.coupon_id)
    .where('used_count', '>', 0)
    .returning('code')
    .executeTakeFirst();
  await db
    .updateTable('service_orders')
    .set({ coupon_returned_at: at })
    .where('id', '=', orderId)
    .where('coupon_returned_at', 'is', null)
    .execute();
  return coupon?.code ?? null;
}
