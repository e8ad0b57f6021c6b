import { NOTIFICATION_API, NotificationSchema } from '@ibh/contract';
import { useQuery } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { api } from '@/lib/api-client';
import { notificationKeys } from './notification-keys';

const RecentSchema = z.object({ items: z.array(NotificationSchema) });

/** GET /api/notifications/recent: the bell's 10 newest, fetched again each time the menu opens. */
export function useRecentNotifications() {
  return useQuery({
    queryKey: notificationKeys.recent,
    queryFn: ({ signal }) => api.get(NOTIFICATION_API.recent, { schema: RecentSchema, signal }),
    staleTime: 0,
  });
}
