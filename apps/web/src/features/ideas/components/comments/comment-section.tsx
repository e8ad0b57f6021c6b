import { COMMENT_TEXT, type CommentThread, SHELL_TEXT } from '@ibh/contract';
import { MessageCircle } from 'lucide-react';
import { useState } from 'react';
import { useLocation } from 'react-router';
import { usePageItems } from '@/components/lists/keyset-pages';
import { QueryStates } from '@/components/lists/query-states';
import { ButtonLink } from '@/components/ui/button';
import { IconSection } from '@/components/ui/icon-section';
import { MoreButton } from '@/components/ui/more-button';
import { Skeleton } from '@/components/ui/skeleton';
import { Skeletons } from '@/components/ui/skeletons';
import { loginPathFor } from '@/lib/auth-redirect';
import { useComments } from '../../api/comments';
import { useSignInGate } from '../../hooks/use-sign-in-gate';
import { canReply, repliesFull } from '../../lib/comment-rules';
import { CommentForm } from './comment-form';
import { CommentItem } from './comment-item';

const COMMENTS_ERROR = { message: COMMENT_TEXT.loadFailed, retry: COMMENT_TEXT.retry };

interface CommentSectionProps {
  ideaId: string;
  ownerId: string;
  count: number;
}

/** Threaded comments: newest first, replies under their comment, more with 'Load more comments'. */
export function CommentSection({ ideaId, ownerId, count }: CommentSectionProps) {
  const { signedIn } = useSignInGate();
  const location = useLocation();
  const comments = useComments(ideaId);
  const threads = usePageItems(comments.data);

  return (
    <IconSection
      id="comments-title"
      icon={MessageCircle}
      iconClassName="size-5 text-ink-muted"
      title={
        <>
          {COMMENT_TEXT.title}
          <span className="text-sm font-normal text-ink-muted">({COMMENT_TEXT.count(count)})</span>
        </>
      }
    >
      <div className="mt-4">
        {signedIn ? (
          <CommentForm ideaId={ideaId} label={COMMENT_TEXT.label} />
        ) : (
          <div className="flex flex-wrap items-center justify-between gap-3 rounded-lg bg-surface-muted px-4 py-3 text-sm text-ink">
            {COMMENT_TEXT.signInToComment}
            <ButtonLink to={loginPathFor(location)} variant="secondary">
              {COMMENT_TEXT.logIn}
            </ButtonLink>
          </div>
        )}
      </div>
      <div className="mt-6" aria-busy={comments.isFetching}>
        <QueryStates
          query={comments}
          count={threads.length}
          skeleton={
            <div role="status" aria-label={SHELL_TEXT.loading} className="flex flex-col gap-4">
              {[0, 1].map((n) => (
                <div key={n} className="flex gap-3">
                  <Skeleton className="size-10 rounded-full" />
                  <Skeletons className="flex flex-1 flex-col gap-2" shapes={['h-4 w-40', 'h-4 w-full']} />
                </div>
              ))}
            </div>
          }
          error={COMMENTS_ERROR}
          empty={<p className="text-sm text-ink-muted">{COMMENT_TEXT.empty}</p>}
        >
          <ul className="flex flex-col divide-y divide-line">
            {threads.map((thread) => (
              <li key={thread.id} className="py-4 first:pt-0">
                <Thread ideaId={ideaId} ownerId={ownerId} thread={thread} signedIn={signedIn} />
              </li>
            ))}
          </ul>
        </QueryStates>
        <MoreButton query={comments} className="mt-4">
          {comments.isFetchingNextPage ? COMMENT_TEXT.loadingMore : COMMENT_TEXT.loadMore}
        </MoreButton>
      </div>
    </IconSection>
  );
}

function Thread({
  ideaId,
  ownerId,
  thread,
  signedIn,
}: {
  ideaId: string;
  ownerId: string;
  thread: CommentThread;
  signedIn: boolean;
}) {
  const [replying, setReplying] = useState(false);
  return (
    <div className="flex flex-col gap-3">
      <CommentItem
        ideaId={ideaId}
        ownerId={ownerId}
        comment={thread}
        onReply={signedIn && canReply(thread) ? () => setReplying(true) : undefined}
      />
      {thread.replies.length > 0 || replying ? (
        <div className="ml-5 flex flex-col gap-3 border-l-2 border-line pl-4 sm:ml-12">
          {thread.replies.map((reply) => (
            <CommentItem key={reply.id} ideaId={ideaId} ownerId={ownerId} comment={reply} />
          ))}
          {replying ? (
            <CommentForm
              ideaId={ideaId}
              parentId={thread.id}
              label={COMMENT_TEXT.replyLabel(thread.author.fullName)}
              autoFocus
              onDone={() => setReplying(false)}
              onCancel={() => setReplying(false)}
            />
          ) : null}
        </div>
      ) : null}
      {signedIn && repliesFull(thread) ? (
        <p className="text-xs text-ink-muted sm:ml-12">{COMMENT_TEXT.repliesFull}</p>
      ) : null}
    </div>
  );
}
