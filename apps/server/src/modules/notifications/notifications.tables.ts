import type { ColumnType, Generated } from 'kysely';
import type { Timestamp } from '../../db/schema.ts';

type Defaulted<T> = ColumnType<T, T | undefined, T>;

/** Tables of migrations/0007_notifications_messages.sql (notifications part). */
export interface NotificationsTable {
  id: Generated<string>;
  user_id: string;
  type: string;
  title: string;
  body: string;
  link: string;
  /** NotificationMeta (notification-meta.ts) as jsonb. */
  meta: ColumnType<Record<string, unknown>, string | undefined, string>;
  from_user_id: string | null;
  dedupe_key: string | null;
  is_read: Defaulted<boolean>;
  resolved_at: Timestamp | null;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

export interface NotificationPreferencesTable {
  user_id: string;
  collab: Defaulted<boolean>;
  proshop: Defaulted<boolean>;
  system: Defaulted<boolean>;
  email: Defaulted<boolean>;
  push: Defaulted<boolean>;
  updated_at: Generated<Date>;
}

export interface NotificationsTables {
  notifications: NotificationsTable;
  notification_preferences: NotificationPreferencesTable;
}
