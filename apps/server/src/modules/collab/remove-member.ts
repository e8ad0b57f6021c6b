import type { AppContext } from '../../platform/context.ts';
import { AppError } from '../../platform/errors.ts';
import { assertCanViewIdea } from '../ideas/idea-access.ts';
import { publishMembersChanged } from '../workspace/workspace-events.ts';
import { forgetWorkspaceMember } from './collab.repo.ts';

export type MemberKind = 'team' | 'collaborator';

/**
 * DELETE /api/ideas/:id/team/:userId and /collaborators/:userId: the owner removes someone, or
 * someone leaves. The person's tasks lose their assignee and their presence is forgotten.
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
            .where('status', '=', 'accepted')
            .returning('user_id')
            .executeTakeFirst();
    if (!removed) throw new AppError('E_NOT_FOUND');
    await forgetWorkspaceMember(trx, ideaId, userId);
    await publishMembersChanged(ctx, ideaId, trx);
  });
}
