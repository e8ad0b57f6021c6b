import { IDEA_EVENTS } from '@ibh/contract';
import type { AppContext } from '../../platform/context.ts';
import { AppError } from '../../platform/errors.ts';
import { emitEvent } from '../../platform/events.ts';
import { assertCanViewIdea } from '../ideas/idea-access.ts';
import { publishMembersChanged } from '../workspace/workspace-events.ts';
import type { CollabClosedPayload } from './collab.events.ts';
import { forgetWorkspaceMember } from './collab.repo.ts';

export type MemberKind = 'team' | 'collaborator';

/**
 * DELETE /api/ideas/:id/team/:userId and /collaborators/:userId: the owner removes someone, or
 * someone leaves. The person's tasks lose their assignee and their presence is forgotten. The
 * owner removing a collaborator also takes back an unanswered invitation to collaborate
 * (collab_invite_cancelled resolves the invitee's notification).
 */
export async function removeMember(
  ctx: AppContext,
  viewerId: string,
  ideaId: string,
  userId: string,
  kind: MemberKind,
): Promise<void> {
  await ctx.db.transaction().execute(async (trx) => {
    const access = await assertCanViewIdea(trx, ideaId, viewerId);
    if (!access.isOwner && viewerId !== userId) throw new AppError('E_NOT_OWNER');
    const removed =
      kind === 'team'
        ? await trx
            .deleteFrom('idea_team_members')
            .where('idea_id', '=', ideaId)
            .where('member_id', '=', userId)
            .returning('member_id')
            .executeTakeFirst()
        : await trx
            .deleteFrom('idea_collab_interest')
            .where('idea_id', '=', ideaId)
            .where('user_id', '=', userId)
            .where('status', 'in', access.isOwner ? ['accepted', 'invited'] : ['accepted'])
            .returning(['user_id', 'id', 'status'])
            .executeTakeFirst();
    if (!removed) throw new AppError('E_NOT_FOUND');
    if ('status' in removed && removed.status === 'invited') {
      const payload: CollabClosedPayload = { recipientId: userId, ideaId, collaborationId: removed.id };
      await emitEvent(trx, {
        type: IDEA_EVENTS.collabInviteCancelled,
        actorId: viewerId,
        payload: { ...payload },
      });
    }
    await forgetWorkspaceMember(trx, ideaId, userId);
    await publishMembersChanged(ctx, ideaId, trx);
  });
}
