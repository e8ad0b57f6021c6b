import { ERRORS } from '@ibh/contract';
import { describe, expect, expectTypeOf, it } from 'vitest';
import { AppError } from './errors.ts';
import { defineMachine } from './state-machine.ts';

/** A small order, the way the shop will use the helper (a system actor, several who per move). */
const order = defineMachine({
  name: 'order',
  states: ['placed', 'accepted', 'delivered', 'approved', 'cancelled'],
  actions: ['accept', 'deliver', 'approve', 'cancel'],
  actors: ['buyer', 'seller', 'system', 'stranger'],
  transitions: [
    { from: 'placed', action: 'accept', to: 'accepted', who: ['seller'] },
    { from: 'accepted', action: 'deliver', to: 'delivered', who: ['seller'] },
    { from: 'delivered', action: 'approve', to: 'approved', who: ['buyer', 'system'] },
    { from: 'placed', action: 'cancel', to: 'cancelled', who: ['buyer', 'seller'] },
    { from: 'accepted', action: 'cancel', to: 'cancelled', who: ['seller'] },
  ],
  errors: {
    accept: { forbidden: 'E_NOT_OWNER' },
    approve: {
      forbiddenFor: { seller: { code: 'E_NOT_REQUEST_TARGET', message: 'Only the buyer approves.' } },
      invalid: 'E_NOT_PENDING',
      invalidFrom: { approved: { code: 'E_CONFLICT', message: 'Already approved.' } },
    },
  },
});

function thrown(fn: () => unknown): AppError {
  try {
    fn();
  } catch (error) {
    if (error instanceof AppError) return error;
    throw error;
  }
  throw new Error('expected a coded error');
}

describe('defineMachine', () => {
  it('answers an allowed move with the next state', () => {
    expect(order.transition('placed', 'accept', 'seller')).toBe('accepted');
    expect(order.transition('delivered', 'approve', 'system')).toBe('approved');
    expect(order.transition('accepted', 'cancel', 'seller')).toBe('cancelled');
  });

  it('narrows the next state to the targets of the action', () => {
    expectTypeOf(order.transition('placed', 'accept', 'seller')).toEqualTypeOf<'accepted'>();
    const answer = 'cancel' as 'approve' | 'cancel';
    expectTypeOf(order.transition('placed', answer, 'buyer')).toEqualTypeOf<'approved' | 'cancelled'>();
  });

  it('answers an actor whose relation never takes the action with the forbidden error, whatever the state', () => {
    for (const state of order.states) {
      const error = thrown(() => order.transition(state, 'accept', 'buyer'));
      expect([error.code, error.status, error.message]).toEqual([
        'E_NOT_OWNER',
        403,
        ERRORS.E_NOT_OWNER.message,
      ]);
    }
    expect(() => order.authorize('accept', 'buyer')).toThrow(AppError);
    expect(() => order.authorize('accept', 'seller')).not.toThrow();
  });

  it('gives a relation its own forbidden error, and E_NOT_AUTHORIZED when the table names none', () => {
    const seller = thrown(() => order.transition('delivered', 'approve', 'seller'));
    expect([seller.code, seller.message]).toEqual(['E_NOT_REQUEST_TARGET', 'Only the buyer approves.']);
    const stranger = thrown(() => order.transition('delivered', 'approve', 'stranger'));
    expect([stranger.code, stranger.status]).toEqual(['E_NOT_AUTHORIZED', 403]);
    expect(stranger.message).toBe(ERRORS.E_NOT_AUTHORIZED.message);
  });

  it('answers a move that leads nowhere from the state with the invalid error (per state, per action, else E_INVALID_STATE)', () => {
    const approved = thrown(() => order.transition('approved', 'approve', 'buyer'));
    expect([approved.code, approved.status, approved.message]).toEqual([
      'E_CONFLICT',
      409,
      'Already approved.',
    ]);
    const placed = thrown(() => order.transition('placed', 'approve', 'buyer'));
    expect([placed.code, placed.message]).toEqual(['E_NOT_PENDING', ERRORS.E_NOT_PENDING.message]);
    const delivered = thrown(() => order.transition('delivered', 'cancel', 'buyer'));
    expect([delivered.code, delivered.status, delivered.message]).toEqual([
      'E_INVALID_STATE',
      409,
      ERRORS.E_INVALID_STATE.message,
    ]);
  });

  it('checks who before the state: a forbidden actor learns nothing about the state', () => {
    expect(thrown(() => order.transition('cancelled', 'accept', 'stranger')).code).toBe('E_NOT_OWNER');
    // The buyer may cancel a placed order, not an accepted one: that is the state's answer.
    expect(thrown(() => order.transition('accepted', 'cancel', 'buyer')).code).toBe('E_INVALID_STATE');
  });

  it('answers can, allowedActions, statesFrom and errorFor from the same table', () => {
    expect(order.can('placed', 'cancel', 'buyer')).toBe(true);
    expect(order.can('accepted', 'cancel', 'buyer')).toBe(false);
    expect(order.allowedActions('placed', 'seller')).toEqual(['accept', 'cancel']);
    expect(order.allowedActions('placed', 'stranger')).toEqual([]);
    expect(order.statesFrom('cancel', 'seller')).toEqual(['placed', 'accepted']);
    expect(order.errorFor('placed', 'accept', 'seller')).toBeUndefined();
    expect(order.errorFor('placed', 'deliver', 'seller')?.code).toBe('E_INVALID_STATE');
  });

  it('tells its states from other strings', () => {
    expect(order.isState('delivered')).toBe(true);
    expect(order.isState('lost')).toBe(false);
    expect(order.isState(undefined)).toBe(false);
  });

  it('exposes the table it was given', () => {
    expect(order.transitions).toHaveLength(5);
    expect(order.transitions[0]).toEqual({
      from: 'placed',
      action: 'accept',
      to: 'accepted',
      who: ['seller'],
    });
  });

  it('refuses an ambiguous table at definition time', () => {
    expect(() =>
      defineMachine({
        name: 'door',
        states: ['open', 'shut', 'locked'],
        actions: ['close'],
        actors: ['anyone'],
        transitions: [
          { from: 'open', action: 'close', to: 'shut', who: ['anyone'] },
          { from: 'open', action: 'close', to: 'locked', who: ['anyone'] },
        ],
      }),
    ).toThrow('door: close by anyone from open leads to both shut and locked');
  });

  it('refuses a table naming a state, action or actor it does not list', () => {
    const base = { name: 'door', actions: ['close'], actors: ['anyone'] } as const;
    const rows = [{ from: 'open', action: 'close', to: 'shut', who: ['anyone'] }] as const;
    // Untyped definitions (a table read from data) are still checked at run time.
    const loose = defineMachine as (definition: unknown) => unknown;
    expect(() => loose({ ...base, states: ['open'], transitions: rows })).toThrow('door: unknown state');
    expect(() => loose({ ...base, states: ['open', 'shut'], actions: ['open'], transitions: rows })).toThrow(
      'door: unknown action close',
    );
    expect(() => loose({ ...base, states: ['open', 'shut'], actors: ['nobody'], transitions: rows })).toThrow(
      'door: unknown actor anyone',
    );
  });
});
