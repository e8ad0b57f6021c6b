import { INBOX_TEXT, MESSAGE_TEXT } from '@ibh/contract';
import { MessagesSquare, UserX } from 'lucide-react';
import type { ReactNode } from 'react';
import { cx } from '@/lib/cx';
import { useClaimBottomEdge } from '@/lib/floating-inbox';
import { useConversations } from '../api/conversations';
import { useInboxLive } from '../hooks/use-inbox-live';
import { useInboxTarget } from '../hooks/use-inbox-target';
import { useTabVisible } from '../hooks/use-tab-visible';
import { ConversationList } from './conversation-list';
import { OpenThread } from './open-thread';

function PaneNotice({ icon, title, children }: { icon: ReactNode; title: string; children?: ReactNode }) {
  return (
    <div className="flex flex-1 flex-col items-center justify-center gap-2 p-6 text-center">
      <span className="inline-flex size-12 items-center justify-center rounded-full bg-surface-muted text-ink-muted">
        {icon}
      </span>
      <p className="text-base font-semibold text-ink">{title}</p>
      {children ? <p className="text-sm text-ink-muted">{children}</p> : null}
    </div>
  );
}

/**
 * /inbox (000 section 2, Messages inbox): the 300 px conversation list beside the open thread;
 * on phones the list, then the thread full width with a way back. `?to=` names the open thread.
 */
export function InboxView({ meId }: { meId: string }) {
  const target = useInboxTarget(meId);
  const visible = useTabVisible();
  // The floating Inbox button leads here; on this page it would only cover the composer.
  useClaimBottomEdge();
  useInboxLive(meId, target.openUserId, visible);
  const conversations = useConversations();
  const listed = conversations.data?.items.find((item) => item.user.id === target.openUserId)?.user ?? null;
  const threadShown = target.openUserId !== null || target.isSelf;

  return (
    <div className="flex flex-col gap-3">
      <h1
        className={cx(
          'text-xl font-semibold tracking-tight text-ink',
          threadShown && 'sr-only md:not-sr-only',
        )}
      >
        {MESSAGE_TEXT.title}
      </h1>
      {/* Tall enough to fill the screen, short enough to keep the header in view. */}
      <div
        className={cx(
          'flex min-h-[24rem] overflow-hidden rounded-card border border-line bg-surface shadow-sm',
          threadShown ? 'h-[calc(100dvh-11rem)] md:h-[calc(100dvh-13.5rem)]' : 'h-[calc(100dvh-13.5rem)]',
        )}
      >
        <div
          className={cx(
            'w-full flex-col md:flex md:w-[300px] md:shrink-0 md:border-r md:border-line',
            threadShown ? 'hidden' : 'flex',
          )}
        >
          <ConversationList query={conversations} meId={meId} openUserId={target.openUserId} />
        </div>
        <section
          aria-label={MESSAGE_TEXT.title}
          className={cx('min-w-0 flex-1 flex-col', threadShown ? 'flex' : 'hidden md:flex')}
        >
          {target.openUserId ? (
            <OpenThread
              key={target.openUserId}
              meId={meId}
              userId={target.openUserId}
              listed={listed}
              visible={visible}
            />
          ) : target.isSelf ? (
            <PaneNotice
              icon={<UserX aria-hidden className="size-6" />}
              title={MESSAGE_TEXT.cannotMessageSelf}
            />
          ) : (
            <PaneNotice
              icon={<MessagesSquare aria-hidden className="size-6" />}
              title={MESSAGE_TEXT.pickSomeone}
            >
              {INBOX_TEXT.pickSomeoneHint}
            </PaneNotice>
          )}
        </section>
      </div>
    </div>
  );
}
