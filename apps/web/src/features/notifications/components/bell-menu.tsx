import { NOTIFICATION_LIMITS, NOTIFICATION_TEXT, PATHS } from '@ibh/contract';
import { BellOff, CheckCheck } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { RetryAlert } from '@/components/ui/retry-alert';
import { useMarkAllRead } from '../api/mark-all-read';
import { useRecentNotifications } from '../api/recent-notifications';
import { NotificationItem } from './notification-item';
import { NotificationSkeleton } from './notification-skeleton';

interface BellMenuProps {
  /** The header's unread count (the list may hold fewer than all unread ones). */
  unread: number;
  /** Closes the menu (after following a link). */
  onClose: () => void;
}

/** The bell's panel: the 10 newest notifications, Mark all read, and the way to all of them. */
export function BellMenu({ unread, onClose }: BellMenuProps) {
  const recent = useRecentNotifications();
  const markAll = useMarkAllRead();
  const items = (recent.data?.items ?? []).slice(0, NOTIFICATION_LIMITS.recent);
  const anyUnread = unread > 0 || items.some((item) => !item.isRead);
  return (
    <div className="flex max-h-[min(36rem,calc(100dvh-6rem))] flex-col">
      <div className="flex items-center justify-between gap-2 border-b border-line px-3 py-2">
        <h2 className="text-base font-semibold text-ink">{NOTIFICATION_TEXT.pageTitle}</h2>
        <Button
          variant="ghost"
          className="px-2.5 text-sapphire-700"
          disabled={!anyUnread || markAll.isPending}
          onClick={() => markAll.mutate()}
        >
          <CheckCheck aria-hidden className="size-4" />
          {NOTIFICATION_TEXT.markAllRead}
        </Button>
      </div>
      <div className="min-h-0 flex-1 overflow-y-auto p-1.5">
        {recent.isPending ? <NotificationSkeleton rows={3} /> : null}
        {recent.isError && !recent.data ? (
          <RetryAlert
            className="m-1.5"
            message={NOTIFICATION_TEXT.loadFailed}
            retry={NOTIFICATION_TEXT.retry}
            onRetry={() => void recent.refetch()}
          />
        ) : null}
        {recent.isSuccess && items.length === 0 ? (
          <div className="flex flex-col items-center px-4 py-8 text-center">
            <BellOff aria-hidden className="mb-3 size-8 text-ink-muted" />
            <p className="text-sm font-semibold text-ink">{NOTIFICATION_TEXT.empty}</p>
            <p className="mt-1 text-sm text-ink-muted">{NOTIFICATION_TEXT.emptyBody}</p>
          </div>
        ) : null}
        {items.length > 0 ? (
          <ul className="flex flex-col gap-1">
            {items.map((notification) => (
              <li key={notification.id}>
                <NotificationItem notification={notification} variant="menu" onNavigate={onClose} />
              </li>
            ))}
          </ul>
        ) : null}
      </div>
      <div className="border-t border-line p-1.5">
        <Link
          to={PATHS.notifications}
          onClick={onClose}
          className="flex min-h-10 items-center justify-center rounded-md text-sm font-medium text-sapphire-700 hover:bg-surface-muted"
        >
          {NOTIFICATION_TEXT.viewAll}
        </Link>
      </div>
    </div>
  );
}
