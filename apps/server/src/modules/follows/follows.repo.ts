import { sql, type Transaction } from 'kysely';
import type { Executor } from '../../db/executor.ts';
import type { DB } from '../../db/schema.ts';

/** Adds an accepted follow; true when it is new (following twice changes nothing). */
export async function insertFollow(trx: Transaction<DB>, followerId: string, followingId: string) {
  const row = await trx
    .insertInto('follows')
    .values({ follower_id: followerId, following_id: followingId, status: 'accepted' })
    .onConflict((oc) => oc.columns(['follower_id', 'following_id']).doNothing())
    .returning('created_at')
    .executeTakeFirst();
  return row !== undefined;
}

export async function deleteFollow(trx: Transaction<DB>, followerId: string, followingId: string) {
  await trx
    .deleteFrom('follows')
    .where('follower_id', '=', followerId)
    .where('following_id', '=', followingId)
    .execute();
}

/** Whether the follower follows (accepted) and how many accepted followers the person has (the counter). */
export async function selectFollowState(db: Executor, followerId: string, followingId: string) {
  const row = await db
    .selectNoFrom((eb) => [
      eb.fn
        .coalesce(
          eb.selectFrom('follow_counts').select('followers').where('user_id', '=', followingId),
          sql<number>`0`,
        )
        .as('followers'),
      eb
        .exists(
          eb
            .selectFrom('follows')
            .select('follower_id')
            .where('follower_id', '=', followerId)
            .where('following_id', '=', followingId)
            .where('status', '=', 'accepted'),
        )
        .as('mine'),
    ])
    .executeTakeFirstOrThrow();
  return { following: Boolean(row.mine), followers: Number(row.followers) };
}
