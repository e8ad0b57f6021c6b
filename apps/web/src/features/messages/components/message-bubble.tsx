import { INBOX_TEXT, MESSAGE_TEXT } from '@ibh/contract';
import { Flag } from 'lucide-react';
import { RelativeTime } from '@/components/ui/relative-time';
import { cx } from '@/lib/cx';
import type { InboxMessage } from '../api/thread';

interface MessageBubbleProps {
  message: InboxMessage;
  mine: boolean;
  /** The other person's name: read out before their messages and on the Report button. */
  otherName: string;
  /** 'Seen' under my latest message they have read. */
  seen: boolean;
  onReport: (message: InboxMessage) => void;
}

/** One message: mine on the right, theirs on the left with a Report action; time and status under it. */
export function MessageBubble({ message, mine, otherName, seen, onReport }: MessageBubbleProps) {
  return (
    <li className={cx('group flex items-center gap-1', mine ? 'justify-end' : 'justify-start')}>
      <div
        className={cx('flex max-w-[85%] flex-col gap-1 sm:max-w-[75%]', mine ? 'items-end' : 'items-start')}
      >
        <p
          className={cx(
            'rounded-2xl px-3.5 py-2 text-sm break-words whitespace-pre-wrap',
            mine ? 'rounded-br-md bg-sapphire-600 text-white' : 'rounded-bl-md bg-surface-muted text-ink',
            message.pending && 'opacity-70',
          )}
        >
          <span className="sr-only">{mine ? MESSAGE_TEXT.you : otherName}: </span>
          {message.body}
        </p>
        <p className="flex items-center gap-1.5 px-1 text-xs text-ink-muted">
          {message.pending ? <span>{INBOX_TEXT.sending}</span> : <RelativeTime value={message.createdAt} />}
          {seen ? (
            <>
              <span aria-hidden>·</span>
              <span>{INBOX_TEXT.seen}</span>
            </>
          ) : null}
        </p>
      </div>
      {mine ? null : (
        <button
          type="button"
          onClick={() => onReport(message)}
          aria-label={INBOX_TEXT.reportMessageFrom(otherName)}
          title={MESSAGE_TEXT.report}
          className={cx(
            'mb-5 inline-flex size-10 shrink-0 items-center justify-center rounded-lg text-ink-muted',
            'hover:bg-surface-muted hover:text-danger-600',
            'opacity-0 group-hover:opacity-100 focus-visible:opacity-100 [@media(hover:none)]:opacity-100',
          )}
        >
          <Flag aria-hidden className="size-4" />
        </button>
      )}
    </li>
  );
}
