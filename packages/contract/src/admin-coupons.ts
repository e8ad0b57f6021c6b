import * as z from 'zod/mini';
import { defineEndpoint } from './endpoint.ts';
import { SHOP } from './limits.ts';

/**
 * The Coupons tab of /admin/shop (001 sections 3.2, 4.3, 5, 8.2): the list with usage and display
 * status, create, activate and deactivate. Every rule here is enforced again by the server.
 */

export const COUPON_DISCOUNT_TYPES = ['percentage', 'fixed'] as const;
export type CouponDiscountType = (typeof COUPON_DISCOUNT_TYPES)[number];

/** Display statuses, in the order they are decided (001 section 4.3). */
export const COUPON_DISPLAY_STATUSES = ['Inactive', 'Expired', 'Maxed Out', 'Active'] as const;
export type CouponDisplayStatus = (typeof COUPON_DISPLAY_STATUSES)[number];

export const COUPON_LIMITS = {
  codeMax: SHOP.couponCodeMax,
  descriptionMax: 200,
  percentMin: 1,
  percentMax: 100,
  /** Fixed discounts and caps: at most $100,000 (in cents). */
  centsMax: 10_000_000,
  maxUsesMax: 1_000_000,
} as const;

/** The create form's defaults (001 section 5: percentage, 10, minimum order 0). */
export const COUPON_DEFAULTS = { discountType: 'percentage', discountValue: 10, minOrderCents: 0 } as const;

export const ADMIN_COUPON_TEXT = {
  requiredFields: 'Please fill in all required fields',
  createFailed: 'Failed to create coupon',
  updateFailed: 'Failed to update coupon',
  codeTooLong: `Code must be at most ${SHOP.couponCodeMax} characters`,
  codeCharacters: 'Use letters, digits, - and _ only',
  percentRange: 'Percentage must be a whole number from 1 to 100',
  fixedAmount: 'Fixed discount must be at least $0.01, in steps of $0.01',
  capOnlyPercentage: 'A maximum discount applies to percentage coupons only',
  capAmount: 'Maximum discount must be at least $0.01',
  minOrder: 'Minimum order must be $0 or more',
  maxUses: 'Max uses must be at least 1, or blank for unlimited',
  duplicateCode: 'A coupon with this code already exists.',
  loadFailed: 'Failed to load coupons',
  empty: 'No coupons yet. Create the first one above.',
  created: 'Coupon created',
  title: 'Coupons',
  newCoupon: 'New coupon',
  create: 'Create coupon',
  creating: 'Creating…',
  loading: 'Loading coupons…',
  retry: 'Retry',
  activate: 'Activate',
  deactivate: 'Deactivate',
  labels: {
    code: 'Code',
    description: 'Description',
    discountType: 'Type',
    percentValue: 'Discount (%)',
    fixedValue: 'Discount ($)',
    maxDiscount: 'Max discount ($)',
    minOrder: 'Minimum order ($)',
    maxUses: 'Max uses',
    validUntil: 'Valid until',
    status: 'Status',
    usage: 'Usage',
    discount: 'Discount',
    actions: 'Actions',
  },
  hints: {
    code: `Upper-cased; at most ${SHOP.couponCodeMax} characters`,
    maxDiscount: 'Percentage coupons only; blank for no cap',
    maxUses: 'Blank for unlimited',
    validUntil: 'Optional; the end of that day (UTC)',
  },
  typeLabels: { percentage: 'Percentage', fixed: 'Fixed amount' },
  unlimited: 'Unlimited',
  noExpiry: 'No end date',
  activated: 'Coupon activated',
  deactivated: 'Coupon deactivated',
} as const;

/**
 * Inactive (switched off), Expired (valid_until passed), Maxed Out (used_count reached max_uses),
 * else Active: the first that holds, so a switched-off coupon reads Inactive whatever else is true.
 */
export function couponDisplayStatus(
  coupon: { active: boolean; validUntil: string | null; maxUses: number | null; usedCount: number },
  now: Date,
): CouponDisplayStatus {
  if (!coupon.active) return 'Inactive';
  if (coupon.validUntil !== null && new Date(coupon.validUntil).getTime() < now.getTime()) return 'Expired';
  if (coupon.maxUses !== null && coupon.usedCount >= coupon.maxUses) return 'Maxed Out';
  return 'Active';
}

const int = z.number().check(z.int());

