import { randomBytes, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUser } from '../../../test/factories.ts';
import { openTestDatabase } from '../../../test/test-server.ts';
import { type Database, IN_MEMORY, openDatabase } from '../../db/database.ts';
import { migrate, readMigrations } from '../../db/migrate.ts';
import { fileReport, listOpenReports, REPORT_EXCERPT_CHARS, resolveReport } from './moderation.ts';

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(async () => {
  await database.close();
  await database.dropSchema?.();
});
const db = () => database.db;

async function report(reason: string, reportedUserId?: string, reporterId?: string) {
  const reported = reportedUserId ?? (await buildUser(db())).id;
  const reporter = reporterId ?? (await buildUser(db())).id;
  const id = await fileReport(db(), {
    subjectType: 'direct_message',
    subjectId: randomUUID(),
    reporterId: reporter,
    reportedUserId: reported,
    reason,
    content: `About ${reason}`,
  });
  return { id, reported, reporter };
}

describe('the moderation queue', () => {
  it('lists open reports oldest first, up to the limit, and drops resolved ones', async () => {
    const first = await report('first');
    const second = await report('second');
    const third = await report('third');
    const admin = await buildUser(db(), { admin: true });
    expect(await resolveReport(db(), second.id, admin.id)).toBe(true);
    expect(await resolveReport(db(), second.id, admin.id)).toBe(false);

    const open = await listOpenReports(db());
    const mine = open.filter((r) => [first.id, second.id, third.id].includes(r.id));
    expect(mine.map((r) => r.reason)).toEqual(['first', 'third']);
    expect(mine[0]).toEqual({
      id: first.id,
      subjectType: 'direct_message',
      subjectId: expect.any(String),
      reporterId: first.reporter,
      reportedUserId: first.reported,
      reason: 'first',
      excerpt: 'About first',
      status: 'open',
      createdAt: expect.any(String),
    });
    expect(await listOpenReports(db(), 1)).toHaveLength(1);
  });

  it('keeps whole characters of a long excerpt', async () => {
    const sender = await buildUser(db());
    const reporter = await buildUser(db());
    const id = await fileReport(db(), {
      subjectType: 'direct_message',
      subjectId: randomUUID(),
      reporterId: reporter.id,
      reportedUserId: sender.id,
      reason: 'Waves',
      content: '👋'.repeat(REPORT_EXCERPT_CHARS + 10),
    });
    const row = (await listOpenReports(db())).find((r) => r.id === id);
    expect(row?.excerpt).toBe('👋'.repeat(REPORT_EXCERPT_CHARS));
  });

  it('keeps a report when the reporter deletes their account, and drops it with the reported account', async () => {
    const kept = await report('kept');
    const dropped = await report('dropped');
    await db().deleteFrom('users').where('id', 'in', [kept.reporter, dropped.reported]).execute();
    const open = await listOpenReports(db());
    expect(open.find((r) => r.id === kept.id)?.reporterId).toBeNull();
    expect(open.find((r) => r.id === dropped.id)).toBeUndefined();
  });
});

describe('migration 0009', () => {
  it('moves reports filed as admin_logs rows into the queue, and out of admin_logs', async () => {
    const url = process.env.TEST_DATABASE_URL;
    const old = await openDatabase({
      dataDir: IN_MEMORY,
      database: url ? { url, poolMax: 2, schema: `test_${randomBytes(6).toString('hex')}` } : { poolMax: 1 },
    });
    try {
      const migrations = readMigrations();
      await migrate(
        old,
        migrations.filter((m) => m.version < 9),
      );
      const sender = await buildUser(old.db);
      const reporter = await buildUser(old.db);
      const admin = await buildUser(old.db, { admin: true, passkey: false });
      const message = await old.db
        .insertInto('direct_messages')
        .values({ sender_id: sender.id, recipient_id: reporter.id, body: 'x'.repeat(250) })
        .returning('id')
        .executeTakeFirstOrThrow();
      await old.db
        .insertInto('direct_message_reports')
        .values({ message_id: message.id, reporter_id: reporter.id, reason: 'Spam' })
        .execute();
      await old.db
        .insertInto('admin_logs')
        .values([
          {
            admin_id: null,
            action: 'message_reported',
            target_type: 'direct_message',
            target_id: message.id,
          },
          { admin_id: admin.id, action: 'pro_verified', target_type: 'user', target_id: sender.id },
        ])
        .execute();

      await migrate(old, migrations);

      expect(await listOpenReports(old.db)).toEqual([
        expect.objectContaining({
          subjectType: 'direct_message',
          subjectId: message.id,
          reporterId: reporter.id,
          reportedUserId: sender.id,
          reason: 'Spam',
          excerpt: 'x'.repeat(REPORT_EXCERPT_CHARS),
          status: 'open',
        }),
      ]);
      const logs = await old.db.selectFrom('admin_logs').select(['action', 'admin_id']).execute();
      expect(logs).toEqual([{ action: 'pro_verified', admin_id: admin.id }]);
    } finally {
      await old.close();
      await old.dropSchema?.();
    }
  });
});
