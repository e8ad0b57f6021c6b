import type { Insertable, Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';

/** Test data for My Hub: ideas and what people did around them, at chosen times. */

let counter = 0;

/** An idea owned by `ownerId`; `at` sets created_at and updated_at. */
export async function buildIdea(
  db: Kysely<DB>,
  ownerId: string,
  overrides: Partial<Omit<Insertable<DB['ideas']>, 'user_id'>> & { at?: Date } = {},
): Promise<string> {
  counter++;
  const { at, ...values } = overrides;
  const row = await db
    .insertInto('ideas')
    .values({
      user_id: ownerId,
      title: `Idea ${counter}`,
      short_description: `What idea ${counter} does`,
      ...(at ? { created_at: at, updated_at: at } : {}),
      ...values,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Minutes after a fixed start, so orders are explicit. */
export const minute = (n: number) => new Date(Date.UTC(2025, 0, 1, 9, 0, 0) + n * 60_000);

export async function addTeamMember(db: Kysely<DB>, ideaId: string, memberId: string, at?: Date) {
  await db
    .insertInto('idea_team_members')
    .values({ idea_id: ideaId, member_id: memberId, ...(at ? { added_at: at } : {}) })
    .execute();
}

export async function removeTeamMember(db: Kysely<DB>, ideaId: string, memberId: string) {
  await db
    .deleteFrom('idea_team_members')
    .where('idea_id', '=', ideaId)
    .where('member_id', '=', memberId)
    .execute();
}

export async function addCollab(
  db: Kysely<DB>,
  ideaId: string,
  userId: string,
  status: 'pending' | 'accepted' | 'declined' = 'accepted',
  at?: Date,
) {
  await db
    .insertInto('idea_collab_interest')
    .values({
      idea_id: ideaId,
      user_id: userId,
      status,
      ...(at ? { created_at: at } : {}),
      responded_at: status === 'pending' ? null : (at ?? new Date()),
    })
    .execute();
}

export async function link(
  db: Kysely<DB>,
  table: 'idea_saves' | 'idea_follows' | 'idea_favorites' | 'idea_likes',
  ideaId: string,
  userId: string,
  at?: Date,
) {
  await db
    .insertInto(table)
    .values({ idea_id: ideaId, user_id: userId, ...(at ? { created_at: at } : {}) })
    .execute();
}

export async function follow(db: Kysely<DB>, followerId: string, followingId: string, at?: Date) {
  await db
    .insertInto('follows')
    .values({ follower_id: followerId, following_id: followingId, ...(at ? { created_at: at } : {}) })
    .execute();
}
