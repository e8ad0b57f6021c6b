import {
  ORDER_ACTIONS,
  ORDER_ACTORS,
  ORDER_ERROR_TEXT,
  ORDER_STATUSES,
  type OrderStatus,
} from '@ibh/contract';
import type { Selectable } from 'kysely';
import { defineMachine, fromEach, keepsState } from '../../platform/state-machine.ts';
import type { OrderDisputesTable } from './orders.tables.ts';

/**
 * The order's transition table (001 section 4.1; issue 15). Who: buyer and professional (the
 * order's two parties), admin (issue 16's dispute resolution), system (a verified payment webhook,
 * the clocks, and the consequences of milestone changes), stranger (anyone else: never allowed).
 *
 * The state, action and actor lists are the contract's (ORDER_STATUSES, ORDER_ACTIONS, ORDER_ACTORS).
 *
 * - checkout: the buyer opens a new checkout for a pending order ('Continue to payment'); the
 *   order stays pending: only a verified webhook's pay (the system's) moves it, never the redirect.
 * - pay: only a verified webhook moves pending -> paid_escrow, never the redirect.
 * - expire: an unpaid order is cancelled ORDERS.unpaidExpiry after it was placed.
 * - cancel: the buyer before work starts (a paid order is refunded in full); an admin too. An
 *   unpaid order's cancel (an abandoned checkout) gives its coupon use back, as its expiry does.
 * - deliver / reopen_delivery / complete: follow the milestones (last submitted; a revision
 *   requested after delivery; all approved). The professional's submit and the buyer's answer
 *   cause them; the 72-hour auto-approval is the system's.
 * - dispute: either party from in_progress or delivered; admins resolve (complete, refund, reopen).
 * - answer_dispute: a party answers the open dispute (the order stays disputed); that it is the
 *   other side, and only once, is the dispute's rule (answerDispute), not a state.
 * - work: the parties (and the clocks) move milestones only while the order is in_progress or
 *   delivered; each milestone move asks this row first (no move before start, nor in a dispute).
 */
export const orderMachine = defineMachine({
  name: 'order',
  states: ORDER_STATUSES,
  actions: ORDER_ACTIONS,
  actors: ORDER_ACTORS,
  transitions: [
    { from: 'pending', action: 'checkout', to: 'pending', who: ['buyer'] },
    { from: 'pending', action: 'pay', to: 'paid_escrow', who: ['system'] },
    { from: 'pending', action: 'expire', to: 'cancelled', who: ['system'] },
    ...fromEach(['pending', 'paid_escrow'], 'cancel', 'cancelled', ['buyer', 'admin']),
    { from: 'paid_escrow', action: 'start', to: 'in_progress', who: ['professional'] },
    { from: 'in_progress', action: 'deliver', to: 'delivered', who: ['professional', 'system'] },
    { from: 'delivered', action: 'reopen_delivery', to: 'in_progress', who: ['buyer'] },
    { from: 'delivered', action: 'complete', to: 'completed', who: ['buyer', 'system'] },
    ...fromEach(['in_progress', 'delivered'], 'dispute', 'disputed', ['buyer', 'professional']),
    { from: 'disputed', action: 'answer_dispute', to: 'disputed', who: ['buyer', 'professional'] },
    ...keepsState(['in_progress', 'delivered'], 'work', ['buyer', 'professional', 'system']),
    { from: 'disputed', action: 'resolve_complete', to: 'completed', who: ['admin'] },
    { from: 'disputed', action: 'resolve_refund', to: 'cancelled', who: ['admin'] },
    { from: 'disputed', action: 'resolve_reopen', to: 'in_progress', who: ['admin'] },
    // Beyond the spec (decision 66): part released to the professional, the rest refunded.
    { from: 'disputed', action: 'resolve_split', to: 'completed', who: ['admin'] },
  ],
  errors: {
    // Issue 26: a cancelled or expired checkout is not resumed; a paid one needs no payment.
    checkout: { invalid: 'E_ORDER_PAID', invalidFrom: { cancelled: 'E_ORDER_CANCELLED' } },
    start: { forbidden: 'E_NOT_AUTHORIZED' },
    // Issue 26: a cancelled order says so; one whose work started can no longer be cancelled.
    cancel: {
      forbidden: 'E_NOT_AUTHORIZED',
      invalid: 'E_ORDER_NOT_CANCELLABLE',
      invalidFrom: { cancelled: 'E_ORDER_CANCELLED' },
    },
    pay: { invalid: { code: 'E_INVALID_STATE', message: ORDER_ERROR_TEXT.notPending } },
  },
});

export type OrderMachineActor = (typeof orderMachine.actors)[number];

/** Every stored status is a state of the table. */
export const orderStateOf = (row: { status: OrderStatus }): OrderStatus => row.status;

/** Order actions a party may press (buttons); the others are the system's or an admin's. */
export const PARTY_ORDER_ACTIONS = ['checkout', 'start', 'cancel', 'dispute', 'answer_dispute'] as const;

/** The open dispute as far as its answer goes: who opened it, whether it was answered or resolved. */
export type DisputeForAnswer = Pick<
  Selectable<OrderDisputesTable>,
  'opened_by_role' | 'answered_at' | 'resolved_at'
>;

/** The dispute's own rule beside the table's `answer_dispute`: the other side answers once, while open. */
export const mayAnswer = (dispute: DisputeForAnswer, actor: OrderMachineActor): boolean =>
  dispute.resolved_at === null && dispute.answered_at === null && dispute.opened_by_role !== actor;
