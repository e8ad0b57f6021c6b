import type { ModerationAction, ModerationStatus, ModerationSubject } from '@ibh/contract';
import type { ColumnType, Generated } from 'kysely';
import type { Timestamp } from '../../db/schema.ts';

/** admin_logs (001 section 3.2), migration 0007: what admins did. */
export interface AdminLogsTable {
  id: Generated<string>;
  /** Null once the admin's account is deleted; the entry stays. */
  admin_id: string | null;
  action: string;
  target_type: string;
  target_id: string | null;
  details: ColumnType<Record<string, unknown>, string | undefined, string>;
  ip_address: string | null;
  created_at: Generated<Date>;
}

/** moderation_reports, migration 0009: users' reports waiting for the admin console. */
export interface ModerationReportsTable {
  id: Generated<string>;
  subject_type: ModerationSubject;
  subject_id: string;
  reporter_id: string | null;
  reported_user_id: string;
  reason: string;
  excerpt: string;
  status: Generated<ModerationStatus>;
  /** What closed it (migration 0028); null while open. */
  action: ModerationAction | null;
  created_at: Generated<Date>;
  resolved_at: Timestamp | null;
  resolved_by: string | null;
}

export interface AdminTables {
  admin_logs: AdminLogsTable;
  moderation_reports: ModerationReportsTable;
}
