import {
  ADMIN_COUPON_TEXT,
  type AdminCoupon,
  type CreateCouponRequestSchema,
  couponDisplayStatus,
} from '@ibh/contract';
import type * as z from 'zod/mini';
import type { AppContext } from '../../platform/context.ts';
import { AppError } from '../../platform/errors.ts';
import { type AdminActor, withAdminAudit } from '../admin-audit/admin-audit.ts';
import {
  type CouponRow,
  couponCodeTaken,
  couponsWithUsage,
  couponWithUsage,
  insertCoupon,
  setCouponActiveFlag,
} from '../orders/coupon-store.ts';
import { couponMachine, couponSwitchOf } from './coupon.machine.ts';

/**
 * The admin side of coupons (001 sections 3.2, 4.3, 5): the list with usage, create, and the
 * active switch. Checkout (modules/orders/coupon-pricing.ts) owns the use counting; this module
 * sets only a coupon's terms and its active flag (decision 68), through the orders module's
 * coupon-store.ts (the coupons tables are the orders module's).
 */

type CreateCoupon = z.output<typeof CreateCouponRequestSchema>;

const iso = (value: Date | string) => new Date(value).toISOString();

function toAdminCoupon(row: CouponRow, now: Date): AdminCoupon {
  const coupon = {
    id: row.id,
    code: row.code,
    description: row.description,
    discountType: row.discount_type,
    discountValue: row.discount_value,
    maxDiscountCents: row.max_discount_cents,
    minOrderCents: row.min_order_cents,
    maxUses: row.max_uses,
    usedCount: row.used_count,
    discountGivenCents: Number(row.discount_given_cents ?? 0),
    validUntil: row.valid_until === null ? null : iso(row.valid_until),
    active: row.active,
    createdAt: iso(row.created_at),
  };
  return {
    ...coupon,
    status: couponDisplayStatus(coupon, now),
    allowedActions: couponMachine.allowedActions(couponSwitchOf(coupon), 'admin'),
  };
}

/** GET /api/admin/coupons: every coupon, newest first, with its uses and the discount they gave. */
export async function listCoupons(ctx: AppContext): Promise<{ coupons: AdminCoupon[] }> {
  const rows = await couponsWithUsage(ctx.db);
  const now = ctx.clock.now();
  return { coupons: rows.map((row) => toAdminCoupon(row, now)) };
}

/** POST /api/admin/coupons: a new coupon and its admin_logs row, in one transaction. */
export function createCoupon(ctx: AppContext, admin: AdminActor, input: CreateCoupon): Promise<AdminCoupon> {
  return withAdminAudit(ctx, admin, 'coupon_created', async (trx) => {
    if (await couponCodeTaken(trx, input.code)) {
      throw new AppError('E_CONFLICT', ADMIN_COUPON_TEXT.duplicateCode, {
        fields: { code: [ADMIN_COUPON_TEXT.duplicateCode] },
      });
    }
    const now = ctx.clock.now();
    const id = await insertCoupon(trx, {
      code: input.code,
      description: input.description ? input.description : null,
      discount_type: input.discountType,
      discount_value: input.discountValue,
      max_discount_cents: input.discountType === 'percentage' ? input.maxDiscountCents : null,
      min_order_cents: input.minOrderCents,
      max_uses: input.maxUses,
      valid_until: input.validUntil,
      active: true,
      created_at: now,
      updated_at: now,
    });
    const coupon = toAdminCoupon(await couponWithUsage(trx, id), now);
    return {
      result: coupon,
      targetId: id,
      details: {
        code: coupon.code,
        discountType: coupon.discountType,
        discountValue: coupon.discountValue,
        maxDiscountCents: coupon.maxDiscountCents,
        minOrderCents: coupon.minOrderCents,
        maxUses: coupon.maxUses,
        validUntil: coupon.validUntil,
      },
    };
  });
}

/** Activate or deactivate: sets the flag (idempotent) and logs the action either way. */
export function setCouponActive(
  ctx: AppContext,
  admin: AdminActor,
  couponId: string,
  active: boolean,
): Promise<AdminCoupon> {
  return withAdminAudit(ctx, admin, active ? 'coupon_activated' : 'coupon_deactivated', async (trx) => {
    const now = ctx.clock.now();
    const updated = await setCouponActiveFlag(trx, couponId, active, now);
    if (!updated) throw new AppError('E_NOT_FOUND');
    const coupon = toAdminCoupon(await couponWithUsage(trx, couponId), now);
    return { result: coupon, targetId: couponId, details: { code: updated.code, active } };
  });
}
