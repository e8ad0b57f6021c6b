import type { ErrorCode, MilestoneStatus, OrderStatus } from '@ibh/contract';

/**
 * What the spec says an order and a milestone may do, written out by hand from 001 sections 2.3,
 * 2.4, 4.1, 4.2, 6 and 8 (and, where the spec is silent, the numbered decisions named beside a
 * row). The walk in orders.spec-walk.test.ts asks the HTTP API each (state, action, actor) and
 * compares with this table; it never reads the transition tables of the code. Test data only.
 */
export type Actor = 'buyer' | 'professional' | 'admin' | 'stranger';
export const ACTORS: readonly Actor[] = ['buyer', 'professional', 'admin', 'stranger'];

export type OrderMove =
  | 'checkout'
  | 'start'
  | 'cancel'
  | 'dispute'
  | 'answer_dispute'
  | 'resolve_complete'
  | 'resolve_refund'
  | 'resolve_reopen'
  | 'resolve_split';

export interface Row<S extends string, A extends string> {
  from: S;
  action: A;
  who: readonly Actor[];
  to: S;
}

/** The order moves a person makes through the API (pay, expire and the milestone-driven ones are the server's). */
export const ORDER_ROWS: readonly Row<OrderStatus, OrderMove>[] = [
  // 2.3: 'Payment Cancelled... You can try again': the buyer pays a pending order again.
  { from: 'pending', action: 'checkout', who: ['buyer'], to: 'pending' },
  // Issue 26 (decision on abandoned checkouts) and issue 16 (an admin cancels too): before work starts.
  { from: 'pending', action: 'cancel', who: ['buyer', 'admin'], to: 'cancelled' },
  { from: 'paid_escrow', action: 'cancel', who: ['buyer', 'admin'], to: 'cancelled' },
  // 000 section 4: validation_order_placed offers the professional Start Work.
  { from: 'paid_escrow', action: 'start', who: ['professional'], to: 'in_progress' },
  // 4.1 names disputed; issue 15: either party, once work has started and before it is over.
  { from: 'in_progress', action: 'dispute', who: ['buyer', 'professional'], to: 'disputed' },
  { from: 'delivered', action: 'dispute', who: ['buyer', 'professional'], to: 'disputed' },
  // Issue 16: the other side answers (the walk's disputes are opened by the buyer).
  { from: 'disputed', action: 'answer_dispute', who: ['professional'], to: 'disputed' },
  // 4.1: Complete -> completed, Refund -> cancelled, Reopen -> in_progress; Split is decision 66.
  { from: 'disputed', action: 'resolve_complete', who: ['admin'], to: 'completed' },
  { from: 'disputed', action: 'resolve_refund', who: ['admin'], to: 'cancelled' },
  { from: 'disputed', action: 'resolve_reopen', who: ['admin'], to: 'in_progress' },
  { from: 'disputed', action: 'resolve_split', who: ['admin'], to: 'completed' },
];

/** Who may ever take an order move (in some state): anyone else is refused whatever the state. */
export const ORDER_MOVE_WHO: Record<OrderMove, readonly Actor[]> = {
  checkout: ['buyer'],
  start: ['professional'],
  cancel: ['buyer', 'admin'],
  dispute: ['buyer', 'professional'],
  // Either side may answer a dispute; the one who opened it is refused (E_NOT_AUTHORIZED) below.
  answer_dispute: ['buyer', 'professional'],
  resolve_complete: ['admin'],
  resolve_refund: ['admin'],
  resolve_reopen: ['admin'],
  resolve_split: ['admin'],
};

export type MilestoneMove = 'submit' | 'approve' | 'request_revision' | 'resubmit';

/** 4.2, word for word: the professional submits and resubmits, the buyer approves or asks for a revision. */
export const MILESTONE_ROWS: readonly Row<MilestoneStatus, MilestoneMove>[] = [
  { from: 'open', action: 'submit', who: ['professional'], to: 'submitted' },
  { from: 'submitted', action: 'approve', who: ['buyer'], to: 'approved' },
  { from: 'submitted', action: 'request_revision', who: ['buyer'], to: 'revisions' },
  { from: 'revisions', action: 'resubmit', who: ['professional'], to: 'submitted' },
];

/** Order statuses in which milestones move (issue 15: after Start Work, not while disputed or over). */
export const MILESTONE_ORDER_STATES: readonly OrderStatus[] = ['in_progress', 'delivered'];

export interface Refusal {
  status: number;
  code: ErrorCode;
}

/**
 * The coded refusal for a move that is not allowed (8.1 catalogue, 8.2 texts):
 * - anyone but the buyer and the professional: 'You do not have access to this workroom' (2.4, 8.2),
 *   except on the admin console, where a non-admin gets E_NOT_AUTHORIZED; the checkout is the
 *   buyer's own page, so an admin reading the order is kept out of it like a stranger;
 * - someone who may never take the move: E_NOT_AUTHORIZED;
 * - the wrong state: E_INVALID_STATE, and issue 26's own codes for an abandoned checkout and a
 *   cancel that comes too late.
 */
export function orderRefusal(state: OrderStatus, move: OrderMove, actor: Actor): Refusal {
  const console = move.startsWith('resolve_');
  if (console && actor !== 'admin') return { status: 403, code: 'E_NOT_AUTHORIZED' };
  if (!console && (actor === 'stranger' || (move === 'checkout' && actor === 'admin'))) {
    return { status: 403, code: 'E_NOT_VISIBLE' };
  }
  if (!ORDER_MOVE_WHO[move].includes(actor)) return { status: 403, code: 'E_NOT_AUTHORIZED' };
  if (move === 'checkout') {
    return { status: 409, code: state === 'cancelled' ? 'E_ORDER_CANCELLED' : 'E_ORDER_PAID' };
  }
  if (move === 'cancel') {
    return { status: 409, code: state === 'cancelled' ? 'E_ORDER_CANCELLED' : 'E_ORDER_NOT_CANCELLABLE' };
  }
  // The buyer opened the dispute: answering their own is not theirs to do.
  if (move === 'answer_dispute' && state === 'disputed') return { status: 403, code: 'E_NOT_AUTHORIZED' };
  return { status: 409, code: 'E_INVALID_STATE' };
}

export function milestoneRefusal(move: MilestoneMove, actor: Actor): Refusal {
  if (actor === 'stranger') return { status: 403, code: 'E_NOT_VISIBLE' };
  const ever = MILESTONE_ROWS.some((r) => r.action === move && r.who.includes(actor));
  if (!ever) return { status: 403, code: 'E_NOT_AUTHORIZED' };
  return { status: 409, code: 'E_INVALID_STATE' };
}

export function allowed<S extends string, A extends string>(
  rows: readonly Row<S, A>[],
  state: S,
  action: A,
  actor: Actor,
): S | undefined {
  return rows.find((r) => r.from === state && r.action === action && r.who.includes(actor))?.to;
}
