import {
  type Comment,
  type CommentThread,
  type CreateCommentRequest,
  IDEA_EVENTS,
  IDEA_LIMITS,
  IDEA_TEXT,
} from '@ibh/contract';
import * as z from 'zod';
import type { AppContext } from '../../platform/context.ts';
import { cursorField, decodeCursor, encodeCursor } from '../../platform/cursor.ts';
import { AppError, notFound } from '../../platform/errors.ts';
import { emitEvent } from '../../platform/events.ts';
import { enforceRateLimit } from '../../platform/rate-limit.ts';
import { deletedPerson, selectPeople } from '../people/person-json.ts';
import { toIdeaPerson } from '../people/person-view.ts';
import {
  type CommentRow,
  deleteComment,
  insertComment,
  selectCommentForDelete,
  selectCommentPage,
  selectParent,
} from './comments.repo.ts';
import { assertCanViewIdea } from './idea-access.ts';
import { toIso } from './idea-card.ts';
import { IDEA_RATE_RULES, ideaRateKeys } from './ideas.rate-rules.ts';

const CommentCursorSchema = z.tuple([cursorField.time, cursorField.uuid]);

/** A person who has since deleted their account still leaves a readable name. */
async function toComment(
  ctx: AppContext,
  row: CommentRow,
  viewerId: string | null,
  ownerId: string,
): Promise<Comment> {
  return {
    id: row.id,
    ideaId: row.idea_id,
    parentId: row.parent_id,
    body: row.body,
    createdAt: toIso(row.created_at),
    author: await toIdeaPerson(ctx.storage, row.author ?? deletedPerson()),
    canDelete:
      viewerId !== null && ((row.user_id !== null && viewerId === row.user_id) || viewerId === ownerId),
  };
}

/**
 * GET /api/ideas/:id/comments: top-level comments newest first (IDEA_LIMITS.commentsPage a
 * page), each with up to IDEA_LIMITS.repliesPerComment replies oldest first.
 */
export async function listComments(
  ctx: AppContext,
  ideaId: string,
  viewerId: string | null,
  page: { cursor?: string; limit?: number },
): Promise<{ items: CommentThread[]; nextCursor: string | null }> {
  const access = await assertCanViewIdea(ctx.db, ideaId, viewerId);
  const limit = page.limit ?? IDEA_LIMITS.commentsPage;
  const after = page.cursor ? decodeCursor(CommentCursorSchema, page.cursor) : null;
  const rows = await selectCommentPage(
    ctx.db,
    ideaId,
    after ? { createdAt: after[0], id: after[1] } : null,
    limit + 1,
  );
  const shown = rows.slice(0, limit);
  const last = shown.at(-1);
  const items = await Promise.all(
    shown.map(async (row) => ({
      ...(await toComment(ctx, row, viewerId, access.ownerId)),
      replies: await Promise.all(
        row.replies.map((reply) => toComment(ctx, reply as CommentRow, viewerId, access.ownerId)),
      ),
    })),
  );
  return {
    items,
    nextCursor: rows.length > limit && last ? encodeCursor([last.created_key, last.id]) : null,
  };
}

/**
 * POST /api/ideas/:id/comments: a comment, or a reply to a top-level comment of the same idea.
 * Tells the owner (comment_added) unless the owner wrote it.
 */
export async function addComment(
  ctx: AppContext,
  ideaId: string,
  userId: string,
  input: CreateCommentRequest,
): Promise<Comment> {
  await enforceRateLimit(ctx.db, ideaRateKeys.comment(userId), IDEA_RATE_RULES.comment);
  const { row, ownerId } = await ctx.db.transaction().execute(async (trx) => {
    const access = await assertCanViewIdea(trx, ideaId, userId);
    let parentAuthorId: string | null = null;
    if (input.parentId) {
      const parent = await selectParent(trx, input.parentId);
      if (!parent || parent.idea_id !== ideaId || parent.parent_id !== null) {
        throw new AppError('E_INVALID_INPUT', IDEA_TEXT.replyToReply);
      }
      parentAuthorId = parent.user_id;
    }
    const inserted = await insertComment(trx, {
      ideaId,
      userId,
      parentId: input.parentId ?? null,
      body: input.body.trim(),
    });
    if (access.ownerId !== userId) {
      await emitEvent(trx, {
        type: IDEA_EVENTS.commentAdded,
        actorId: userId,
        payload: {
          recipientId: access.ownerId,
          ideaId,
          commentId: inserted.id,
          authorId: userId,
          parentAuthorId,
        },
      });
    }
    return { row: inserted, ownerId: access.ownerId };
  });
  const [author] = await selectPeople(ctx.db, [userId]);
  return toComment(ctx, { ...row, author: author ?? null }, userId, ownerId);
}

/** DELETE /api/comments/:commentId: by its author or the idea's owner; its replies go with it. */
export async function removeComment(ctx: AppContext, commentId: string, userId: string): Promise<void> {
  await ctx.db.transaction().execute(async (trx) => {
    const comment = await selectCommentForDelete(trx, commentId);
    if (!comment) throw notFound();
    // A comment on a private idea the viewer cannot see answers like a comment that does not exist.
    await assertCanViewIdea(trx, comment.idea_id, userId).catch((error: unknown) => {
      throw error instanceof AppError && error.code === 'E_NOT_FOUND' ? notFound() : error;
    });
    if (comment.user_id !== userId && comment.owner_id !== userId) throw new AppError('E_NOT_AUTHORIZED');
    await deleteComment(trx, commentId);
  });
}
