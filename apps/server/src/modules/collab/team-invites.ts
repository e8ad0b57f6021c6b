import { type CreateTeamInvite, IDEA_EVENTS, IDEA_TEXT, type TeamInvite } from '@ibh/contract';
import type { AppContext } from '../../platform/context.ts';
import { AppError } from '../../platform/errors.ts';
import { emitEvent } from '../../platform/events.ts';
import { assertIdeaOwner } from '../ideas/idea-access.ts';
import { publishMembersChanged } from '../workspace/workspace-events.ts';
import type { TeamInviteReceivedPayload } from './collab.events.ts';
import { assertInviteTarget } from './collab.policy.ts';
import { loadTeamInvite, teamInvitesQuery, toTeamInvites } from './collab.repo.ts';

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
    await assertIdeaOwner(trx, ideaId, ownerId, { forUpdate: true });
    await assertInviteTarget(trx, ideaId, ownerId, input.userId, 'E_INVALID_INPUT');
    const pending = await trx
      .selectFrom('idea_team_invites')
      .select('id')
      .where('idea_id', '=', ideaId)
      .where('invitee_id', '=', input.userId)
      .where('status', '=', 'pending')
      .executeTakeFirst();
    if (pending) throw new AppError('E_CONFLICT', IDEA_TEXT.inviteExists);
    const row = await trx
      .insertInto('idea_team_invites')
      .values({
        idea_id: ideaId,
        inviter_id: ownerId,
        invitee_id: input.userId,
        message: input.message || null,
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
  const rows = await teamInvitesQuery(ctx.db)
    .where('t.idea_id', '=', ideaId)
    .where('t.status', '=', 'pending')
    .orderBy('t.created_at', 'desc')
    .orderBy('t.id', 'desc')
    .execute();
  return { items: await toTeamInvites(ctx.storage, rows) };
}

/** GET /api/me/team-invites: invites waiting for my answer, newest first. */
export async function listMyTeamInvites(ctx: AppContext, userId: string) {
  const rows = await teamInvitesQuery(ctx.db)
    .where('t.invitee_id', '=', userId)
    .where('t.status', '=', 'pending')
    .orderBy('t.created_at', 'desc')
    .orderBy('t.id', 'desc')
    .execute();
  return { items: await toTeamInvites(ctx.storage, rows) };
}
