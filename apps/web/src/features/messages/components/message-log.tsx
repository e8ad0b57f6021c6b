import { INBOX_TEXT, MESSAGE_TEXT } from '@ibh/contract';
import { Hand } from 'lucide-react';
import { useLayoutEffect, useRef } from 'react';
import type { InboxMessage } from '../api/thread';
import { MessageBubble } from './message-bubble';

/** The thread, oldest first, scrolled to the newest; 'Say hi 👋' before the first message. */
export function MessageLog({
  messages,
  meId,
  otherName,
  canWrite,
  onReport,
}: {
  messages: InboxMessage[];
  meId: string;
  otherName: string;
  /** False while a block stands: no invitation to say hi then. */
  canWrite: boolean;
  onReport: (message: InboxMessage) => void;
}) {
  const scroller = useRef<HTMLDivElement>(null);
  const last = messages.at(-1);
  const lastKey = last ? `${last.id}:${messages.length}` : '';

  // Newest in view whenever a message arrives or is sent.
  useLayoutEffect(() => {
    if (!lastKey) return;
    const element = scroller.current;
    if (element) element.scrollTop = element.scrollHeight;
  }, [lastKey]);

  let seenId: string | null = null;
  for (const message of messages) {
    if (message.senderId === meId && message.readAt && !message.pending) seenId = message.id;
  }

  return (
    <div
      ref={scroller}
      role="log"
      aria-live="polite"
      aria-label={INBOX_TEXT.thread(otherName)}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard (axe scrollable-region-focusable)
      tabIndex={0}
      className="min-h-0 flex-1 overflow-y-auto overscroll-contain"
    >
      {messages.length === 0 ? (
        canWrite ? (
          <div className="flex h-full flex-col items-center justify-center gap-2 p-6 text-center">
            <Hand aria-hidden className="size-8 text-gold-500" />
            <p className="text-base font-semibold text-ink">{MESSAGE_TEXT.sayHi}</p>
            <p className="text-sm text-ink-muted">{INBOX_TEXT.sayHiHint}</p>
          </div>
        ) : null
      ) : (
        <ol className="flex flex-col gap-2 p-4">
          {messages.map((message) => (
            <MessageBubble
              key={message.clientId ?? message.id}
              message={message}
              mine={message.senderId === meId}
              otherName={otherName}
              seen={message.id === seenId}
              onReport={onReport}
            />
          ))}
        </ol>
      )}
    </div>
  );
}
