import type { Transaction } from 'kysely';
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

/** Whether the follower follows (accepted) and how many accepted followers the person has. */
export async function selectFollowState(db: Executor, followerId: string, followingId: string) {
  const row = await db
    .selectFrom('follows')
    .select((eb) => [
      eb.fn.countAll<number>().as('followers'),
      eb.fn.countAll<number>().filterWhere('follower_id', '=', followerId).as('mine'),
    ])
    .where('following_id', '=', followingId)
    .where('status', '=', 'accepted')
    .executeTakeFirstOrThrow();
  return { following: Number(row.mine) > 0, followers: Number(row.followers) };
}
