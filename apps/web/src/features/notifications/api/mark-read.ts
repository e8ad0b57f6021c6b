import { NOTIFICATION_ENDPOINTS } from '@ibh/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { headerCountsKey } from '@/lib/header-counts-key';
import {
  adjustUnreadCount,
  findCachedNotification,
  updateCachedNotification,
} from '../lib/notification-cache';
import { notificationKeys } from './notification-keys';

/** POST /api/notifications/:id/read: shown read at once, the bell's count one lower. */
export function useMarkRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api(NOTIFICATION_ENDPOINTS.markRead, { params: { id } }),
    onMutate: (id) => {
      const wasUnread = findCachedNotification(queryClient, id)?.isRead === false;
      updateCachedNotification(queryClient, id, (item) => ({ ...item, isRead: true }));
      if (wasUnread) adjustUnreadCount(queryClient, (count) => count - 1);
    },
    onError: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: notificationKeys.all }),
        queryClient.invalidateQueries({ queryKey: headerCountsKey }),
      ]),
    onSettled: () => queryClient.invalidateQueries({ queryKey: headerCountsKey }),
  });
}
