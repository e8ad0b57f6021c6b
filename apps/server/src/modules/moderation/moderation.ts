import { MODERATION_QUEUE_LIMIT, type ModerationReport, type ModerationSubject } from '@ibh/contract';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { reportColumns } from './report-store.ts';

/** How much of the reported content the queue keeps, so a moderator sees what it was about. */
export const REPORT_EXCERPT_CHARS = 200;

export interface NewReport {
  subjectType: ModerationSubject;
  subjectId: string;
  reporterId: string;
  reportedUserId: string;
  reason: string;
  /** The reported content; the queue keeps its first REPORT_EXCERPT_CHARS characters. */
  content: string;
}

/**
 * Files a user's report in the moderation queue (open), on the caller's executor so it commits
 * with the feature's own record of the report. Reports are not admin actions: no admin_logs row.
 */
export async function fileReport(db: Kysely<DB>, report: NewReport): Promise<string> {
  const row = await db
    .insertInto('moderation_reports')
    .values({
      subject_type: report.subjectType,
      subject_id: report.subjectId,
      reporter_id: report.reporterId,
      reported_user_id: report.reportedUserId,
      reason: report.reason,
      // Whole characters: an emoji is never cut in half.
      excerpt: Array.from(report.content).slice(0, REPORT_EXCERPT_CHARS).join(''),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** The admin console's queue: open reports, oldest first. */
export async function listOpenReports(
  db: Kysely<DB>,
  limit: number = MODERATION_QUEUE_LIMIT,
): Promise<ModerationReport[]> {
  const rows = await db
    .selectFrom('moderation_reports')
    .select(reportColumns)
    .where('status', '=', 'open')
    .orderBy('created_at', 'asc')
    .orderBy('id', 'asc')
    .limit(limit)
    .execute();
  return rows.map((row) => ({
    id: row.id,
    subjectType: row.subject_type,
    subjectId: row.subject_id,
    reporterId: row.reporter_id,
    reportedUserId: row.reported_user_id,
    reason: row.reason,
    excerpt: row.excerpt,
    status: row.status,
    createdAt: new Date(row.created_at).toISOString(),
  }));
}

/**
 * Dismisses an open report without touching the item (run it inside withAdminAudit). False when
 * the report does not exist or is already closed. The admin screen's actions are in
 * moderation-admin.ts (through the transition table).
 */
export async function resolveReport(db: Kysely<DB>, reportId: string, adminId: string): Promise<boolean> {
  const result = await db
    .updateTable('moderation_reports')
    .set({ status: 'dismissed', action: 'dismiss', resolved_at: new Date(), resolved_by: adminId })
    .where('id', '=', reportId)
    .where('status', '=', 'open')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
