import type { Seeder } from '../../db/seed/seeder.ts';
import { fileReport } from '../moderation/moderation.ts';

const HOUR = 60 * 60 * 1000;

/**
 * One reported message, so the admin console's Reports tab opens to a case on a fresh install: a
 * stranger asks Leo to pay outside escrow, and Leo reports it (read, as a recipient who reports has).
 */
export const DEMO_REPORT = {
  from: 'noah.johnson@demo.test',
  to: 'leo@demo.test',
  body: 'Skip the escrow: send 50% upfront by bank transfer and I start on LedgerLite today. Reply with your card number to lock the price.',
  reason: 'Asks me to pay outside escrow and for my card number.',
  ago: 26 * HOUR,
} as const;

export const messageReportSeeder: Seeder = {
  name: 'a reported direct message',
  async run(trx) {
    const people = await trx
      .selectFrom('users')
      .select(['id', 'email'])
      .where('email', 'in', [DEMO_REPORT.from, DEMO_REPORT.to])
      .execute();
    const idOf = new Map(people.map((p) => [p.email, p.id]));
    const sender = idOf.get(DEMO_REPORT.from);
    const reporter = idOf.get(DEMO_REPORT.to);
    if (!sender || !reporter) throw new Error('demo report: its two people are not seeded');
    const sentAt = new Date(Date.now() - DEMO_REPORT.ago);
    const message = await trx
      .insertInto('direct_messages')
      .values({
        sender_id: sender,
        recipient_id: reporter,
        body: DEMO_REPORT.body,
        created_at: sentAt,
        read_at: new Date(sentAt.getTime() + HOUR),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('direct_message_reports')
      .values({ message_id: message.id, reporter_id: reporter, reason: DEMO_REPORT.reason })
      .execute();
    await fileReport(trx, {
      subjectType: 'direct_message',
      subjectId: message.id,
      reporterId: reporter,
      reportedUserId: sender,
      reason: DEMO_REPORT.reason,
      content: DEMO_REPORT.body,
    });
  },
};
