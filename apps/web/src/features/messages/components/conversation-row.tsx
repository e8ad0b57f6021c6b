import { type Conversation, INBOX_TEXT, MESSAGE_TEXT, NOTIFICATIONS } from '@ibh/contract';
import { Link } from 'react-router';
import { inboxPathFor } from '@/components/messaging/inbox-path';
import { Avatar } from '@/components/ui/avatar';
import { CountBadge } from '@/components/ui/badge';
import { RelativeTime } from '@/components/ui/relative-time';
import { cx } from '@/lib/cx';

/** One person in the list: avatar, name, time and preview of the last message, unread count. */
export function ConversationRow({
  conversation,
  meId,
  open,
}: {
  conversation: Conversation;
  meId: string;
  open: boolean;
}) {
  const { user, lastMessage, unread } = conversation;
  const mine = lastMessage.senderId === meId;
  return (
    <li>
      <Link
        to={inboxPathFor(user.id)}
        aria-current={open ? 'page' : undefined}
        data-conversation={user.id}
        className={cx(
          'flex min-h-16 items-center gap-3 px-4 py-3 outline-offset-[-3px] transition-colors',
          'hover:bg-surface-muted aria-[current=page]:bg-sapphire-50',
        )}
      >
        <Avatar url={user.avatarUrl} name={user.fullName} size={40} />
        <span className="flex min-w-0 flex-1 flex-col gap-0.5">
          <span className="flex items-baseline justify-between gap-2">
            <span className={cx('truncate text-sm text-ink', unread > 0 ? 'font-semibold' : 'font-medium')}>
              {user.fullName}
            </span>
            <RelativeTime value={lastMessage.createdAt} className="shrink-0 text-xs text-ink-muted" />
          </span>
          <span className="flex items-center gap-2">
            <span
              className={cx(
                'min-w-0 flex-1 truncate text-sm',
                unread > 0 ? 'font-medium text-ink' : 'text-ink-muted',
              )}
            >
              {mine ? INBOX_TEXT.youPrefix : ''}
              {lastMessage.body}
            </span>
            <CountBadge count={unread} cap={NOTIFICATIONS.badgeCap} label={MESSAGE_TEXT.unread(unread)} />
          </span>
        </span>
      </Link>
    </li>
  );
}
