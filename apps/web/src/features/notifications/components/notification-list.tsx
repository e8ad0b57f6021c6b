import { NOTIFICATION_TEXT } from '@ibh/contract';
import { BellOff, CheckCheck } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { RetryAlert } from '@/components/ui/retry-alert';
import { useLoadMore } from '@/lib/use-load-more';
import { useNotificationList } from '../api/list-notifications';
import type { NotificationFilter } from '../api/notification-keys';
import { NotificationItem } from './notification-item';
import { NotificationSkeleton } from './notification-skeleton';

function LoadError({ onRetry }: { onRetry: () => void }) {
  return (
    <RetryAlert message={NOTIFICATION_TEXT.loadFailed} retry={NOTIFICATION_TEXT.retry} onRetry={onRetry} />
  );
}

/** The page's list for a filter: skeleton, error with retry, empty, or items with infinite scroll. */
export function NotificationList({ filter }: { filter: NotificationFilter }) {
  const list = useNotificationList(filter);
  const items = list.data?.pages.flatMap((page) => page.items) ?? [];
  const hasMore = Boolean(list.hasNextPage);
  const moreFailed = list.isFetchNextPageError;
  const loadMore = () => {
    if (!list.isFetchingNextPage) void list.fetchNextPage();
  };
  const sentinel = useLoadMore<HTMLDivElement>(loadMore, hasMore && !list.isFetchingNextPage && !moreFailed);

  if (list.isPending) return <NotificationSkeleton rows={5} />;
  if (list.isError && items.length === 0) return <LoadError onRetry={() => void list.refetch()} />;
  if (items.length === 0) {
    return filter === 'unread' ? (
      <EmptyState icon={CheckCheck} title={NOTIFICATION_TEXT.emptyUnread} />
    ) : (
      <EmptyState icon={BellOff} title={NOTIFICATION_TEXT.empty}>
        {NOTIFICATION_TEXT.emptyBody}
      </EmptyState>
    );
  }
  return (
    <div className="flex flex-col gap-4">
      <ul className="flex flex-col gap-1 rounded-card border border-line bg-surface p-1.5 sm:p-2">
        {items.map((notification) => (
          <li key={notification.id}>
            <NotificationItem notification={notification} variant="page" />
          </li>
        ))}
      </ul>
      <div ref={sentinel} aria-hidden className="h-px" />
      {moreFailed ? <LoadError onRetry={loadMore} /> : null}
      {hasMore && !moreFailed ? (
        <Button
          variant="secondary"
          onClick={loadMore}
          disabled={list.isFetchingNextPage}
          className="self-center"
        >
          {list.isFetchingNextPage ? NOTIFICATION_TEXT.loadingMore : NOTIFICATION_TEXT.loadMore}
        </Button>
      ) : null}
      {!hasMore ? <p className="text-center text-sm text-ink-muted">{NOTIFICATION_TEXT.end}</p> : null}
    </div>
  );
}
