import {
  type HeaderCounts,
  NOTIFICATION_LIMITS,
  type Notification,
  type NotificationPage,
} from '@ibh/contract';
import type { InfiniteData, QueryClient } from '@tanstack/react-query';
import { headerCountsKey } from '@/lib/header-counts-key';
import { type NotificationFilter, notificationKeys } from '../api/notification-keys';

type Pages = InfiniteData<NotificationPage, string | undefined>;
export interface RecentList {
  items: Notification[];
}

const FILTERS: readonly NotificationFilter[] = ['all', 'unread'];

/** Applies `change` to the notification `id` wherever it is cached (both lists and the bell's recent). */
export function updateCachedNotification(
  queryClient: QueryClient,
  id: string,
  change: (notification: Notification) => Notification,
): void {
  const apply = (items: Notification[]) => items.map((item) => (item.id === id ? change(item) : item));
  for (const filter of FILTERS) {
    queryClient.setQueryData<Pages>(notificationKeys.list(filter), (old) =>
      old ? { ...old, pages: old.pages.map((page) => ({ ...page, items: apply(page.items) })) } : old,
    );
  }
  queryClient.setQueryData<RecentList>(notificationKeys.recent, (old) =>
    old ? { ...old, items: apply(old.items) } : old,
  );
}

/** Replaces the cached copies of a notification with the server's newer one. */
export function replaceCachedNotification(queryClient: QueryClient, notification: Notification): void {
  updateCachedNotification(queryClient, notification.id, () => notification);
}

/** A notification that just arrived goes on top of the cached lists (unread list only while unread). */
export function prependCachedNotification(queryClient: QueryClient, notification: Notification): void {
  const without = (items: Notification[]) => items.filter((item) => item.id !== notification.id);
  for (const filter of FILTERS) {
    if (filter === 'unread' && notification.isRead) continue;
    queryClient.setQueryData<Pages>(notificationKeys.list(filter), (old) => {
      if (!old || old.pages.length === 0) return old;
      const [first, ...rest] = old.pages;
      if (!first) return old;
      const pages = [
        { ...first, items: [notification, ...without(first.items)] },
        ...rest.map((page) => ({ ...page, items: without(page.items) })),
      ];
      return { ...old, pages };
    });
  }
  queryClient.setQueryData<RecentList>(notificationKeys.recent, (old) =>
    old ? { ...old, items: [notification, ...without(old.items)].slice(0, NOTIFICATION_LIMITS.recent) } : old,
  );
}

/** Every cached notification reads as read. */
export function markAllCachedRead(queryClient: QueryClient): void {
  const read = (items: Notification[]) =>
    items.map((item) => (item.isRead ? item : { ...item, isRead: true }));
  for (const filter of FILTERS) {
    queryClient.setQueryData<Pages>(notificationKeys.list(filter), (old) =>
      old ? { ...old, pages: old.pages.map((page) => ({ ...page, items: read(page.items) })) } : old,
    );
  }
  queryClient.setQueryData<RecentList>(notificationKeys.recent, (old) =>
    old ? { ...old, items: read(old.items) } : old,
  );
}

/** Adjusts the header's unread-notification count (never below zero). */
export function adjustUnreadCount(queryClient: QueryClient, change: (count: number) => number): void {
  queryClient.setQueryData<HeaderCounts>(headerCountsKey, (old) =>
    old ? { ...old, notifications: Math.max(0, change(old.notifications)) } : old,
  );
}

/** Finds a cached notification by id (lists first, then the bell's recent). */
export function findCachedNotification(queryClient: QueryClient, id: string): Notification | undefined {
  for (const filter of FILTERS) {
    const pages = queryClient.getQueryData<Pages>(notificationKeys.list(filter));
    for (const page of pages?.pages ?? []) {
      const found = page.items.find((item) => item.id === id);
      if (found) return found;
    }
  }
  return queryClient.getQueryData<RecentList>(notificationKeys.recent)?.items.find((item) => item.id === id);
}
