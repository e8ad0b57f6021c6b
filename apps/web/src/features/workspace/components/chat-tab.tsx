import { type IdeaPerson, WORKSPACE_LIMITS, WORKSPACE_TEXT } from '@ibh/contract';
import { Send } from 'lucide-react';
import { type FormEvent, type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { Avatar } from '@/components/ui/avatar';
import { Button } from '@/components/ui/button';
import { RelativeTime } from '@/components/ui/relative-time';
import { Skeleton } from '@/components/ui/skeleton';
import { inputClasses } from '@/components/ui/text-field';
import { cx } from '@/lib/cx';
import { useClaimBottomEdge } from '@/lib/floating-inbox';
import { type ChatMessage, nextTempId, useMessages, useSendMessage } from '../api/messages';
import { TabError } from './workspace-states';

function MessageItem({ message, mine }: { message: ChatMessage; mine: boolean }) {
  return (
    <li className={cx('flex gap-2.5', message.pending && 'opacity-60')}>
      <Avatar url={message.sender.avatarUrl} name={message.sender.fullName} size={32} />
      <div className="flex min-w-0 flex-1 flex-col gap-0.5">
        <div className="flex flex-wrap items-baseline gap-x-2">
          <span className="text-sm font-semibold text-ink">{message.sender.fullName}</span>
          <RelativeTime value={message.createdAt} className="text-xs text-ink-muted" />
        </div>
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
      {['a', 'b', 'c'].map((key) => (
        <div key={key} className="flex gap-2.5">
          <Skeleton className="size-8 rounded-full" />
          <div className="flex flex-1 flex-col gap-1.5">
            <Skeleton className="h-4 w-32" />
            <Skeleton className="h-9 w-2/3 rounded-lg" />
          </div>
        </div>
      ))}
    </div>
  );
}

/** The last 50 messages, live; Enter sends, Shift+Enter starts a new line, empty text is ignored. */
export function ChatTab({ ideaId, me }: { ideaId: string; me: IdeaPerson }) {
  const messages = useMessages(ideaId);
  const send = useSendMessage(ideaId, me);
  // The floating Inbox button would sit on the Send button on phones.
  useClaimBottomEdge();
  const [draft, setDraft] = useState('');
  const listRef = useRef<HTMLDivElement>(null);
  const hintId = useId();
  const inputId = useId();
  const items = messages.data?.items ?? [];
  const lastId = items.at(-1)?.id;

  // Scroll to the newest message whenever one arrives or is sent.
  useEffect(() => {
    if (!lastId) return;
    const list = listRef.current;
    if (list) list.scrollTop = list.scrollHeight;
  }, [lastId]);

  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    const body = draft.trim();
    if (!body) return;
    send.mutate({ body, tempId: nextTempId() });
    setDraft('');
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      submit();
    }
  };

  return (
    <div className="flex flex-col overflow-hidden rounded-card border border-line bg-surface">
      <div
        ref={listRef}
        role="log"
        aria-live="polite"
        aria-label={WORKSPACE_TEXT.messageLabel}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard (axe scrollable-region-focusable)
        tabIndex={0}
        className="h-[26rem] overflow-y-auto overscroll-contain"
      >
        {messages.isPending ? (
          <ChatSkeleton />
        ) : messages.isError ? (
          <div className="p-4">
            <TabError message={WORKSPACE_TEXT.chatLoadFailed} onRetry={() => void messages.refetch()} />
          </div>
        ) : items.length === 0 ? (
          <p className="flex h-full items-center justify-center p-6 text-center text-sm text-ink-muted">
            {WORKSPACE_TEXT.noMessages}
          </p>
        ) : (
          <ul className="flex flex-col gap-4 p-4">
            {items.map((message) => (
              <MessageItem key={message.id} message={message} mine={message.sender.id === me.id} />
            ))}
          </ul>
        )}
      </div>
      <form onSubmit={submit} className="flex flex-col gap-1.5 border-t border-line p-3">
        <label htmlFor={inputId} className="sr-only">
          {WORKSPACE_TEXT.messageLabel}
        </label>
        <div className="flex items-end gap-2">
          <textarea
            id={inputId}
            rows={2}
            value={draft}
            maxLength={WORKSPACE_LIMITS.messageMax}
            placeholder={WORKSPACE_TEXT.messagePlaceholder}
            aria-describedby={hintId}
            onChange={(event) => setDraft(event.target.value)}
            onKeyDown={onKeyDown}
            className={cx(inputClasses, 'h-auto min-h-11 flex-1 resize-none py-2.5')}
          />
          <Button type="submit" size="icon" disabled={!draft.trim()} aria-label={WORKSPACE_TEXT.send}>
            <Send aria-hidden className="size-4" />
          </Button>
        </div>
        <p id={hintId} className="text-xs text-ink-muted">
          {WORKSPACE_TEXT.messageHint}
        </p>
      </form>
    </div>
  );
}
