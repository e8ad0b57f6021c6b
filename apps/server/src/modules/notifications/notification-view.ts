import { isNotificationType, type Notification, type NotificationType } from '@ibh/contract';
import type { Storage } from '../../platform/storage/storage.ts';
import { toIdeaPerson } from '../people/person-view.ts';
import { readMeta } from './notification-meta.ts';
import type { NotificationRow } from './notifications.repo.ts';

/** The API shape (contract NotificationSchema); the sender's name and avatar are read now, signed. */
export async function toNotification(storage: Storage, row: NotificationRow): Promise<Notification> {
  const type: NotificationType = isNotificationType(row.type) ? row.type : 'system_update';
  const meta = readMeta(row.meta, type);
  const resolved = row.resolved_at !== null || meta.resolved;
  return {
    id: row.id,
    type,
    category: meta.category,
    title: row.title,
    body: row.body,
    link: row.link,
    icon: meta.icon,
    color: meta.color,
    isRead: row.is_read,
    createdAt: new Date(row.created_at).toISOString(),
    targetType: meta.targetType,
    targetId: meta.targetId,
    from: row.from ? await toIdeaPerson(storage, row.from) : null,
    actionable: meta.actionable,
    actions: resolved ? [] : meta.actions,
    actionData: meta.actionData,
    resolved,
    resolution: resolved ? (meta.resolution ?? 'done') : null,
  };
}

export function toNotifications(storage: Storage, rows: readonly NotificationRow[]): Promise<Notification[]> {
  return Promise.all(rows.map((row) => toNotification(storage, row)));
}