/** POST /api/admin/coupons. discountValue: a whole percent, or cents for 'fixed'. */
export const CreateCouponRequestSchema = z
  .object({
    code: z
      .string({ error: ADMIN_COUPON_TEXT.requiredFields })
      .check(
        z.trim(),
        z.toUpperCase(),
        z.minLength(1, { error: ADMIN_COUPON_TEXT.requiredFields }),
        z.maxLength(SHOP.couponCodeMax, { error: ADMIN_COUPON_TEXT.codeTooLong }),
        z.regex(/^[A-Z0-9_-]+$/, { error: ADMIN_COUPON_TEXT.codeCharacters }),
      ),
    description: z.optional(
      z.nullable(z.string().check(z.trim(), z.maxLength(COUPON_LIMITS.descriptionMax))),
    ),
    discountType: z._default(z.enum(COUPON_DISCOUNT_TYPES), COUPON_DEFAULTS.discountType),
    discountValue: z.number({ error: ADMIN_COUPON_TEXT.requiredFields }).check(z.int(), z.positive()),
    maxDiscountCents: z._default(
      z.nullable(
        int.check(z.minimum(1, { error: ADMIN_COUPON_TEXT.capAmount }), z.maximum(COUPON_LIMITS.centsMax)),
      ),
      null,
    ),
    minOrderCents: z._default(
      int.check(z.minimum(0, { error: ADMIN_COUPON_TEXT.minOrder }), z.maximum(COUPON_LIMITS.centsMax)),
      COUPON_DEFAULTS.minOrderCents,
    ),
    maxUses: z._default(
      z.nullable(
        int.check(z.minimum(1, { error: ADMIN_COUPON_TEXT.maxUses }), z.maximum(COUPON_LIMITS.maxUsesMax)),
      ),
      null,
    ),
    validUntil: z._default(z.nullable(z.iso.datetime({ offset: true })), null),
  })
  .check(
    z.superRefine((body, ctx) => {
      if (body.discountType === 'percentage') {
        if (body.discountValue < COUPON_LIMITS.percentMin || body.discountValue > COUPON_LIMITS.percentMax) {
          ctx.issues.push({
            code: 'custom',
            message: ADMIN_COUPON_TEXT.percentRange,
            path: ['discountValue'],
            input: body.discountValue,
          });
        }
      } else {
        if (body.discountValue > COUPON_LIMITS.centsMax) {
          ctx.issues.push({
            code: 'custom',
            message: ADMIN_COUPON_TEXT.fixedAmount,
            path: ['discountValue'],
            input: body.discountValue,
          });
        }
        if (body.maxDiscountCents !== null) {
          ctx.issues.push({
            code: 'custom',
            message: ADMIN_COUPON_TEXT.capOnlyPercentage,
            path: ['maxDiscountCents'],
            input: body.maxDiscountCents,
          });
        }
      }
    }),
  );
export type CreateCouponRequest = z.input<typeof CreateCouponRequestSchema>;

/** The active switch of a coupon (001 section 4.3): its two states and the table's two actions. */
export const COUPON_SWITCH_STATES = ['active', 'inactive'] as const;
export const COUPON_ACTIONS = ['activate', 'deactivate'] as const;
export type CouponAction = (typeof COUPON_ACTIONS)[number];

export const AdminCouponSchema = z.object({
  id: z.string(),
  code: z.string(),
  description: z.nullable(z.string()),
  discountType: z.enum(COUPON_DISCOUNT_TYPES),
  discountValue: z.number(),
  maxDiscountCents: z.nullable(z.number()),
  minOrderCents: z.number(),
  maxUses: z.nullable(z.number()),
  usedCount: z.number(),
  /** The discount given by all uses so far, in cents. */
  discountGivenCents: z.number(),
  validUntil: z.nullable(z.string()),
  active: z.boolean(),
  status: z.enum(COUPON_DISPLAY_STATUSES),
  createdAt: z.string(),
  /** The admin's button: the coupon table's action from its switch state. */
  allowedActions: z.array(z.enum(COUPON_ACTIONS)),
});
export type AdminCoupon = z.infer<typeof AdminCouponSchema>;

export const AdminCouponListSchema = z.object({ coupons: z.array(AdminCouponSchema) });
export const CouponIdParamsSchema = z.object({ couponId: z.uuid() });

const tags = ['admin'];
export const ADMIN_COUPON_ENDPOINTS = {
  list: defineEndpoint({
    method: 'GET',
    path: '/api/admin/coupons',
    summary: 'Every coupon with its usage and display status, newest first (admins)',
    tags,
    responses: { 200: AdminCouponListSchema },
  }),
  create: defineEndpoint({
    errors: ['E_CONFLICT'],
    method: 'POST',
    path: '/api/admin/coupons',
    summary: 'Create a coupon (admins; audited)',
    tags,
    body: CreateCouponRequestSchema,
    responses: { 201: AdminCouponSchema },
  }),
  activate: defineEndpoint({
    method: 'POST',
    path: '/api/admin/coupons/:couponId/activate',
    summary: 'Switch a coupon on (admins; audited)',
    tags,
    params: CouponIdParamsSchema,
    responses: { 200: AdminCouponSchema },
  }),
  deactivate: defineEndpoint({
    method: 'POST',
    path: '/api/admin/coupons/:couponId/deactivate',
    summary: 'Switch a coupon off (admins; audited)',
    tags,
    params: CouponIdParamsSchema,
    responses: { 200: AdminCouponSchema },
  }),
} as const;
