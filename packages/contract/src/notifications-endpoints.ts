import { IdParamsSchema } from './common.ts';
import { defineEndpoint, endpointPath } from './endpoint.ts';
import { NOTIFICATIONS, PAGING } from './limits.ts';
import {
  HeaderCountsSchema,
  MarkAllReadResponseSchema,
  NotificationActRequestSchema,
  NotificationListQuerySchema,
  NotificationPageSchema,
  NotificationPreferencesSchema,
  NotificationSchema,
  TestNotificationRequestSchema,
  TestNotificationResponseSchema,
  UpdateNotificationPreferencesSchema,
} from './notifications.ts';

const tags = ['notifications'] as const;

/** The notification endpoints (000 section 4): one descriptor each, shared by server and web. */
export const NOTIFICATION_ENDPOINTS = {
  list: defineEndpoint({
    method: 'GET',
    path: '/api/notifications',
    summary:
      'My notifications, newest first (keyset-paged; unread=true for the unread only; since=<ISO time> for those created at or after it)',
    tags,
    query: NotificationListQuerySchema,
    responses: { 200: NotificationPageSchema },
  }),
  recent: defineEndpoint({
    method: 'GET',
    path: '/api/notifications/recent',
    summary: 'My 10 newest notifications (the bell menu)',
    tags,
    responses: { 200: NotificationPageSchema },
  }),
  markRead: defineEndpoint({
    method: 'POST',
    path: '/api/notifications/:id/read',
    summary: 'Mark one of my notifications read',
    tags,
    params: IdParamsSchema,
    responses: { 200: NotificationSchema },
  }),
  markAllRead: defineEndpoint({
    method: 'POST',
    path: '/api/notifications/read-all',
    summary: 'Mark all my notifications read',
    tags,
    responses: { 200: MarkAllReadResponseSchema },
  }),
  act: defineEndpoint({
    errors: ['E_INVALID_STATE', 'E_NOT_PENDING'],
    method: 'POST',
    path: '/api/notifications/:id/actions',
    summary: "Press one of a notification's buttons (Accept, Decline...)",
    tags,
    params: IdParamsSchema,
    body: NotificationActRequestSchema,
    responses: { 200: NotificationSchema },
  }),
  preferences: defineEndpoint({
    method: 'GET',
    path: '/api/me/notification-preferences',
    summary: 'My notification preferences',
    tags,
    responses: { 200: NotificationPreferencesSchema },
  }),
  updatePreferences: defineEndpoint({
    method: 'PUT',
    path: '/api/me/notification-preferences',
    summary: 'Change some of my notification preferences (returns all five)',
    tags,
    body: UpdateNotificationPreferencesSchema,
    responses: { 200: NotificationPreferencesSchema },
  }),
  counts: defineEndpoint({
    method: 'GET',
    path: '/api/me/counts',
    summary: 'Unread notifications, unread direct messages and pending pro-sign requests (the header badges)',
    tags,
    responses: { 200: HeaderCountsSchema },
  }),
  /** Development only (not registered in production): sends a sample of a type to yourself. */
  test: defineEndpoint({
    method: 'POST',
    path: '/api/dev/notifications/test',
    summary: 'Development only: send myself a sample notification of a type',
    tags,
    body: TestNotificationRequestSchema,
    responses: { 200: TestNotificationResponseSchema },
  }),
};

/** Concrete paths, derived from the descriptors (for tests, the bench and e2e). */
export const NOTIFICATION_API = {
  list: NOTIFICATION_ENDPOINTS.list.path,
  recent: NOTIFICATION_ENDPOINTS.recent.path,
  read: (id: string) => endpointPath(NOTIFICATION_ENDPOINTS.markRead, { id }),
  readAll: NOTIFICATION_ENDPOINTS.markAllRead.path,
  act: (id: string) => endpointPath(NOTIFICATION_ENDPOINTS.act, { id }),
  preferences: NOTIFICATION_ENDPOINTS.preferences.path,
  counts: NOTIFICATION_ENDPOINTS.counts.path,
  /** Development only (not registered in production): sends a sample of a type to yourself. */
  test: NOTIFICATION_ENDPOINTS.test.path,
} as const;

export const NOTIFICATION_LIMITS = {
  pageSize: PAGING.defaultPageSize,
  recent: NOTIFICATIONS.recentInMenu,
  /** A follow/unfollow/follow burst makes one notice, not several (IBH; not in the spec). */
  dedupeWindowMs: 60 * 60 * 1000,
  commentExcerpt: 140,
} as const;
