import { COMMENT_TEXT, type Comment } from '@ibh/contract';
import { Reply, Trash2 } from 'lucide-react';
import { ConfirmActionButton } from '@/components/confirm/confirm-action-button';
import { confirmedToasts } from '@/components/confirm/confirmed-toasts';
import { ProfileLink } from '@/components/people/profile-link';
import { Avatar } from '@/components/ui/avatar';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { RelativeTime } from '@/components/ui/relative-time';
import { useDeleteComment } from '../../api/comments';

const DELETE_CONFIRM = {
  title: COMMENT_TEXT.deleteTitle,
  body: COMMENT_TEXT.deleteBody,
  confirmLabel: COMMENT_TEXT.deleteConfirm,
  cancelLabel: COMMENT_TEXT.cancel,
};

interface CommentItemProps {
  ideaId: string;
  ownerId: string;
  comment: Comment;
  /** Shown on top-level comments the viewer may answer. */
  onReply?: (() => void) | undefined;
}

/** One comment: who, when, what; Reply and Delete (with confirmation) when allowed. */
export function CommentItem({ ideaId, ownerId, comment, onReply }: CommentItemProps) {
  const remove = useDeleteComment(ideaId);
  const { author } = comment;

  return (
    <div className="flex gap-3">
      <Avatar url={author.avatarUrl} name={author.fullName} size={comment.parentId ? 32 : 40} />
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm">
          <ProfileLink
            userId={author.id}
            name={author.fullName}
            className="rounded-sm font-semibold text-ink hover:underline"
          />
          {author.id === ownerId ? <Badge tone="gold">{COMMENT_TEXT.byOwner}</Badge> : null}
          <RelativeTime value={comment.createdAt} className="text-ink-muted" />
        </div>
        <p className="mt-1 text-sm whitespace-pre-line break-words text-ink">{comment.body}</p>
        {onReply || comment.canDelete ? (
          <div className="mt-1 -ml-3 flex gap-1">
            {onReply ? (
              <Button variant="ghost" onClick={onReply} className="text-ink-muted">
                <Reply aria-hidden className="size-4" />
                {COMMENT_TEXT.reply}
              </Button>
            ) : null}
            {comment.canDelete ? (
              <ConfirmActionButton
                variant="ghost"
                className="text-ink-muted"
                confirm={DELETE_CONFIRM}
                busy={remove.isPending}
                onConfirm={(close) =>
                  remove.mutate(
                    comment.id,
                    confirmedToasts(close, COMMENT_TEXT.deleted, COMMENT_TEXT.deleteFailed),
                  )
                }
              >
                <Trash2 aria-hidden className="size-4" />
                {COMMENT_TEXT.delete}
              </ConfirmActionButton>
            ) : null}
          </div>
        ) : null}
      </div>
    </div>
  );
}
