import { NOTIFICATION_EVENTS, userTopic } from '@ibh/contract';
import type { Executor } from '../../db/executor.ts';
import type { AppContext } from '../../platform/context.ts';
import { toNotification } from './notification-view.ts';
import { type NotificationRow, selectNotificationsByIds } from './notifications.repo.ts';

type Deps = Pick<AppContext, 'realtime' | 'storage'>;

/** notification.created / notification.updated on each recipient's own topic, with the Notification. */
export async function publishNotificationRows(
  deps: Deps,
  event: 'created' | 'updated',
  rows: readonly NotificationRow[],
): Promise<void> {
  for (const row of rows) {
    await deps.realtime.publish(userTopic(row.user_id), {
      type: NOTIFICATION_EVENTS[event],
      data: await toNotification(deps.storage, row),
    });
  }
}

/** Reads the notifications that just changed and tells their recipients. */
export async function publishUpdated(deps: Deps & { db: Executor }, ids: readonly string[]): Promise<void> {
  if (ids.length === 0) return;
  await publishNotificationRows(deps, 'updated', await selectNotificationsByIds(deps.db, ids));
}

export function publishAllRead(deps: Pick<AppContext, 'realtime'>, userId: string, updated: number) {
  return deps.realtime.publish(userTopic(userId), { type: NOTIFICATION_EVENTS.allRead, data: { updated } });
}
