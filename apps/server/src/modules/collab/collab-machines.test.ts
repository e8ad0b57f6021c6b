import { COLLAB_INVITE_ERRORS, ERRORS, type ErrorCode, IDEA_TEXT } from '@ibh/contract';
import { describe, expect, it } from 'vitest';
import { AppError } from '../../platform/errors.ts';
import { collabRequestMachine } from './collab-request.machine.ts';
import { teamInviteMachine } from './team-invite.machine.ts';
import { teamMembershipMachine } from './team-membership.machine.ts';

/**
 * Walks every (state, action, actor) of each table and compares its answer with the rules
 * the API answered before the tables existed (the codes and messages of the hand-written
 * checks): the allowed moves with their next state, every other combination with its error.
 */
type Answer = { to: string } | { code: ErrorCode; message?: string };

interface Walkable {
  states: readonly string[];
  actions: readonly string[];
  actors: readonly string[];
  transition(state: string, action: string, actor: string): string;
  can(state: string, action: string, actor: string): boolean;
}

function answerOf(machine: Walkable, state: string, action: string, actor: string): Answer {
  try {
    return { to: machine.transition(state, action, actor) };
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    expect(error.status, `${state} ${action} ${actor}`).toBe(ERRORS[error.code].status);
    return error.message === ERRORS[error.code].message
      ? { code: error.code }
      : { code: error.code, message: error.message };
  }
}

function walk(machine: Walkable, expected: (state: string, action: string, actor: string) => Answer) {
  let allowed = 0;
  for (const state of machine.states) {
    for (const action of machine.actions) {
      for (const actor of machine.actors) {
        const want = expected(state, action, actor);
        expect(answerOf(machine, state, action, actor), `${state} --${action}/${actor}-->`).toEqual(want);
        expect(machine.can(state, action, actor)).toBe('to' in want);
        if ('to' in want) allowed += 1;
      }
    }
  }
  return allowed;
}

const conflict = (message: string): Answer => ({ code: 'E_CONFLICT', message });

describe('collaboration table (requests and invitations to collaborate)', () => {
  const ALLOWED: Record<string, string> = {
    'none request self': 'pending',
    'declined request self': 'pending',
    'pending withdraw self': 'none',
    'pending accept owner': 'accepted',
    'pending decline owner': 'declined',
    'none invite owner': 'invited',
    'declined invite owner': 'invited',
    'invited acceptInvite self': 'accepted',
    'invited declineInvite self': 'declined',
    'accepted remove owner': 'none',
    'accepted remove self': 'none',
    'invited remove owner': 'none',
  };

  function expected(state: string, action: string, actor: string): Answer {
    const to = ALLOWED[`${state} ${action} ${actor}`];
    if (to) return { to };
    switch (action) {
      case 'request':
        if (actor === 'owner') return { code: 'E_INVALID_INPUT', message: IDEA_TEXT.cannotRequestOwnIdea };
        if (actor === 'member') return conflict(IDEA_TEXT.alreadyOnTeam);
        if (actor === 'other') return { code: 'E_NOT_AUTHORIZED' };
        return state === 'invited'
          ? conflict(COLLAB_INVITE_ERRORS.alreadyInvited)
          : conflict(IDEA_TEXT.collabRequestExists);
      case 'withdraw':
        if (actor !== 'self') return { code: 'E_NOT_AUTHORIZED' };
        return { code: state === 'none' ? 'E_NOT_FOUND' : 'E_NOT_PENDING' };
      case 'accept':
      case 'decline':
        return { code: actor === 'owner' ? 'E_NOT_PENDING' : 'E_NOT_OWNER' };
      case 'invite':
        if (actor !== 'owner') return { code: 'E_NOT_OWNER' };
        if (state === 'accepted') return conflict(COLLAB_INVITE_ERRORS.alreadyCollaborator);
        if (state === 'pending') return conflict(COLLAB_INVITE_ERRORS.requestPendingFromInvitee);
        return conflict(COLLAB_INVITE_ERRORS.collabInviteExists);
      case 'acceptInvite':
      case 'declineInvite':
        return { code: actor === 'self' ? 'E_NOT_PENDING' : 'E_NOT_REQUEST_TARGET' };
      case 'remove':
        return { code: actor === 'owner' || actor === 'self' ? 'E_NOT_FOUND' : 'E_NOT_OWNER' };
      default:
        throw new Error(`unexpected action ${action}`);
    }
  }

  it('lists the stored statuses plus none, every action and every relation', () => {
    expect(collabRequestMachine.states).toEqual(['none', 'pending', 'invited', 'accepted', 'declined']);
    expect(collabRequestMachine.actors).toEqual(['owner', 'self', 'member', 'other']);
    expect(collabRequestMachine.actions).toHaveLength(8);
  });

  it('answers every (state, action, actor) as the API does', () => {
    expect(walk(collabRequestMachine, expected)).toBe(Object.keys(ALLOWED).length);
  });

  it('offers each relation its buttons', () => {
    expect(collabRequestMachine.allowedActions('pending', 'owner')).toEqual(['accept', 'decline']);
    expect(collabRequestMachine.allowedActions('pending', 'self')).toEqual(['withdraw']);
    expect(collabRequestMachine.allowedActions('invited', 'self')).toEqual(['acceptInvite', 'declineInvite']);
    expect(collabRequestMachine.allowedActions('invited', 'owner')).toEqual(['remove']);
    expect(collabRequestMachine.allowedActions('accepted', 'member')).toEqual([]);
  });
});

describe('team invite table', () => {
  const ALLOWED: Record<string, string> = {
    'none invite owner': 'pending',
    'pending accept invitee': 'accepted',
    'pending decline invitee': 'declined',
    'pending cancel owner': 'cancelled',
  };

  function expected(state: string, action: string, actor: string): Answer {
    const to = ALLOWED[`${state} ${action} ${actor}`];
    if (to) return { to };
    switch (action) {
      case 'invite':
        if (actor !== 'owner') return { code: 'E_NOT_OWNER' };
        return state === 'pending' ? conflict(IDEA_TEXT.inviteExists) : { code: 'E_INVALID_STATE' };
      case 'accept':
      case 'decline':
        return { code: actor === 'invitee' ? 'E_NOT_PENDING' : 'E_NOT_REQUEST_TARGET' };
      case 'cancel':
        return { code: actor === 'owner' ? 'E_NOT_PENDING' : 'E_NOT_OWNER' };
      default:
        throw new Error(`unexpected action ${action}`);
    }
  }

  it('lists the stored statuses plus none', () => {
    expect(teamInviteMachine.states).toEqual(['none', 'pending', 'accepted', 'declined', 'cancelled']);
  });

  it('answers every (state, action, actor) as the API does', () => {
    expect(walk(teamInviteMachine, expected)).toBe(Object.keys(ALLOWED).length);
  });
});

describe('team membership table', () => {
  it('lets the owner remove a member and a member leave; others are told only the owner can', () => {
    const expected = (state: string, _action: string, actor: string): Answer => {
      if (actor === 'other') return { code: 'E_NOT_OWNER' };
      return state === 'member' ? { to: 'none' } : { code: 'E_NOT_FOUND' };
    };
    expect(walk(teamMembershipMachine, expected)).toBe(2);
  });
});
