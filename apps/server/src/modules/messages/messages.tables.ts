import type { Generated } from 'kysely';
import type { Timestamp } from '../../db/schema.ts';

/** Tables of migrations/0007_notifications_messages.sql (direct messages part). */
export interface DirectMessagesTable {
  id: Generated<string>;
  sender_id: string;
  recipient_id: string;
  body: string;
  created_at: Generated<Date>;
  read_at: Timestamp | null;
  /** Set when a moderator hid the message (migration 0028): only its sender still reads it. */
  hidden_at: Timestamp | null;
}

export interface UserBlocksTable {
  blocker_id: string;
  blocked_id: string;
  created_at: Generated<Date>;
}

export interface DirectMessageReportsTable {
  id: Generated<string>;
  message_id: string;
  reporter_id: string;
  reason: string;
  created_at: Generated<Date>;
}

export interface MessagesTables {
  direct_messages: DirectMessagesTable;
  user_blocks: UserBlocksTable;
  direct_message_reports: DirectMessageReportsTable;
}
