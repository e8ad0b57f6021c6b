import * as z from 'zod/mini';
import { pageOf } from './common.ts';
import { ORDERS, PAGING } from './limits.ts';
import {
  MILESTONE_ACTIONS,
  MILESTONE_STATUSES,
  ORDER_ACTIONS,
  ORDER_CLOCKS,
  ORDER_ROLES,
  ORDER_STATUSES,
  ORDER_VIEWER_ROLES,
} from './orders-states.ts';
import { ORDER_ERROR_TEXT } from './orders-text.ts';
import { PACKAGE_TIERS, SERVICE_CATEGORIES } from './shop.ts';

export * from './orders-states.ts';
export * from './orders-text.ts';

/**
 * Orders, escrow, milestones, clocks, disputes and the workroom (001 sections 2.3, 2.4, 3.1, 3.2,
 * 4.1-4.3, 5, 6, 7.2-7.4, 8.2, 9; 000 sections 3-4). Money is integer cents. Every rule is the
 * server's; `allowedActions` tell a screen which buttons the viewer may press right now.
 */

const text = (max: number, required: string) =>
  z.string({ error: required }).check(z.trim(), z.minLength(1, { error: required }), z.maxLength(max));

// ---------- people, service, package ----------

export const OrderPersonSchema = z.object({
  id: z.string(),
  fullName: z.string(),
  avatarUrl: z.nullable(z.string()),
});
export type OrderPerson = z.infer<typeof OrderPersonSchema>;

export const OrderProfessionalSchema = z.object({
  ...OrderPersonSchema.shape,
  headline: z.nullable(z.string()),
  verified: z.boolean(),
});

export const OrderServiceSchema = z.object({
  id: z.string(),
  title: z.string(),
  category: z.enum(SERVICE_CATEGORIES),
});

export const OrderPackageSchema = z.object({
  id: z.string(),
  name: z.string(),
  tier: z.enum(PACKAGE_TIERS),
  priceCents: z.number(),
  days: z.number(),
});

// ---------- milestones and clocks ----------

/** A running deadline: the workroom shows 'Auto-approves in 2 d 14 h' (CLOCK_TEXT, formatRemaining). */
export const OrderClockSchema = z.object({
  kind: z.enum(ORDER_CLOCKS),
  dueAt: z.string(),
  /** The milestone an auto-approval belongs to. */
  milestoneId: z.nullable(z.string()),
  /** Clocks pause while the order is disputed (dueAt is then the time left counted from now). */
  paused: z.boolean(),
});
export type OrderClock = z.infer<typeof OrderClockSchema>;

