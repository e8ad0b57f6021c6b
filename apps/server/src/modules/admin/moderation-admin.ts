import {
  type AdminReport,
  type AdminReportPage,
  type AdminReportsQuery,
  MODERATION_EVENTS,
  MODERATION_LIMITS,
  MODERATION_TEXT,
  type ModerationAction,
  type WarnAuthorRequest,
} from '@ibh/contract';
import * as z from 'zod';
import type { Executor } from '../../db/executor.ts';
import type { AppContext } from '../../platform/context.ts';
import { cursorField, decodeCursor, encodeCursor } from '../../platform/cursor.ts';
import { emitEvent } from '../../platform/events.ts';
import { type AdminActor, withAdminAudit } from '../admin-audit/admin-audit.ts';
import { hiddenDirectMessages, hideDirectMessage } from '../messages/hide-message.ts';
import { type ReportState, reportMachine } from '../moderation/moderation.machine.ts';
import { closeReport, lockReport, type ReportRow, selectReportPage } from '../moderation/report-store.ts';
import { selectPeople } from '../people/person-json.ts';
import { nameOf } from '../profiles/profile-view.ts';

type Ctx = Pick<AppContext, 'db'>;

const CursorSchema = z.object({ at: cursorField.time, id: cursorField.uuid });

/** The reports as the screen shows them: people's names, the item's hidden state, the buttons. */
async function present(db: Executor, rows: ReportRow[]): Promise<AdminReport[]> {
  const people = new Map(
    (
      await selectPeople(
        db,
        rows.flatMap((r) => (r.reporter_id ? [r.reporter_id, r.reported_user_id] : [r.reported_user_id])),
      )
    ).map((p) => [p.id, nameOf(p)]),
  );
  const hidden = await hiddenDirectMessages(
    db,
    rows.filter((r) => r.subject_type === 'direct_message').map((r) => r.subject_id),
  );
  const name = (id: string) => people.get(id) ?? MODERATION_TEXT.deletedReporter;
  return rows.map((row) => ({
    id: row.id,
    subject: {
      type: row.subject_type,
      id: row.subject_id,
      excerpt: row.excerpt,
      hidden: hidden.has(row.subject_id),
    },
    reporter: row.reporter_id ? { id: row.reporter_id, name: name(row.reporter_id) } : null,
    author: { id: row.reported_user_id, name: name(row.reported_user_id) },
    reason: row.reason,
    status: row.status,
    action: row.action,
    createdAt: new Date(row.created_at).toISOString(),
    resolvedAt: row.resolved_at === null ? null : new Date(row.resolved_at).toISOString(),
    allowedActions: reportMachine.allowedActions(row.status, 'admin'),
  }));
}

/**
 * GET /api/admin/reports: open reports oldest first (a queue: the longest waiting on top), or the
 * dismissed, actioned or all of them newest first; keyset pages of MODERATION_LIMITS.page.
 */
export async function listReports(ctx: Ctx, query: AdminReportsQuery): Promise<AdminReportPage> {
  const status = query.status ?? 'open';
  const after = query.cursor ? decodeCursor(CursorSchema, query.cursor) : null;
  const limit = MODERATION_LIMITS.page;
  const oldestFirst = status === 'open';
  const rows = await selectReportPage(ctx.db, { status, after, limit: limit + 1, oldestFirst });
  const page = rows.slice(0, limit);
  const last = page[limit - 1];
  return {
    items: await present(ctx.db, page),
    nextCursor: rows.length > limit && last ? encodeCursor({ at: last.time_key, id: last.id }) : null,
  };
}

const LOGGED = {
  dismiss: 'report_dismissed',
  hide: 'report_item_hidden',
  warn: 'report_author_warned',
} as const;

/**
 * An admin's action on a report, as the table allows: the report row is locked, the machine
 * answers the next state or the coded refusal (a report already handled, an unknown one), the
 * action's effect runs through the owning module (hide) or the events catalog (warn), and the
 * report's change and its admin_logs row commit together.
 */
export function actOnReport(
  ctx: Ctx,
  admin: AdminActor,
  reportId: string,
  action: ModerationAction,
  input: WarnAuthorRequest = {},
): Promise<AdminReport> {
  return withAdminAudit(ctx, admin, LOGGED[action], async (trx) => {
    const row = await lockReport(trx, reportId);
    const state: ReportState = row ? row.status : 'none';
    const next = reportMachine.transition(state, action, 'admin');
    if (!row) throw new Error('unreachable: the table refuses a missing report');
    const note = input.note?.trim() || null;
    if (action === 'hide') await hideDirectMessage(trx, row.subject_id);
    if (action === 'warn') {
      await emitEvent(trx, {
        type: MODERATION_EVENTS.authorWarned,
        actorId: admin.id,
        payload: {
          userId: row.reported_user_id,
          reportId: row.id,
          message: MODERATION_TEXT.warningNotice(row.reason, note),
        },
      });
    }
    const updated = await closeReport(trx, reportId, { status: next, action, adminId: admin.id });
    const [report] = await present(trx, [updated]);
    return {
      result: report as AdminReport,
      targetId: reportId,
      details: {
        subjectType: row.subject_type,
        subjectId: row.subject_id,
        authorId: row.reported_user_id,
        ...(note ? { note } : {}),
      },
    };
  });
}
