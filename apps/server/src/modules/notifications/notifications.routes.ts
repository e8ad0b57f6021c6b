import {
  HeaderCountsSchema,
  IdParamsSchema,
  MarkAllReadResponseSchema,
  NOTIFICATION_API,
  NOTIFICATION_TEXT,
  NotificationActRequestSchema,
  NotificationListQuerySchema,
  NotificationPageSchema,
  NotificationPreferencesSchema,
  NotificationSchema,
  TestNotificationRequestSchema,
  TestNotificationResponseSchema,
  UpdateNotificationPreferencesSchema,
} from '@ibh/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireUser } from '../../platform/auth/session.ts';
import { AppError } from '../../platform/errors.ts';
import { actOnNotification } from './act-on-notification.ts';
import { getHeaderCounts } from './get-header-counts.ts';
import { listNotifications, listRecentNotifications } from './list-notifications.ts';
import { markAllNotificationsRead, markNotificationRead } from './mark-notifications-read.ts';
import { getPreferences, updatePreferences } from './notification-preferences.ts';
import { sendTestNotification } from './send-test-notification.ts';

const tags = ['notifications'];

/** /api/notifications, /api/me/notification-preferences, /api/me/counts (and the dev test endpoint). */
export async function notificationsRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { ctx } = app;

  r.get(
    NOTIFICATION_API.list,
    {
      schema: {
        tags,
        summary: 'My notifications, newest first (keyset-paged; unread=true for the unread only)',
        querystring: NotificationListQuerySchema,
        response: { 200: NotificationPageSchema },
      },
    },
    (request) => listNotifications(ctx, requireUser(request).id, request.query),
  );

  r.get(
    NOTIFICATION_API.recent,
    {
      schema: {
        tags,
        summary: 'My 10 newest notifications (the bell menu)',
        response: { 200: NotificationPageSchema },
      },
    },
    (request) => listRecentNotifications(ctx, requireUser(request).id),
  );

  r.post(
    NOTIFICATION_API.read(':id'),
    {
      config: { noBody: true },
      schema: {
        tags,
        summary: 'Mark one of my notifications read',
        params: IdParamsSchema,
        response: { 200: NotificationSchema },
      },
    },
    (request) => markNotificationRead(ctx, requireUser(request).id, request.params.id),
  );

  r.post(
    NOTIFICATION_API.readAll,
    {
      config: { noBody: true },
      schema: {
        tags,
        summary: 'Mark all my notifications read',
        response: { 200: MarkAllReadResponseSchema },
      },
    },
    (request) => markAllNotificationsRead(ctx, requireUser(request).id),
  );

  r.post(
    NOTIFICATION_API.act(':id'),
    {
      schema: {
        tags,
        summary: "Press one of a notification's buttons (Accept, Decline...)",
        params: IdParamsSchema,
        body: NotificationActRequestSchema,
        response: { 200: NotificationSchema },
      },
    },
    (request) => actOnNotification(ctx, requireUser(request).id, request.params.id, request.body.action),
  );

  r.get(
    NOTIFICATION_API.preferences,
    {
      schema: {
        tags,
        summary: 'My notification preferences',
        response: { 200: NotificationPreferencesSchema },
      },
    },
    (request) => getPreferences(ctx, requireUser(request).id),
  );

  r.put(
    NOTIFICATION_API.preferences,
    {
      schema: {
        tags,
        summary: 'Change some of my notification preferences (returns all five)',
        body: UpdateNotificationPreferencesSchema,
        response: { 200: NotificationPreferencesSchema },
      },
    },
    (request) => updatePreferences(ctx, requireUser(request).id, request.body),
  );

  r.get(
    NOTIFICATION_API.counts,
    {
      schema: {
        tags,
        summary: 'Unread notifications and unread direct messages (the header badges)',
        response: { 200: HeaderCountsSchema },
      },
    },
    (request) => getHeaderCounts(ctx, requireUser(request).id),
  );

  // The local test panel's endpoint; production has no such route (404).
  if (!ctx.config.isProduction) {
    r.post(
      NOTIFICATION_API.test,
      {
        schema: {
          tags,
          summary: 'Development only: send myself a sample notification of a type',
          body: TestNotificationRequestSchema,
          response: { 200: TestNotificationResponseSchema },
        },
      },
      (request) => {
        if (!request.user) throw new AppError('E_UNAUTHENTICATED', NOTIFICATION_TEXT.notAuthenticated);
        return sendTestNotification(ctx, request.user.id, request.body.type);
      },
    );
  }
}
