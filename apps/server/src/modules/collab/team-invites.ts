import { type CreateTeamInvite, IDEA_EVENTS, type TeamInvite } from '@ibh/contract';
import type { AppContext } from '../../platform/context.ts';
import { emitEvent } from '../../platform/events.ts';
import { assertIdeaOwner } from '../ideas/idea-access.ts';
import { publishMembersChanged } from '../workspace/workspace-events.ts';
import type { TeamInviteReceivedPayload } from './collab.events.ts';
import { assertInviteTarget, loadIdeaForMembers } from './collab.policy.ts';
import { loadTeamInvite, pendingTeamInvites } from './collab.repo.ts';
import { teamInviteMachine, teamInviteStateOf } from './team-invite.machine.ts';

/**
 * POST /api/ideas/:id/team-invites (owner): invites someone to the team. Not yourself, not a
 * team member, not someone already holding a pending invite; the invitee must exist. An
 * accepted collaborator may be invited (accepting moves them from collaborators to the team).
 */
export async function inviteToTeam(
  ctx: AppContext,
  ownerId: string,
  ideaId: string,
  input: CreateTeamInvite,
): Promise<TeamInvite> {
  return ctx.db.transaction().execute(async (trx) => {
    const access = await loadIdeaForMembers(trx, ideaId, ownerId, { forUpdate: true });
    const actor = access.isOwner ? 'owner' : 'other';
    teamInviteMachine.authorize('invite', actor);
    await assertInviteTarget(trx, ideaId, ownerId, input.userId, 'E_INVALID_INPUT');
    const pending = await trx
      .selectFrom('idea_team_invites')
      .select('status')
      .where('idea_id', '=', ideaId)
      .where('invitee_id', '=', input.userId)
      .where('status', '=', 'pending')
      .executeTakeFirst();
    const status = teamInviteMachine.transition(teamInviteStateOf(pending), 'invite', actor);
    const row = await trx
      .insertInto('idea_team_invites')
      .values({
        idea_id: ideaId,
        inviter_id: ownerId,
        invitee_id: input.userId,
        message: input.message || null,
        status,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const payload: TeamInviteReceivedPayload = {
      recipientId: input.userId,
      ideaId,
      teamInviteId: row.id,
      fromUserId: ownerId,
    };
    await emitEvent(trx, { type: IDEA_EVENTS.teamInviteReceived, actorId: ownerId, payload: { ...payload } });
    await publishMembersChanged(ctx, ideaId, trx);
    return loadTeamInvite(trx, ctx.storage, row.id);
  });
}

/** GET /api/ideas/:id/team-invites (owner): the idea's pending invites, newest first. */
export async function listIdeaTeamInvites(ctx: AppContext, ownerId: string, ideaId: string) {
  await assertIdeaOwner(ctx.db, ideaId, ownerId);
  return { items: await pendingTeamInvites(ctx.db, ctx.storage, 't.idea_id', ideaId) };
}

/** GET /api/me/team-invites: invites waiting for my answer, newest first. */
export async function listMyTeamInvites(ctx: AppContext, userId: string) {
  return { items: await pendingTeamInvites(ctx.db, ctx.storage, 't.invitee_id', userId) };
}
