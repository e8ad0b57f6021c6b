import { MESSAGE_TEXT, type MessageReport, type ReportMessageRequest } from '@ibh/contract';
import type { AppContext } from '../../platform/context.ts';
import { AppError } from '../../platform/errors.ts';
import { fileReport } from '../moderation/moderation.ts';

export { REPORT_EXCERPT_CHARS } from '../moderation/moderation.ts';

/**
 * POST /api/messages/:messageId/report: only the recipient may report a message (anyone else
 * gets E_NOT_FOUND, as if it did not exist; its sender gets E_INVALID_INPUT), once per person.
 * The report and its entry in the moderation queue (open, with an excerpt) commit together.
 */
export async function reportMessage(
  ctx: AppContext,
  me: string,
  messageId: string,
  input: ReportMessageRequest,
): Promise<MessageReport> {
  return ctx.db.transaction().execute(async (trx) => {
    const message = await trx
      .selectFrom('direct_messages')
      .select(['id', 'sender_id', 'recipient_id', 'body'])
      .where('id', '=', messageId)
      .where((eb) => eb.or([eb('sender_id', '=', me), eb('recipient_id', '=', me)]))
      .executeTakeFirst();
    if (!message) throw new AppError('E_NOT_FOUND');
    if (message.sender_id === me) throw new AppError('E_INVALID_INPUT', MESSAGE_TEXT.cannotReportOwn);
    const report = await trx
      .insertInto('direct_message_reports')
      .values({ message_id: message.id, reporter_id: me, reason: input.reason })
      .onConflict((oc) => oc.columns(['message_id', 'reporter_id']).doNothing())
      .returning(['id', 'created_at'])
      .executeTakeFirst();
    if (!report) throw new AppError('E_CONFLICT', MESSAGE_TEXT.alreadyReported);
    await fileReport(trx, {
      subjectType: 'direct_message',
      subjectId: message.id,
      reporterId: me,
      reportedUserId: message.sender_id,
      reason: input.reason,
      content: message.body,
    });
    return { id: report.id, messageId: message.id, createdAt: new Date(report.created_at).toISOString() };
  });
}
