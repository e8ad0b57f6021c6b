import { Send } from 'lucide-react';
import { type FormEvent, type ReactNode, useEffect, useRef, useState } from 'react';
import { Avatar } from '@/components/ui/avatar';
import { Button } from '@/components/ui/button';
import { RelativeTime } from '@/components/ui/relative-time';
import { RetryAlert } from '@/components/ui/retry-alert';
import { SkeletonRows } from '@/components/ui/skeletons';
import { inputClasses } from '@/components/ui/text-field';
import { cx } from '@/lib/cx';
import { useClaimBottomEdge } from '@/lib/floating-inbox';
import { ComposerFrame, enterSends } from './composer-frame';

export interface ChatThreadMessage {
  id: string;
  body: string;
  createdAt: string;
  pending?: boolean;
  sender: { id: string; fullName: string; avatarUrl: string | null };
}

export interface ChatThreadText {
  messageLabel: string;
  messagePlaceholder: string;
  messageHint: string;
  send: string;
  noMessages: string;
  chatLoadFailed: string;
  retry: string;
}

export interface ChatThreadProps {
  /** Oldest first. */
  items: readonly ChatThreadMessage[];
  meId: string;
  isPending: boolean;
  isError: boolean;
  onRetry: () => void;
  onSend: (body: string) => void;
  maxLength: number;
  text: ChatThreadText;
  /** Above the messages, e.g. a button that loads older ones. */
  before?: ReactNode;
}

function MessageItem({ message, mine }: { message: ChatThreadMessage; mine: boolean }) {
  return (
    <li className={cx('flex gap-2.5', message.pending && 'opacity-60')}>
      <Avatar url={message.sender.avatarUrl} name={message.sender.fullName} size={32} />
      <div className="flex min-w-0 flex-1 flex-col gap-0.5">
        <div className="flex flex-wrap items-baseline gap-x-2">
          <span className="text-sm font-semibold text-ink">{message.sender.fullName}</span>
          <RelativeTime value={message.createdAt} className="text-xs text-ink-muted" />
        </div>
        {/* Always the user's own text: a body starting with '[SYSTEM]' is shown as typed, never as an entry. */}
        <p
          className={cx(
            'w-fit max-w-full rounded-lg px-3 py-2 text-sm break-words whitespace-pre-wrap text-ink',
            mine ? 'bg-sapphire-50' : 'bg-surface-muted',
          )}
        >
          {message.body}
        </p>
      </div>
    </li>
  );
}

function ChatSkeleton() {
  return (
    <div aria-hidden className="flex flex-col gap-4 p-4">
      <SkeletonRows
        count={3}
        rowClassName="flex gap-2.5"
        lead="size-8 rounded-full"
        lines={['h-4 w-32', 'h-9 w-2/3 rounded-lg']}
      />
    </div>
  );
}

function ChatComposer({ onSend, maxLength, text }: Pick<ChatThreadProps, 'onSend' | 'maxLength' | 'text'>) {
  const [draft, setDraft] = useState('');
  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    const body = draft.trim();
    if (!body) return;
    onSend(body);
    setDraft('');
  };
  return (
    <ComposerFrame onSubmit={submit} label={text.messageLabel} hint={text.messageHint}>
      {({ inputId, describedBy }) => (
        <>
          <textarea
            id={inputId}
            rows={2}
            value={draft}
            maxLength={maxLength}
            placeholder={text.messagePlaceholder}
            aria-describedby={describedBy}
            onChange={(event) => setDraft(event.target.value)}
            onKeyDown={enterSends(submit)}
            className={cx(inputClasses, 'h-auto min-h-11 flex-1 resize-none py-2.5')}
          />
          <Button type="submit" size="icon" disabled={!draft.trim()} aria-label={text.send}>
            <Send aria-hidden className="size-4" />
          </Button>
        </>
      )}
    </ComposerFrame>
  );
}

/** A live chat: the messages oldest first, scrolled to the newest; Enter sends, Shift+Enter breaks a line. */
export function ChatThread({
  items,
  meId,
  isPending,
  isError,
  onRetry,
  onSend,
  maxLength,
  text,
  before,
}: ChatThreadProps) {
  // The floating Inbox button would sit on the Send button on phones.
  useClaimBottomEdge();
  const listRef = useRef<HTMLDivElement>(null);
  const lastId = items.at(-1)?.id;

  // Scroll to the newest message whenever one arrives or is sent.
  useEffect(() => {
    if (!lastId) return;
    const list = listRef.current;
    if (list) list.scrollTop = list.scrollHeight;
  }, [lastId]);

  return (
    <div className="flex flex-col overflow-hidden rounded-card border border-line bg-surface">
      <div
        ref={listRef}
        role="log"
        aria-live="polite"
        aria-label={text.messageLabel}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard (axe scrollable-region-focusable)
        tabIndex={0}
        className="h-[26rem] overflow-y-auto overscroll-contain"
      >
        {isPending ? (
          <ChatSkeleton />
        ) : isError ? (
          <div className="p-4">
            <RetryAlert message={text.chatLoadFailed} retry={text.retry} onRetry={onRetry} />
          </div>
        ) : items.length === 0 ? (
          <p className="flex h-full items-center justify-center p-6 text-center text-sm text-ink-muted">
            {text.noMessages}
          </p>
        ) : (
          <div className="flex flex-col gap-3 p-4">
            {before}
            <ul className="flex flex-col gap-4">
              {items.map((message) => (
                <MessageItem key={message.id} message={message} mine={message.sender.id === meId} />
              ))}
            </ul>
          </div>
        )}
      </div>
      <ChatComposer onSend={onSend} maxLength={maxLength} text={text} />
    </div>
  );
}
