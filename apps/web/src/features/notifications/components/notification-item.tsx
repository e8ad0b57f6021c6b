import { NOTIFICATION_TEXT, type Notification } from '@ibh/contract';
import { Check } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { RelativeTime } from '@/components/ui/relative-time';
import { cx } from '@/lib/cx';
import { useMarkRead } from '../api/mark-read';
import { NotificationActions } from './notification-actions';
import { NotificationAvatar } from './notification-avatar';

interface NotificationItemProps {
  notification: Notification;
  /** 'menu' in the bell (compact), 'page' on /notifications (with Mark read). */
  variant: 'menu' | 'page';
  /** The person followed the notification's link (the bell closes). */
  onNavigate?: () => void;
}

/**
 * One notification: icon and sender, title, body, time, an unread dot, and its actions.
 * Following it marks it read and goes to its link.
 */
export function NotificationItem({ notification, variant, onNavigate }: NotificationItemProps) {
  const titleId = useId();
  const markRead = useMarkRead();
  const unread = !notification.isRead;
  const open = () => {
    if (unread) markRead.mutate(notification.id);
    onNavigate?.();
  };
  return (
    <article
      aria-labelledby={titleId}
      className={cx(
        'flex gap-3 rounded-lg',
        variant === 'menu' ? 'p-2.5' : 'p-3 sm:p-4',
        unread ? 'bg-sapphire-50/60' : null,
      )}
    >
      <NotificationAvatar notification={notification} />
      <div className="flex min-w-0 flex-1 flex-col">
        <Link to={notification.link} onClick={open} className="-m-1 rounded-md p-1 hover:bg-surface-muted/70">
          <span id={titleId} className="block text-sm font-semibold break-words text-ink">
            {notification.title}
          </span>
          {notification.body ? (
            <span
              className={cx(
                'mt-0.5 block text-sm break-words text-ink-muted',
                variant === 'menu' ? 'line-clamp-2' : null,
              )}
            >
              {notification.body}
            </span>
          ) : null}
        </Link>
        <span className="mt-1 flex items-center gap-2 text-xs text-ink-muted">
          <RelativeTime value={notification.createdAt} />
          {unread ? (
            <span className="inline-flex items-center gap-1 font-medium text-sapphire-700">
              <span aria-hidden className="size-2 rounded-full bg-sapphire-600" />
              {NOTIFICATION_TEXT.filterUnread}
            </span>
          ) : null}
        </span>
        <NotificationActions notification={notification} describedBy={titleId} onNavigate={open} />
      </div>
      {variant === 'page' && unread ? (
        <Button
          variant="ghost"
          size="icon"
          className="text-ink-muted"
          aria-label={NOTIFICATION_TEXT.markRead}
          aria-describedby={titleId}
          title={NOTIFICATION_TEXT.markRead}
          onClick={() => markRead.mutate(notification.id)}
        >
          <Check aria-hidden className="size-5" />
        </Button>
      ) : null}
    </article>
  );
}
