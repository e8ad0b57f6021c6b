/** Which notifications a list shows: every one, or only the unread ones. */
export type NotificationFilter = 'all' | 'unread';

/** Query keys of the notifications feature; everything lives under ['notifications']. */
export const notificationKeys = {
  all: ['notifications'] as const,
  lists: ['notifications', 'list'] as const,
  list: (filter: NotificationFilter) => ['notifications', 'list', filter] as const,
  recent: ['notifications', 'recent'] as const,
  preferences: ['notifications', 'preferences'] as const,
};
