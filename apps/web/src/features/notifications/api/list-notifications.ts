import { NOTIFICATION_ENDPOINTS, NOTIFICATION_LIMITS } from '@ibh/contract';
import { useInfiniteQuery } from '@tanstack/react-query';
import { keysetPages } from '@/components/lists/keyset-pages';
import { api } from '@/lib/api-client';
import { type NotificationFilter, notificationKeys } from './notification-keys';

/** GET /api/notifications: newest first, a keyset page at a time; `unread` keeps only unread ones. */
export function useNotificationList(filter: NotificationFilter) {
  return useInfiniteQuery({
    queryKey: notificationKeys.list(filter),
    ...keysetPages((cursor, signal) =>
      api(NOTIFICATION_ENDPOINTS.list, {
        query: {
          limit: NOTIFICATION_LIMITS.pageSize,
          cursor,
          unread: filter === 'unread' ? 'true' : undefined,
        },
        signal,
      }),
    ),
  });
}
