import { NOTIFICATION_ENDPOINTS } from '@ibh/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { headerCountsKey } from '@/lib/header-counts-key';
import { adjustUnreadCount, markAllCachedRead } from '../lib/notification-cache';
import { notificationKeys } from './notification-keys';

/** POST /api/notifications/read-all: every notification read, the bell's badge gone. */
export function useMarkAllRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api(NOTIFICATION_ENDPOINTS.markAllRead),
    onMutate: () => {
      markAllCachedRead(queryClient);
      adjustUnreadCount(queryClient, () => 0);
    },
    // The Unread list is read again: now it is empty ("You're all caught up.").
    onSuccess: () => queryClient.invalidateQueries({ queryKey: notificationKeys.list('unread') }),
    onError: () => queryClient.invalidateQueries({ queryKey: notificationKeys.all }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: headerCountsKey }),
  });
}