export const MilestoneSchema = z.object({
  id: z.string(),
  orderId: z.string(),
  /** 1..3 */
  position: z.number(),
  title: z.string(),
  dueDate: z.string(),
  amountCents: z.number(),
  status: z.enum(MILESTONE_STATUSES),
  /** The buyer's latest revision notes. */
  revisionNotes: z.nullable(z.string()),
  /** Revision requests of this milestone so far. */
  revisionCount: z.number(),
  /** Revision requests the order has left (its package's allowance, counted per order). */
  revisionsLeft: z.number(),
  /** The professional's note with the latest submission ('Submit for Review' / 'Resubmit'). */
  deliveryNote: z.nullable(z.string()),
  /** Past its due date and not yet approved while the order is being worked on (issue 26). */
  overdue: z.boolean(),
  submittedAt: z.nullable(z.string()),
  approvedAt: z.nullable(z.string()),
  /** When a submitted milestone approves itself (72 h after submission), else null. */
  autoApproveAt: z.nullable(z.string()),
  /** Whether its amount has been released to the professional. */
  released: z.boolean(),
  /** What the viewer may do to it now. */
  allowedActions: z.array(z.enum(MILESTONE_ACTIONS)),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Milestone = z.infer<typeof MilestoneSchema>;

export const OrderDisputeSchema = z.object({
  id: z.string(),
  openedBy: z.enum(ORDER_ROLES),
  reason: z.string(),
  openedAt: z.string(),
  /** The other side's answer. */
  answer: z.nullable(z.string()),
  answerFileIds: z.array(z.string()),
  answeredAt: z.nullable(z.string()),
  /** Set by an admin (issue 16). */
  resolvedAt: z.nullable(z.string()),
  /**
   * The admin's ruling once resolved (issue 26): what was decided, the admin's note, and the money
   * the ruling moved, read from the escrow ledger's rows of that resolution (integer cents).
   */
  ruling: z.nullable(
    z.object({
      resolution: z.enum(['completed', 'refunded', 'reopened', 'split']),
      note: z.nullable(z.string()),
      decidedAt: z.string(),
      releasedCents: z.number(),
      refundedCents: z.number(),
    }),
  ),
});
export type OrderDispute = z.infer<typeof OrderDisputeSchema>;
export type OrderRuling = NonNullable<OrderDispute['ruling']>;

/** The escrow view of one order, in cents: held = released + refunded + stillHeld. */
export const OrderEscrowSchema = z.object({
  heldCents: z.number(),
  releasedCents: z.number(),
  refundedCents: z.number(),
  stillHeldCents: z.number(),
  frozen: z.boolean(),
});

// ---------- orders ----------

/** A row of the /shop Orders tab and My Hub. */
export const OrderSummarySchema = z.object({
  id: z.string(),
  status: z.enum(ORDER_STATUSES),
  priceCents: z.number(),
  currency: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
  service: OrderServiceSchema,
  packageName: z.string(),
  buyer: OrderPersonSchema,
  professional: OrderPersonSchema,
  viewerRole: z.enum(ORDER_ROLES),
  /** What the viewer may do from the list ('pay' = continue to payment, 'cancel'). */
  allowedActions: z.array(z.enum(ORDER_ACTIONS)),
  /** Approved milestones / 3. */
  milestonesApproved: z.number(),
  milestonesTotal: z.number(),
});
export type OrderSummary = z.infer<typeof OrderSummarySchema>;
export const OrderSummaryPageSchema = pageOf(OrderSummarySchema);

/** GET /api/orders/:id: the order page and the workroom header (001 sections 2.3, 2.4, 7.3). */
export const OrderDetailSchema = z.object({
  id: z.string(),
  status: z.enum(ORDER_STATUSES),
  /** What the buyer pays (after a coupon), the package's price, and the discount. */
  priceCents: z.number(),
  subtotalCents: z.number(),
  discountCents: z.number(),
  couponCode: z.nullable(z.string()),
  /** The order ended unpaid (cancelled or expired) and its coupon use was given back. */
  couponReturned: z.boolean(),
  currency: z.string(),
  brief: z.nullable(z.string()),
  idea: z.nullable(z.object({ id: z.string(), title: z.string() })),
  createdAt: z.string(),
  updatedAt: z.string(),
  paidAt: z.nullable(z.string()),
  startedAt: z.nullable(z.string()),
  completedAt: z.nullable(z.string()),
  cancelledAt: z.nullable(z.string()),
  service: OrderServiceSchema,
  package: OrderPackageSchema,
  buyer: OrderPersonSchema,
  professional: OrderProfessionalSchema,
  /** Ascending by position. */
  milestones: z.array(MilestoneSchema),
  /** Running deadlines. */
  clocks: z.array(OrderClockSchema),
  dispute: z.nullable(OrderDisputeSchema),
  /**
   * Revision requests the package includes (stored with the order at checkout, at most
   * ORDERS.maxRevisions) and how many the buyer has used, over all milestones.
   */
  revisions: z.object({ included: z.number(), used: z.number() }),
  escrow: OrderEscrowSchema,
  viewerRole: z.enum(ORDER_VIEWER_ROLES),
  /** Order actions the viewer may take now ('start', 'cancel', 'dispute', 'pay' = checkout again). */
  allowedActions: z.array(z.enum(ORDER_ACTIONS)),
});
export type OrderDetail = z.infer<typeof OrderDetailSchema>;

export const OrderIdParamsSchema = z.object({ id: z.uuid() });
export const MilestoneParamsSchema = z.object({ id: z.uuid(), milestoneId: z.uuid() });
export const OrderFileParamsSchema = z.object({ id: z.uuid(), fileId: z.uuid() });

const couponCode = z.string().check(z.trim(), z.toUpperCase(), z.minLength(1), z.maxLength(20));

/**
 * POST /api/orders (001 section 7.2). `idempotencyKey` (a fresh uuid per Hire click, kept across
 * retries): the same key from the same buyer returns the same order, never a second one.
 */
export const PlaceOrderRequestSchema = z.object({
  packageId: z.uuid(),
  ideaId: z.optional(z.nullable(z.uuid())),
  brief: z.optional(z.nullable(z.string().check(z.trim(), z.maxLength(ORDERS.briefMax)))),
  couponCode: z.optional(z.nullable(couponCode)),
  idempotencyKey: z.uuid(),
});
export type PlaceOrderRequest = z.infer<typeof PlaceOrderRequestSchema>;

/** The checkout to send the buyer to (sandbox page or Stripe Checkout). */
export const CheckoutSchema = z.object({
  orderId: z.string(),
  checkoutUrl: z.string(),
  expiresAt: z.string(),
});
export type Checkout = z.infer<typeof CheckoutSchema>;

/** POST /api/orders/quote: the price with a coupon, before placing (coupon errors as on placing). */
export const QuoteRequestSchema = z.object({
  packageId: z.uuid(),
  couponCode: z.optional(z.nullable(couponCode)),
});
export const QuoteSchema = z.object({
  subtotalCents: z.number(),
  discountCents: z.number(),
  totalCents: z.number(),
  currency: z.string(),
  coupon: z.nullable(z.object({ code: z.string(), description: z.nullable(z.string()) })),
});
export type Quote = z.infer<typeof QuoteSchema>;

/** GET /api/orders: mine as buyer or professional, newest first, optional status filter. */
export const OrderListQuerySchema = z.object({
  role: z.enum(ORDER_ROLES),
  status: z.optional(z.enum(ORDER_STATUSES)),
  cursor: z.optional(z.string().check(z.maxLength(200))),
  limit: z.optional(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(PAGING.maxPageSize))),
});
export type OrderListQuery = z.infer<typeof OrderListQuerySchema>;

export const CancelOrderRequestSchema = z.object({
  reason: z.optional(z.nullable(z.string().check(z.trim(), z.maxLength(ORDERS.reasonMax)))),
  /**
   * Cancel only an unpaid order (an abandoned checkout): if the payment landed meanwhile the answer
   * is E_ORDER_PAID instead of a cancellation with a refund.
   */
  unpaidOnly: z.optional(z.boolean()),
});
export const OpenDisputeRequestSchema = z.object({
  reason: text(ORDERS.reasonMax, ORDER_ERROR_TEXT.reasonRequired),
});
export const AnswerDisputeRequestSchema = z.object({
  text: text(ORDERS.reasonMax, ORDER_ERROR_TEXT.answerRequired),
  /** Files already uploaded to the order (Files tab) that back the answer. */
  fileIds: z.optional(z.array(z.uuid()).check(z.maxLength(10))),
});
export const SubmitMilestoneRequestSchema = z.object({
  note: z.optional(
    z.nullable(
      z.string().check(
        z.trim(),
        z.maxLength(ORDERS.deliveryNoteMax, {
          error: ORDER_ERROR_TEXT.deliveryNoteTooLong(ORDERS.deliveryNoteMax),
        }),
      ),
    ),
  ),
});
export const RequestRevisionSchema = z.object({
  notes: text(ORDERS.notesMax, ORDER_ERROR_TEXT.notesRequired),
});
