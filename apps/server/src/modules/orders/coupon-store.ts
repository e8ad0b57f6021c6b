import type { Insertable } from 'kysely';
import { sql } from 'kysely';
import type { Executor } from '../../db/executor.ts';
import type { CouponsTable } from './orders.tables.ts';

/**
 * The coupons tables' reads and writes for the admin console (the coupons module): a coupon's terms
 * and active flag. Checkout counts the uses (coupon-pricing.ts).
 */
function couponQuery(db: Executor) {
  return db
    .selectFrom('coupons as c')
    .select([
      'c.id',
      'c.code',
      'c.description',
      'c.discount_type',
      'c.discount_value',
      'c.max_discount_cents',
      'c.min_order_cents',
      'c.max_uses',
      'c.used_count',
      'c.valid_until',
      'c.active',
      'c.created_at',
      (eb) =>
        eb
          .selectFrom('coupon_usage as u')
          .select(sql<number>`coalesce(sum(u.discount_cents), 0)::int`.as('given'))
          .whereRef('u.coupon_id', '=', 'c.id')
          .as('discount_given_cents'),
    ]);
}
export type CouponRow = Awaited<ReturnType<ReturnType<typeof couponQuery>['executeTakeFirstOrThrow']>>;

/** Every coupon with its usage, newest first. */
export function couponsWithUsage(db: Executor): Promise<CouponRow[]> {
  return couponQuery(db).orderBy('c.created_at', 'desc').orderBy('c.id').execute();
}

/** One coupon with its usage (it must exist). */
export function couponWithUsage(db: Executor, id: string): Promise<CouponRow> {
  return couponQuery(db).where('c.id', '=', id).executeTakeFirstOrThrow();
}

export async function couponCodeTaken(db: Executor, code: string): Promise<boolean> {
  return (
    (await db.selectFrom('coupons').select('id').where('code', '=', code).executeTakeFirst()) !== undefined
  );
}

/** Stores a new coupon; returns its id. */
export async function insertCoupon(db: Executor, values: Insertable<CouponsTable>): Promise<string> {
  const { id } = await db.insertInto('coupons').values(values).returning('id').executeTakeFirstOrThrow();
  return id;
}

/** Sets the active flag; the coupon's code, or undefined when there is no such coupon. */
export function setCouponActiveFlag(db: Executor, id: string, active: boolean, now: Date) {
  return db
    .updateTable('coupons')
    .set({ active, updated_at: now })
    .where('id', '=', id)
    .returning(['code'])
    .executeTakeFirst();
}
