import { IDEA_LIMITS } from '@ibh/contract';
import { sql } from 'kysely';
import { jsonArrayFrom } from 'kysely/helpers/postgres';
import type { Executor } from '../../db/executor.ts';
import { type PersonRow, personJson } from '../people/person-json.ts';

export interface CommentRow {
  id: string;
  idea_id: string;
  parent_id: string | null;
  user_id: string | null;
  body: string;
  created_at: Date | string;
  author: PersonRow | null;
}

export interface CommentKeyset {
  createdAt: string;
  id: string;
}

/**
 * A page of top-level comments, newest first, each with its first replies oldest first and
 * every author as JSON: one query. Pass `limit` one above the page size.
 */
export async function selectCommentPage(
  db: Executor,
  ideaId: string,
  after: CommentKeyset | null,
  limit: number,
) {
  let query = db
    .selectFrom('idea_comments as c')
    .select(['c.id', 'c.idea_id', 'c.parent_id', 'c.user_id', 'c.body', 'c.created_at'])
    .select((eb) => [
      sql<string>`c.created_at::text`.as('created_key'),
      personJson(eb, 'c.user_id').as('author'),
      jsonArrayFrom(
        eb
          .selectFrom('idea_comments as r')
          .select(['r.id', 'r.idea_id', 'r.parent_id', 'r.user_id', 'r.body', 'r.created_at'])
          .select((rb) => personJson(rb, 'r.user_id').as('author'))
          .whereRef('r.parent_id', '=', 'c.id')
          .orderBy('r.created_at')
          .orderBy('r.id')
          .limit(IDEA_LIMITS.repliesPerComment),
      ).as('replies'),
    ])
    .where('c.idea_id', '=', ideaId)
    .where('c.parent_id', 'is', null);
  if (after) {
    query = query.where(
      sql<boolean>`(c.created_at, c.id) < (${after.createdAt}::timestamptz, ${after.id}::uuid)`,
    );
  }
  return query.orderBy('c.created_at', 'desc').orderBy('c.id', 'desc').limit(limit).execute();
}
export type CommentThreadRow = Awaited<ReturnType<typeof selectCommentPage>>[number];

/** A comment with its idea's owner, locked for a delete. */
export function selectCommentForDelete(db: Executor, commentId: string) {
  return db
    .selectFrom('idea_comments as c')
    .innerJoin('ideas as i', 'i.id', 'c.idea_id')
    .select(['c.id', 'c.idea_id', 'c.user_id', 'i.user_id as owner_id'])
    .where('c.id', '=', commentId)
    .forUpdate('c')
    .executeTakeFirst();
}

export function selectParent(db: Executor, commentId: string) {
  return db
    .selectFrom('idea_comments')
    .select(['id', 'idea_id', 'parent_id', 'user_id'])
    .where('id', '=', commentId)
    .executeTakeFirst();
}

export async function insertComment(
  db: Executor,
  comment: { ideaId: string; userId: string; parentId: string | null; body: string },
) {
  return db
    .insertInto('idea_comments')
    .values({
      idea_id: comment.ideaId,
      user_id: comment.userId,
      parent_id: comment.parentId,
      body: comment.body,
    })
    .returning(['id', 'idea_id', 'parent_id', 'user_id', 'body', 'created_at'])
    .executeTakeFirstOrThrow();
}

export async function deleteComment(db: Executor, commentId: string): Promise<void> {
  await db.deleteFrom('idea_comments').where('id', '=', commentId).execute();
}
