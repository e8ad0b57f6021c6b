import { NOTIFICATION_ENDPOINTS as E, NOTIFICATION_TEXT } from '@ibh/contract';
import type { FastifyInstance } from 'fastify';
import { requireUser } from '../../platform/auth/session.ts';
import { route } from '../../platform/endpoints.ts';
import { AppError } from '../../platform/errors.ts';
import { actOnNotification } from './act-on-notification.ts';
import { getHeaderCounts } from './get-header-counts.ts';
import { listNotifications, listRecentNotifications } from './list-notifications.ts';
import { markAllNotificationsRead, markNotificationRead } from './mark-notifications-read.ts';
import { getPreferences, updatePreferences } from './notification-preferences.ts';
import { sendTestNotification } from './send-test-notification.ts';

/** /api/notifications, /api/me/notification-preferences, /api/me/counts (and the dev test endpoint). */
export function notificationsRoutes(app: FastifyInstance) {
  const { ctx } = app;

  route(app, E.list, (request) => listNotifications(ctx, requireUser(request).id, request.query));
  route(app, E.recent, (request) => listRecentNotifications(ctx, requireUser(request).id));
  route(app, E.markRead, (request) => markNotificationRead(ctx, requireUser(request).id, request.params.id));
  route(app, E.markAllRead, (request) => markAllNotificationsRead(ctx, requireUser(request).id));
  route(app, E.act, (request) =>
    actOnNotification(ctx, requireUser(request).id, request.params.id, request.body.action),
  );
  route(app, E.preferences, (request) => getPreferences(ctx, requireUser(request).id));
  route(app, E.updatePreferences, (request) => updatePreferences(ctx, requireUser(request).id, request.body));
  route(app, E.counts, (request) => getHeaderCounts(ctx, requireUser(request).id));

  // The local test panel's endpoint; production has no such route (404).
  if (!ctx.config.isProduction) {
    route(app, E.test, (request) => {
      if (!request.user) throw new AppError('E_UNAUTHENTICATED', NOTIFICATION_TEXT.notAuthenticated);
      return sendTestNotification(ctx, request.user.id, request.body.type);
    });
  }
}
