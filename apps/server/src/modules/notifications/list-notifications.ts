import { NOTIFICATION_LIMITS, type NotificationListQuery, type NotificationPage } from '@ibh/contract';
import * as z from 'zod';
import type { AppContext } from '../../platform/context.ts';
import { cursorField, decodeCursor, encodeCursor } from '../../platform/cursor.ts';
import { toNotifications } from './notification-view.ts';
import { selectNotificationPage } from './notifications.repo.ts';

/** Where a page ended: the last row's exact creation time (UTC, microseconds) and id. */
const CursorSchema = z.object({
  at: cursorField.time,
  id: cursorField.uuid,
});

async function page(
  ctx: AppContext,
  userId: string,
  limit: number,
  cursor: string | undefined,
  unreadOnly: boolean,
  since: string | null = null,
): Promise<NotificationPage> {
  const after = cursor ? decodeCursor(CursorSchema, cursor) : null;
  const rows = await selectNotificationPage(ctx.db, userId, { after, limit, unreadOnly, since });
  const items = rows.slice(0, limit);
  const last = items.at(-1);
  return {
    items: await toNotifications(ctx.storage, items),
    nextCursor: rows.length > limit && last ? encodeCursor({ at: last.created_key, id: last.id }) : null,
  };
}

/**
 * GET /api/notifications: mine, newest first, keyset-paged; `unread=true` keeps the unread ones,
 * `since` those created at or after it (a reconnected client pages through what it missed).
 */
export function listNotifications(
  ctx: AppContext,
  userId: string,
  query: NotificationListQuery,
): Promise<NotificationPage> {
  return page(
    ctx,
    userId,
    query.limit ?? NOTIFICATION_LIMITS.pageSize,
    query.cursor,
    query.unread === 'true',
    query.since ?? null,
  );
}

/** GET /api/notifications/recent: the newest few, for the bell's menu (with the cursor to go on). */
export function listRecentNotifications(ctx: AppContext, userId: string): Promise<NotificationPage> {
  return page(ctx, userId, NOTIFICATION_LIMITS.recent, undefined, false);
}
