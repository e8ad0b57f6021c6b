import { PROFILE_TEXT } from '@ibh/contract';
import type { AppContext } from '../../platform/context.ts';
import { AppError } from '../../platform/errors.ts';
import { emitEvent } from '../../platform/events.ts';
import { assertProfileVisible, isProfileVisible } from '../profiles/profiles.policy.ts';
import { USER_FOLLOWED, type UserFollowedPayload } from './follows.events.ts';
import { deleteFollow, insertFollow, selectFollowState } from './follows.repo.ts';

export interface FollowState {
  following: boolean;
  followers: number;
}

/**
 * POST /api/follows/:userId: follows someone (status accepted). Idempotent: only a new follow
 * emits 'user_followed'. You cannot follow yourself, nor someone whose profile you cannot see.
 */
export async function followUser(ctx: AppContext, followerId: string, userId: string): Promise<FollowState> {
  if (followerId === userId) throw new AppError('E_INVALID_INPUT', PROFILE_TEXT.cannotFollowYourself);
  return ctx.db.transaction().execute(async (trx) => {
    await assertProfileVisible(trx, userId, followerId);
    if (await insertFollow(trx, followerId, userId)) {
      const payload: UserFollowedPayload = { followerId, followedId: userId };
      await emitEvent(trx, { type: USER_FOLLOWED, actorId: followerId, payload: { ...payload } });
    }
    return selectFollowState(trx, followerId, userId);
  });
}

/**
 * DELETE /api/follows/:userId: stops following (also someone who went private since). The answer
 * about a profile the viewer may not see is the same as for an unknown id: no follower count.
 */
export async function unfollowUser(
  ctx: AppContext,
  followerId: string,
  userId: string,
): Promise<FollowState> {
  return ctx.db.transaction().execute(async (trx) => {
    await deleteFollow(trx, followerId, userId);
    if (!(await isProfileVisible(trx, userId, followerId))) return { following: false, followers: 0 };
    return selectFollowState(trx, followerId, userId);
  });
}
