import {
  DEFAULT_NOTIFICATION_PREFERENCES,
  NOTIFICATION_EVENTS,
  type Notification,
  NotificationSchema,
  PATHS,
  userTopic,
} from '@ibh/contract';
import { type Query, type QueryClient, useQueryClient } from '@tanstack/react-query';
import toast from 'react-hot-toast';
import { useLocation } from 'react-router';
import { useAuth } from '@/lib/auth';
import { REALTIME_RESUBSCRIBED, useRealtimeTopic } from '@/lib/realtime';
import { refreshAfterChange } from '@/lib/refresh-after-change';
import { notificationKeys } from '../api/notification-keys';
import { ensurePreferences } from '../api/preferences';
import {
  markAllCachedRead,
  prependCachedNotification,
  replaceCachedNotification,
} from '../lib/notification-cache';

/**
 * A notification means something changed for this person (a request answered, an invite...):
 * screens about its target (an idea, an order) refetch now if shown, and everything else cached
 * is marked stale so it is read again when next opened.
 */
function refreshAffected(queryClient: QueryClient, notification: Notification): void {
  const ids = new Set(
    [notification.targetId, notification.actionData.ideaId, notification.actionData.orderId].filter(
      (id): id is string => Boolean(id),
    ),
  );
  const outside = (query: Query) => query.queryKey[0] !== notificationKeys.all[0];
  void queryClient.invalidateQueries({
    predicate: (query) => outside(query) && query.queryKey.some((part) => ids.has(part as string)),
  });
  void queryClient.invalidateQueries({ predicate: outside, refetchType: 'none' });
}

/**
 * Keeps cached notifications current from the user's own topic: new ones go on top of the
 * lists and the bell, changed ones (read, resolved) are replaced. A new one is also toasted
 * (its title) when the `push` preference is on, unless the notifications page is open.
 */
export function useLiveNotifications(): void {
  const { status, user } = useAuth();
  const queryClient = useQueryClient();
  const { pathname } = useLocation();
  const topic = status === 'signed_in' && user ? userTopic(user.id) : null;

  useRealtimeTopic(topic, (event) => {
    switch (event.type) {
      case NOTIFICATION_EVENTS.created: {
        const parsed = NotificationSchema.safeParse(event.data);
        if (!parsed.success) {
          void refreshAfterChange(queryClient, notificationKeys.all);
          return;
        }
        const notification = parsed.data;
        prependCachedNotification(queryClient, notification);
        refreshAffected(queryClient, notification);
        if (pathname !== PATHS.notifications) {
          // A failed read of the preferences means the defaults (000 section 8): push is on.
          void ensurePreferences(queryClient)
            .catch(() => DEFAULT_NOTIFICATION_PREFERENCES)
            .then((preferences) => {
              if (preferences.push) toast(notification.title, { id: `notification-${notification.id}` });
            });
        }
        return;
      }
      case NOTIFICATION_EVENTS.updated: {
        const parsed = NotificationSchema.safeParse(event.data);
        if (parsed.success) {
          replaceCachedNotification(queryClient, parsed.data);
          refreshAffected(queryClient, parsed.data);
        } else void refreshAfterChange(queryClient, notificationKeys.all);
        return;
      }
      case NOTIFICATION_EVENTS.allRead:
        markAllCachedRead(queryClient);
        return;
      case REALTIME_RESUBSCRIBED:
        // Events may have been missed while the socket was down.
        void refreshAfterChange(queryClient, notificationKeys.all);
        return;
      default:
        return;
    }
  });
}
