import type { ModerationAction, ModerationStatus, ModerationSubject } from '@ibh/contract';
import type { Generated } from 'kysely';
import type { Timestamp } from '../../db/schema.ts';

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

export interface ModerationTables {
  moderation_reports: ModerationReportsTable;
}
