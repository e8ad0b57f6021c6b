import { IDEA_TEXT } from '@ibh/contract';
import { PENDING_REQUEST_ERRORS, pendingRequestRows } from '../../platform/pending-request.ts';
import { defineMachine } from '../../platform/state-machine.ts';
import type { TeamInviteStatus } from './collab.tables.ts';

/**
 * An invitation to join an idea's team (a row of idea_team_invites). 'none' is no pending
 * invite for that person: inviting again after an answer creates a new row. Answered and
 * cancelled invites stay as history.
 *
 * Who: owner (the idea's owner), invitee (the person invited), other (anyone else).
 */
export const teamInviteMachine = defineMachine({
  name: 'team invite',
  states: ['none', 'pending', 'accepted', 'declined', 'cancelled'],
  actions: ['invite', 'accept', 'decline', 'cancel'],
  actors: ['owner', 'invitee', 'other'],
  transitions: [
    { from: 'none', action: 'invite', to: 'pending', who: ['owner'] },
    ...pendingRequestRows('invitee', 'owner'),
  ],
  errors: {
    invite: {
      forbidden: 'E_NOT_OWNER',
      invalidFrom: { pending: { code: 'E_CONFLICT', message: IDEA_TEXT.inviteExists } },
    },
    ...PENDING_REQUEST_ERRORS,
  },
});

export type TeamInviteState = (typeof teamInviteMachine.states)[number];
export type TeamInviteActor = (typeof teamInviteMachine.actors)[number];

/** The state of an invite row, or 'none' (every stored status is a state: checked here). */
export const teamInviteStateOf = (row: { status: TeamInviteStatus } | undefined): TeamInviteState =>
  row?.status ?? 'none';
