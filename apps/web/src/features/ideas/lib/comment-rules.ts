import { type Comment, type CommentThread, CreateCommentRequestSchema, IDEA_LIMITS } from '@ibh/contract';

/** Only a top-level comment can be answered, and only until its thread is full. */
export function canReply(comment: Comment | CommentThread): boolean {
  if (comment.parentId !== null) return false;
  const replies = 'replies' in comment ? comment.replies.length : 0;
  return replies < IDEA_LIMITS.repliesPerComment;
}

/** Whether the thread is full (the reason Reply is not offered). */
export function repliesFull(comment: CommentThread): boolean {
  return comment.replies.length >= IDEA_LIMITS.repliesPerComment;
}

/** The same check the server makes: the trimmed body, or the message that refuses it. */
export function checkComment(body: string): { ok: true; body: string } | { ok: false; error: string } {
  const parsed = CreateCommentRequestSchema.safeParse({ body });
  if (parsed.success) return { ok: true, body: parsed.data.body };
  return { ok: false, error: parsed.error.issues[0]?.message ?? '' };
}
