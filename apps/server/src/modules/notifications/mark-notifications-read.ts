import type { Notification } from '@ibh/contract';
import type { AppContext } from '../../platform/context.ts';
import { AppError } from '../../platform/errors.ts';
import { toNotification } from './notification-view.ts';
import { publishAllRead, publishNotificationRows } from './notifications.realtime.ts';
import { markAllRead, markOwnNotificationRead, selectOwnNotification } from './notifications.repo.ts';

/** POST /api/notifications/:id/read: only my own; other tabs hear notification.updated. */
export async function markNotificationRead(
  ctx: AppContext,
  userId: string,
  id: string,
): Promise<Notification> {
  if (!(await markOwnNotificationRead(ctx.db, userId, id))) throw new AppError('E_NOT_FOUND');
  const row = await selectOwnNotification(ctx.db, userId, id);
  if (!row) throw new AppError('E_NOT_FOUND');
  await publishNotificationRows(ctx, 'updated', [row]);
  return toNotification(ctx.storage, row);
}

/** POST /api/notifications/read-all: returns how many changed; other tabs hear notification.all_read. */
export async function markAllNotificationsRead(
  ctx: AppContext,
  userId: string,
): Promise<{ updated: number }> {
  const updated = await markAllRead(ctx.db, userId);
  await publishAllRead(ctx, userId, updated);
  return { updated };
}
