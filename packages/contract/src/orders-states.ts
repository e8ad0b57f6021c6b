/** Order and milestone statuses (001 sections 4.1, 4.2) and the actions of their transition tables. */
export const ORDER_STATUSES = [
  'pending',
  'paid_escrow',
  'in_progress',
  'delivered',
  'completed',
  'cancelled',
  'disputed',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];
/** Paid and not finished (a professional's open orders, money still to come). */
export const ORDER_OPEN_STATUSES = ['paid_escrow', 'in_progress', 'delivered', 'disputed'] as const;

/**
 * 'refunded' and 'settled' are where an admin's ruling leaves a milestone that was not approved:
 * a refund gives its money back to the buyer; a split settles it with the ruling's amounts.
 */
export const MILESTONE_STATUSES = [
  'open',
  'submitted',
  'approved',
  'revisions',
  'refunded',
  'settled',
] as const;
export type MilestoneStatus = (typeof MILESTONE_STATUSES)[number];

/**
 * Order actions (rows of the order table; the server's machine imports this list). Admin ones are
 * issue 16's buttons. 'checkout' is the buyer's 'Continue to payment' of a pending order (a new
 * checkout session; the order stays pending until the verified webhook's 'pay', the system's).
 * 'answer_dispute' is the other side's one answer to an open dispute (the order stays disputed).
 * 'work' is never a button: milestones move only where it leads (in_progress, delivered).
 */
export const ORDER_ACTIONS = [
  'checkout',
  'pay',
  'expire',
  'start',
  'deliver',
  'reopen_delivery',
  'complete',
  'cancel',
  'dispute',
  'answer_dispute',
  'resolve_complete',
  'resolve_refund',
  'resolve_reopen',
  'resolve_split',
  'work',
] as const;
export type OrderAction = (typeof ORDER_ACTIONS)[number];

/** The milestone actions a party presses (the buttons a screen may receive in `allowedActions`). */
export const MILESTONE_ACTIONS = ['submit', 'approve', 'request_revision', 'resubmit'] as const;
export type MilestoneAction = (typeof MILESTONE_ACTIONS)[number];
/** An admin's ruling on a dispute settles each milestone not yet approved (issue 26). */
export const MILESTONE_RULING_ACTIONS = ['ruling_approve', 'ruling_refund', 'ruling_settle'] as const;
/** Every action of the milestone table (the server's machine imports this list). */
export const MILESTONE_MACHINE_ACTIONS = [...MILESTONE_ACTIONS, ...MILESTONE_RULING_ACTIONS] as const;

/**
 * Who a row names: the two parties, an admin, the server itself (webhooks, clocks), or a stranger
 * (anyone else: never allowed).
 */
export const ORDER_ACTORS = ['buyer', 'professional', 'admin', 'system', 'stranger'] as const;
export type OrderActor = (typeof ORDER_ACTORS)[number];

/** The viewer's side of an order. */
export const ORDER_ROLES = ['buyer', 'professional'] as const;
export type OrderRole = (typeof ORDER_ROLES)[number];
/** Who reads an order: one of its parties, or an admin (read-only; issue 16). */
export const ORDER_VIEWER_ROLES = [...ORDER_ROLES, 'admin'] as const;
export type OrderViewerRole = (typeof ORDER_VIEWER_ROLES)[number];

/** Running deadlines of an order (each a durable job on the server). */
export const ORDER_CLOCKS = ['auto_approve', 'first_response', 'payment_expiry'] as const;
export type OrderClockKind = (typeof ORDER_CLOCKS)[number];

/** Coupon display status (001 section 4.3). */
export const COUPON_STATUSES = ['Inactive', 'Expired', 'Maxed Out', 'Active'] as const;
export type CouponStatus = (typeof COUPON_STATUSES)[number];

export function couponStatus(
  coupon: { active: boolean; validUntil: string | null; maxUses: number | null; usedCount: number },
  now: Date,
): CouponStatus {
  if (!coupon.active) return 'Inactive';
  if (coupon.validUntil !== null && new Date(coupon.validUntil).getTime() < now.getTime()) return 'Expired';
  if (coupon.maxUses !== null && coupon.usedCount >= coupon.maxUses) return 'Maxed Out';
  return 'Active';
}

/** Activity entry kinds: system entries of the order log. */
export const ORDER_ACTIVITY_KINDS = ['order', 'milestone', 'clock', 'dispute', 'payment', 'file'] as const;
export type OrderActivityKind = (typeof ORDER_ACTIVITY_KINDS)[number];

/** Ledger entry kinds of the escrow ledger (integer cents). */
export const LEDGER_KINDS = ['hold', 'release', 'refund', 'payout'] as const;
export type LedgerKind = (typeof LEDGER_KINDS)[number];
