import { NOTIFICATION_ENDPOINTS } from '@ibh/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { notificationKeys } from './notification-keys';

/** GET /api/notifications/recent: the bell's 10 newest, fetched again each time the menu opens. */
export function useRecentNotifications() {
  return useQuery({
    queryKey: notificationKeys.recent,
    queryFn: ({ signal }) => api(NOTIFICATION_ENDPOINTS.recent, { signal }),
    staleTime: 0,
  });
}
