import type { ModerationAction, ModerationStatus } from '@ibh/contract';
import { sql } from 'kysely';
import type { Executor } from '../../db/executor.ts';

/** The moderation_reports reads and writes of the admin console's report queue (modules/admin). */
export const reportColumns = [
  'id',
  'subject_type',
  'subject_id',
  'reporter_id',
  'reported_user_id',
  'reason',
  'excerpt',
  'status',
  'action',
  'created_at',
  'resolved_at',
] as const;

export interface ReportRow {
  id: string;
  subject_type: 'direct_message';
  subject_id: string;
  reporter_id: string | null;
  reported_user_id: string;
  reason: string;
  excerpt: string;
  status: 'open' | 'dismissed' | 'actioned';
  action: ModerationAction | null;
  created_at: Date | string;
  resolved_at: Date | string | null;
}

const exactTime = sql<string>`to_char(created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

/**
 * One keyset page of reports in a status ('all': any), oldest first (the open queue) or newest
 * first, after a cursor's (created_at, id); `limit` rows, each with its exact time as `time_key`.
 */
export function selectReportPage(
  db: Executor,
  page: {
    status: ModerationStatus | 'all';
    after: { at: string; id: string } | null;
    limit: number;
    oldestFirst: boolean;
  },
) {
  const direction = page.oldestFirst ? 'asc' : 'desc';
  let select = db
    .selectFrom('moderation_reports')
    .select(reportColumns)
    .select(exactTime.as('time_key'))
    .orderBy('created_at', direction)
    .orderBy('id', direction)
    .limit(page.limit);
  const { status, after } = page;
  if (status !== 'all') select = select.where('status', '=', status);
  if (after) {
    const key = sql`(${after.at}::timestamptz, ${after.id}::uuid)`;
    select = select.where(
      page.oldestFirst ? sql<boolean>`(created_at, id) > ${key}` : sql<boolean>`(created_at, id) < ${key}`,
    );
  }
  return select.execute();
}

/** The report, locked for the rest of the caller's transaction; undefined when there is none. */
export function lockReport(trx: Executor, reportId: string) {
  return trx
    .selectFrom('moderation_reports')
    .select(reportColumns)
    .where('id', '=', reportId)
    .forUpdate()
    .executeTakeFirst();
}

/** Closes a report with the admin's action (the machine decided `status`); returns the closed row. */
export function closeReport(
  trx: Executor,
  reportId: string,
  change: { status: ModerationStatus; action: ModerationAction; adminId: string },
) {
  return trx
    .updateTable('moderation_reports')
    .set({
      status: change.status,
      action: change.action,
      resolved_at: new Date(),
      resolved_by: change.adminId,
    })
    .where('id', '=', reportId)
    .returning(reportColumns)
    .executeTakeFirstOrThrow();
}
