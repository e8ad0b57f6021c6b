import { IDEA_EVENTS, type TeamInvite } from '@ibh/contract';
import { type Kysely, sql } from 'kysely';
import type { Executor } from '../../db/executor.ts';
import type { DB } from '../../db/schema.ts';
import type { AppContext } from '../../platform/context.ts';
import { AppError } from '../../platform/errors.ts';
import { emitEvent } from '../../platform/events.ts';
import { publishMembersChanged } from '../workspace/workspace-events.ts';
import type { TeamInviteAcceptedPayload, TeamInviteClosedPayload } from './collab.events.ts';
import { loadIdeaForMembers } from './collab.policy.ts';
import { loadTeamInvite, lockTeamInvite } from './collab.repo.ts';
import type { TeamInviteStatus } from './collab.tables.ts';
import { teamInviteMachine } from './team-invite.machine.ts';

const ACTION_OF = { accepted: 'accept', declined: 'decline' } as const;

/**
 * POST /api/team-invites/:id/accept|decline (the invitee): only a pending invite can be
 * answered. Accepting adds the invitee to idea_team_members and drops any collaboration
 * request of theirs on the idea, so each person holds one role there. Declining tells nobody
 * (team_invite_declined only resolves the invitee's notification).
 */
export async function answerTeamInvite(
  ctx: AppContext,
  userId: string,
  inviteId: string,
  answer: 'accepted' | 'declined',
): Promise<TeamInvite> {
  return ctx.db.transaction().execute(async (trx) => {
    const invite = await lockTeamInvite(trx, inviteId);
    if (!invite) throw new AppError('E_NOT_FOUND');
    const status = teamInviteMachine.transition(
      invite.status,
      ACTION_OF[answer],
      invite.invitee_id === userId ? 'invitee' : 'other',
    );
    await closeInvite(trx, inviteId, status);
    if (status === 'accepted') {
      await trx
        .insertInto('idea_team_members')
        .values({ idea_id: invite.idea_id, member_id: userId })
        .onConflict((oc) => oc.columns(['idea_id', 'member_id']).doNothing())
        .execute();
      await trx
        .deleteFrom('idea_collab_interest')
        .where('idea_id', '=', invite.idea_id)
        .where('user_id', '=', userId)
        .execute();
      const payload: TeamInviteAcceptedPayload = {
        recipientId: invite.inviter_id,
        ideaId: invite.idea_id,
        teamInviteId: inviteId,
        memberId: userId,
      };
      await emitEvent(trx, {
        type: IDEA_EVENTS.teamInviteAccepted,
        actorId: userId,
        payload: { ...payload },
      });
    } else {
      await emitInviteClosed(trx, IDEA_EVENTS.teamInviteDeclined, userId, {
        recipientId: invite.inviter_id,
        ideaId: invite.idea_id,
        teamInviteId: inviteId,
      });
    }
    return refreshed(ctx, trx, invite);
  });
}

/** DELETE /api/team-invites/:id (owner): cancels a pending invite; the invitee's notification is resolved. */
export async function cancelTeamInvite(
  ctx: AppContext,
  ownerId: string,
  inviteId: string,
): Promise<TeamInvite> {
  return ctx.db.transaction().execute(async (trx) => {
    const invite = await lockTeamInvite(trx, inviteId);
    if (!invite) throw new AppError('E_NOT_FOUND');
    const access = await loadIdeaForMembers(trx, invite.idea_id, ownerId);
    const actor = access.isOwner ? 'owner' : invite.invitee_id === ownerId ? 'invitee' : 'other';
    const status = teamInviteMachine.transition(invite.status, 'cancel', actor);
    await closeInvite(trx, inviteId, status);
    await emitInviteClosed(trx, IDEA_EVENTS.teamInviteCancelled, ownerId, {
      recipientId: invite.invitee_id,
      ideaId: invite.idea_id,
      teamInviteId: inviteId,
    });
    return refreshed(ctx, trx, invite);
  });
}

/** team_invite_declined / team_invite_cancelled: only resolves the other side's notification. */
function emitInviteClosed(
  trx: Executor,
  type: typeof IDEA_EVENTS.teamInviteDeclined | typeof IDEA_EVENTS.teamInviteCancelled,
  actorId: string,
  payload: TeamInviteClosedPayload,
) {
  return emitEvent(trx, { type, actorId, payload: { ...payload } });
}

/** Records an answer or a cancellation: the invite's new status, answered now. */
function closeInvite(trx: Executor, inviteId: string, status: TeamInviteStatus) {
  return trx
    .updateTable('idea_team_invites')
    .set({ status, responded_at: sql<Date>`now()` })
    .where('id', '=', inviteId)
    .execute();
}

/** After a change: the workspace members' refresh and the invite as the API shows it. */
async function refreshed(ctx: AppContext, trx: Kysely<DB>, invite: { id: string; idea_id: string }) {
  await publishMembersChanged(ctx, invite.idea_id, trx);
  return loadTeamInvite(trx, ctx.storage, invite.id);
}
