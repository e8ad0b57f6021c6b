import { ORDER_ERROR_TEXT, type OrderStatus } from '@ibh/contract';
import { defineMachine } from '../../platform/state-machine.ts';

/**
 * The order's transition table (001 section 4.1; issue 15). Who: buyer and professional (the
 * order's two parties), admin (issue 16's dispute resolution), system (a verified payment webhook,
 * the clocks, and the consequences of milestone changes), stranger (anyone else: never allowed).
 *
 * - pay: only a verified webhook moves pending -> paid_escrow, never the redirect.
 * - expire: an unpaid order is cancelled ORDERS.unpaidExpiry after it was placed.
 * - cancel: the buyer before work starts (a paid order is refunded in full); an admin too. An
 *   unpaid order's cancel (an abandoned checkout) gives its coupon use back, as its expiry does.
 * - deliver / reopen_delivery / complete: follow the milestones (last submitted; a revision
 *   requested after delivery; all approved). The professional's submit and the buyer's answer
 *   cause them; the 72-hour auto-approval is the system's.
 * - dispute: either party from in_progress or delivered; admins resolve (complete, refund, reopen).
 */
export const orderMachine = defineMachine({
  name: 'order',
  states: ['pending', 'paid_escrow', 'in_progress', 'delivered', 'completed', 'cancelled', 'disputed'],
  actions: [
    'pay',
    'expire',
    'start',
    'deliver',
    'reopen_delivery',
    'complete',
    'cancel',
    'dispute',
    'resolve_complete',
    'resolve_refund',
    'resolve_reopen',
    'resolve_split',
  ],
  actors: ['buyer', 'professional', 'admin', 'system', 'stranger'],
  transitions: [
    { from: 'pending', action: 'pay', to: 'paid_escrow', who: ['system'] },
    { from: 'pending', action: 'expire', to: 'cancelled', who: ['system'] },
    { from: 'pending', action: 'cancel', to: 'cancelled', who: ['buyer', 'admin'] },
    { from: 'paid_escrow', action: 'cancel', to: 'cancelled', who: ['buyer', 'admin'] },
    { from: 'paid_escrow', action: 'start', to: 'in_progress', who: ['professional'] },
    { from: 'in_progress', action: 'deliver', to: 'delivered', who: ['professional', 'system'] },
    { from: 'delivered', action: 'reopen_delivery', to: 'in_progress', who: ['buyer'] },
    { from: 'delivered', action: 'complete', to: 'completed', who: ['buyer', 'system'] },
    { from: 'in_progress', action: 'dispute', to: 'disputed', who: ['buyer', 'professional'] },
    { from: 'delivered', action: 'dispute', to: 'disputed', who: ['buyer', 'professional'] },
    { from: 'disputed', action: 'resolve_complete', to: 'completed', who: ['admin'] },
    { from: 'disputed', action: 'resolve_refund', to: 'cancelled', who: ['admin'] },
    { from: 'disputed', action: 'resolve_reopen', to: 'in_progress', who: ['admin'] },
    // Beyond the spec (decision 66): part released to the professional, the rest refunded.
    { from: 'disputed', action: 'resolve_split', to: 'completed', who: ['admin'] },
  ],
  errors: {
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
export const PARTY_ORDER_ACTIONS = ['start', 'cancel', 'dispute'] as const;
