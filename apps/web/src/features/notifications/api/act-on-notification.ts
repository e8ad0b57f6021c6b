import {
  NOTIFICATION_ENDPOINTS,
  type Notification,
  type NotificationAction,
  type NotificationResolution,
} from '@ibh/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { headerCountsKey } from '@/lib/header-counts-key';
import { replaceCachedNotification } from '../lib/notification-cache';
import { notificationKeys } from './notification-keys';

const DECLINES: readonly NotificationAction[] = ['decline_collaboration', 'decline_team_invite'];

/** How an answered notification reads when the server sends back nothing usable. */
function resolutionOf(action: NotificationAction): NotificationResolution {
  if (DECLINES.includes(action)) return 'declined';
  if (action === 'accept_collaboration' || action === 'accept_team_invite') return 'accepted';
  return 'done';
}

/**
 * POST /api/notifications/:id/actions: Accept / Decline really answer the request or invite.
 * Afterwards the notification reads as resolved, and every shown screen refetches, since the
 * answer changes ideas, teams and dashboards too.
 */
export function useNotificationAction(notification: Notification) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (action: NotificationAction) =>
      api(NOTIFICATION_ENDPOINTS.act, { params: { id: notification.id }, body: { action } }),
    onSuccess: (answered, action) => {
      replaceCachedNotification(
        queryClient,
        answered.id === notification.id
          ? answered
          : {
              ...notification,
              isRead: true,
              actionable: false,
              resolved: true,
              resolution: resolutionOf(action),
            },
      );
      return queryClient.invalidateQueries({
        predicate: (query) => query.queryKey[0] !== notificationKeys.all[0],
      });
    },
    // Answered elsewhere meanwhile: the server resolved it; show what it says now.
    onError: () => queryClient.invalidateQueries({ queryKey: notificationKeys.all }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: headerCountsKey }),
  });
}
