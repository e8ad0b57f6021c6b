import { COLLAB_INVITE_ERRORS, IDEA_TEXT } from '@ibh/contract';
import { TARGET_ANSWER_ERRORS } from '../../platform/pending-request.ts';
import { defineMachine, fromEach } from '../../platform/state-machine.ts';
import type { CollabStatus } from './collab.tables.ts';

/**
 * One person's collaboration on one idea (a row of idea_collab_interest): the person asks
 * (a collaboration request) or the owner invites them (an invitation to collaborate); either
 * way an accepted row makes them a collaborator. 'none' is no row: never asked, withdrawn,
 * removed, or left.
 *
 * Who, relative to the idea and the row:
 * - owner: the idea's owner;
 * - self: the person the row is about (who asks, who is invited, who collaborates);
 * - member: someone already on the idea's team (a team member or an accepted collaborator)
 *   asking to collaborate;
 * - other: anyone else.
 */
export const collabRequestMachine = defineMachine({
  name: 'collaboration',
  states: ['none', 'pending', 'invited', 'accepted', 'declined'],
  actions: ['request', 'withdraw', 'accept', 'decline', 'invite', 'acceptInvite', 'declineInvite', 'remove'],
  actors: ['owner', 'self', 'member', 'other'],
  transitions: [
    // A request; a declined one may be sent again.
    ...fromEach(['none', 'declined'], 'request', 'pending', ['self']),
    { from: 'pending', action: 'withdraw', to: 'none', who: ['self'] },
    { from: 'pending', action: 'accept', to: 'accepted', who: ['owner'] },
    { from: 'pending', action: 'decline', to: 'declined', who: ['owner'] },
    // An invitation to collaborate; a declined request or invitation may be followed by one.
    ...fromEach(['none', 'declined'], 'invite', 'invited', ['owner']),
    { from: 'invited', action: 'acceptInvite', to: 'accepted', who: ['self'] },
    { from: 'invited', action: 'declineInvite', to: 'declined', who: ['self'] },
    // The owner removes a collaborator or takes back an unanswered invitation; a collaborator leaves.
    { from: 'accepted', action: 'remove', to: 'none', who: ['owner', 'self'] },
    { from: 'invited', action: 'remove', to: 'none', who: ['owner'] },
  ],
  errors: {
    request: {
      forbiddenFor: {
        owner: { code: 'E_INVALID_INPUT', message: IDEA_TEXT.cannotRequestOwnIdea },
        member: { code: 'E_CONFLICT', message: IDEA_TEXT.alreadyOnTeam },
      },
      invalidFrom: {
        invited: { code: 'E_CONFLICT', message: COLLAB_INVITE_ERRORS.alreadyInvited },
        pending: { code: 'E_CONFLICT', message: IDEA_TEXT.collabRequestExists },
        accepted: { code: 'E_CONFLICT', message: IDEA_TEXT.collabRequestExists },
      },
    },
    withdraw: { invalid: 'E_NOT_PENDING', invalidFrom: { none: 'E_NOT_FOUND' } },
    accept: { forbidden: 'E_NOT_OWNER', invalid: 'E_NOT_PENDING' },
    decline: { forbidden: 'E_NOT_OWNER', invalid: 'E_NOT_PENDING' },
    invite: {
      forbidden: 'E_NOT_OWNER',
      invalidFrom: {
        accepted: { code: 'E_CONFLICT', message: COLLAB_INVITE_ERRORS.alreadyCollaborator },
        pending: { code: 'E_CONFLICT', message: COLLAB_INVITE_ERRORS.requestPendingFromInvitee },
        invited: { code: 'E_CONFLICT', message: COLLAB_INVITE_ERRORS.collabInviteExists },
      },
    },
    acceptInvite: TARGET_ANSWER_ERRORS,
    declineInvite: TARGET_ANSWER_ERRORS,
    // Nothing to remove: as absent as a missing row.
    remove: { forbidden: 'E_NOT_OWNER', invalid: 'E_NOT_FOUND' },
  },
});

export type CollabState = (typeof collabRequestMachine.states)[number];
export type CollabActor = (typeof collabRequestMachine.actors)[number];

/** The state of a row, or 'none' when there is none (every stored status is a state: checked here). */
export const collabStateOf = (row: { status: CollabStatus } | undefined): CollabState =>
  row?.status ?? 'none';
