import { isProfessionalRole, SPRINT_TEXT, type UpvoteCounts } from '@ibh/contract';
import type { AppContext } from '../../platform/context.ts';
import { AppError, notFound } from '../../platform/errors.ts';
import { roleOfAccount } from '../auth/account-reads.ts';
import { upvoteCountsOf } from './sprint-read.ts';

/**
 * toggle_pro_upvote / toggle_owner_upvote (001 sections 3.3, 4.6): a trust signal per role, on and
 * off. Whoever holds the share link may vote: professionals as 'pro', idea owners as 'owner'; never
 * the sprint's own owner. Answers the counts (owners, pros, total, myVoteRole).
 */
export async function toggleUpvote(
  ctx: AppContext,
  userId: string,
  id: string,
  token: string,
  role: 'pro' | 'owner',
): Promise<UpvoteCounts> {
  await ctx.db.transaction().execute(async (trx) => {
    const sprint = await trx
      .selectFrom('experiments')
      .select(['owner_user_id', 'share_token'])
      .where('id', '=', id)
      .forUpdate()
      .executeTakeFirst();
    if (!sprint || sprint.share_token !== token) throw notFound(SPRINT_TEXT.publicNotFound);
    if (sprint.owner_user_id === userId) throw new AppError('E_NOT_AUTHORIZED', SPRINT_TEXT.noSelfUpvote);
    const accountRole = await roleOfAccount(trx, userId);
    if (role === 'pro' && !isProfessionalRole(accountRole)) throw new AppError('E_NOT_PROFESSIONAL');
    if (role === 'owner' && accountRole !== 'idea_owner') {
      throw new AppError('E_NOT_AUTHORIZED', SPRINT_TEXT.ownerUpvoteOnlyOwners);
    }
    const removed = await trx
      .deleteFrom('experiment_upvotes')
      .where('experiment_id', '=', id)
      .where('user_id', '=', userId)
      .executeTakeFirst();
    if (Number(removed.numDeletedRows) === 0) {
      await trx
        .insertInto('experiment_upvotes')
        .values({ experiment_id: id, user_id: userId, role, created_at: ctx.clock.now() })
        .onConflict((oc) => oc.doNothing())
        .execute();
    }
  });
  return upvoteCountsOf(ctx.db, id, userId);
}
