import { ORDER_SCREEN_TEXT, ORDERS, type OrderPerson, WORKROOM_SCREEN_TEXT } from '@ibh/contract';
import { Send } from 'lucide-react';
import { type FormEvent, type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { Avatar } from '@/components/ui/avatar';
import { Button } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-alert';
import { RelativeTime } from '@/components/ui/relative-time';
import { Skeleton } from '@/components/ui/skeleton';
import { inputClasses } from '@/components/ui/text-field';
import { cx } from '@/lib/cx';
import { useClaimBottomEdge } from '@/lib/floating-inbox';
import {
  type ChatMessage,
  chronological,
  nextTempId,
  useOrderMessages,
  useSendOrderMessage,
} from '../../api/chat';

function MessageItem({ message, mine }: { message: ChatMessage; mine: boolean }) {
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

/** The workroom chat, live over the order's topic; Enter sends, empty text is ignored. */
export function ChatTab({ orderId, me }: { orderId: string; me: OrderPerson }) {
  const messages = useOrderMessages(orderId);
  const send = useSendOrderMessage(orderId, me);
  useClaimBottomEdge();
  const [draft, setDraft] = useState('');
  const listRef = useRef<HTMLDivElement>(null);
  const inputId = useId();
  const hintId = useId();
  const items = chronological(messages.data);
  const lastId = items.at(-1)?.id;

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
        aria-label={WORKROOM_SCREEN_TEXT.messageLabel}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard (axe scrollable-region-focusable)
        tabIndex={0}
        className="h-[26rem] overflow-y-auto overscroll-contain"
      >
        {messages.isPending ? (
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
        ) : messages.isError ? (
          <div className="p-4">
            <FormAlert
              action={
                <Button variant="secondary" onClick={() => void messages.refetch()}>
                  {ORDER_SCREEN_TEXT.retry}
                </Button>
              }
            >
              {WORKROOM_SCREEN_TEXT.chatLoadFailed}
            </FormAlert>
          </div>
        ) : items.length === 0 ? (
          <p className="flex h-full items-center justify-center p-6 text-center text-sm text-ink-muted">
            {WORKROOM_SCREEN_TEXT.noMessages}
          </p>
        ) : (
          <div className="flex flex-col gap-3 p-4">
            {messages.hasNextPage ? (
              <Button
                variant="ghost"
                className="self-center"
                disabled={messages.isFetchingNextPage}
                onClick={() => void messages.fetchNextPage()}
              >
                {WORKROOM_SCREEN_TEXT.olderMessages}
              </Button>
            ) : null}
            <ul className="flex flex-col gap-4">
              {items.map((message) => (
                <MessageItem key={message.id} message={message} mine={message.sender.id === me.id} />
              ))}
            </ul>
          </div>
        )}
      </div>
      <form onSubmit={submit} className="flex flex-col gap-1.5 border-t border-line p-3">
        <label htmlFor={inputId} className="sr-only">
          {WORKROOM_SCREEN_TEXT.messageLabel}
        </label>
        <div className="flex items-end gap-2">
          <textarea
            id={inputId}
            rows={2}
            value={draft}
            maxLength={ORDERS.messageMax}
            placeholder={WORKROOM_SCREEN_TEXT.messagePlaceholder}
            aria-describedby={hintId}
            onChange={(event) => setDraft(event.target.value)}
            onKeyDown={onKeyDown}
            className={cx(inputClasses, 'h-auto min-h-11 flex-1 resize-none py-2.5')}
          />
          <Button type="submit" size="icon" disabled={!draft.trim()} aria-label={WORKROOM_SCREEN_TEXT.send}>
            <Send aria-hidden className="size-4" />
          </Button>
        </div>
        <p id={hintId} className="text-xs text-ink-muted">
          {WORKROOM_SCREEN_TEXT.messageHint}
        </p>
      </form>
    </div>
  );
}
