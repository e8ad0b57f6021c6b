import { randomUUID } from 'node:crypto';
import {
  type AdminReport,
  type AdminReportPage,
  MESSAGE_API,
  MODERATION_API,
  MODERATION_LIMITS,
  MODERATION_TEXT,
} from '@ibh/contract';
import { describe, expect, it } from 'vitest';
import { createAgent } from '../../../test/agent.ts';
import { signedInUser } from '../../../test/sign-in.ts';
import { useTestApp } from '../../../test/test-server.ts';
import { person, send } from '../messages/messages.test-kit.ts';
import { reportMachine } from '../moderation/moderation.machine.ts';
import { settle, storedNotifications } from '../notifications/notifications.test-kit.ts';

const t = useTestApp();

const db = () => t.database.db;

/** Ava sends Ben a message, Ben reports it; the open report as the admin list shows it. */
async function reportedMessage(reason = 'Spam') {
  const author = await person(t, `Ava ${randomUUID().slice(0, 6)}`);
  const reporter = await person(t, `Ben ${randomUUID().slice(0, 6)}`);
  const message = await send(author.agent, reporter.user.id, `Buy my course ${randomUUID()}`);
  const filed = await reporter.agent.post(MESSAGE_API.report(message.id), { reason });
  expect(filed.statusCode).toBe(201);
  const row = await db()
    .selectFrom('moderation_reports')
    .select('id')
    .where('subject_id', '=', message.id)
    .executeTakeFirstOrThrow();
  return { author, reporter, message, reportId: row.id };
}

async function admin() {
  return signedInUser(t.app, db(), { admin: true });
}

const logsFor = (reportId: string) =>
  db()
    .selectFrom('admin_logs')
    .select(['admin_id', 'action', 'target_type', 'target_id', 'details'])
    .where('target_id', '=', reportId)
    .execute();

async function listAll(agent: Awaited<ReturnType<typeof admin>>['agent'], status: string) {
  const items: AdminReport[] = [];
  let cursor: string | null = null;
  do {
    const query = new URLSearchParams({ status, ...(cursor ? { cursor } : {}) });
    const res = await agent.get(`${MODERATION_API.list}?${query}`);
    expect(res.statusCode).toBe(200);
    const page = res.json() as AdminReportPage;
    items.push(...page.items);
    cursor = page.nextCursor;
  } while (cursor);
  return items;
}

describe('the moderation queue for admins', () => {
  it('refuses the signed-out and non-admins, and changes nothing for them', async () => {
    const { reportId, author } = await reportedMessage();
    const anonymous = createAgent(t.app);
    expect((await anonymous.get(MODERATION_API.list)).statusCode).toBe(401);
    expect((await anonymous.post(MODERATION_API.dismiss(reportId))).statusCode).toBe(401);
    for (const agent of [author.agent, (await signedInUser(t.app, db())).agent]) {
      expect((await agent.get(MODERATION_API.list)).statusCode).toBe(403);
      for (const url of [MODERATION_API.dismiss(reportId), MODERATION_API.hide(reportId)]) {
        const res = await agent.post(url);
        expect(res.statusCode).toBe(403);
        expect(res.json().error.code).toBe('E_NOT_AUTHORIZED');
      }
      expect((await agent.post(MODERATION_API.warn(reportId), {})).statusCode).toBe(403);
    }
    const row = await db()
      .selectFrom('moderation_reports')
      .select('status')
      .where('id', '=', reportId)
      .executeTakeFirstOrThrow();
    expect(row.status).toBe('open');
    expect(await logsFor(reportId)).toEqual([]);
  });

  it('lists a report with the item, the reporter and the author, and the actions the table allows', async () => {
    const { reportId, author, reporter, message } = await reportedMessage('Selling things');
    const { agent } = await admin();
    const open = await listAll(agent, 'open');
    expect(open.find((r) => r.id === reportId)).toEqual({
      id: reportId,
      subject: { type: 'direct_message', id: message.id, excerpt: message.body, hidden: false },
      reporter: { id: reporter.user.id, name: expect.stringContaining('Ben') },
      author: { id: author.user.id, name: expect.stringContaining('Ava') },
      reason: 'Selling things',
      status: 'open',
      action: null,
      createdAt: expect.any(String),
      resolvedAt: null,
      allowedActions: ['dismiss', 'hide', 'warn'],
    });
    // Open reports are a queue: oldest first.
    const times = open.map((r) => r.createdAt);
    expect([...times].sort()).toEqual(times);
    expect((await agent.get(`${MODERATION_API.list}?status=bogus`)).statusCode).toBe(400);
    const badCursor = await agent.get(`${MODERATION_API.list}?cursor=not-a-cursor`);
    expect(badCursor.statusCode).toBe(400);
    expect(badCursor.json().error.code).toBe('E_INVALID_INPUT');
  });

  it('pages with a keyset cursor, every report once', async () => {
    const filed = [];
    for (let i = 0; i <= MODERATION_LIMITS.page; i += 1)
      filed.push((await reportedMessage(`r${i}`)).reportId);
    const { agent } = await admin();
    const first = await agent.get(`${MODERATION_API.list}?status=open`);
    expect(first.json().items).toHaveLength(MODERATION_LIMITS.page);
    expect(first.json().nextCursor).toEqual(expect.any(String));
    const ids = (await listAll(agent, 'open')).map((r) => r.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).toEqual(expect.arrayContaining(filed));
  });

  it('dismiss closes the report, writes its audit row, and a second action is a coded refusal', async () => {
    const { reportId, message, reporter } = await reportedMessage();
    const { agent, user } = await admin();
    const res = await agent.post(MODERATION_API.dismiss(reportId));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'dismissed', action: 'dismiss', allowedActions: [] });
    expect(await logsFor(reportId)).toEqual([
      {
        admin_id: user.id,
        action: 'report_dismissed',
        target_type: 'moderation_report',
        target_id: reportId,
        details: expect.objectContaining({ subjectId: message.id }),
      },
    ]);

    // Acting again, whichever action, by this admin or another: refused, nothing logged.
    const other = await admin();
    for (const [who, url] of [
      [agent, MODERATION_API.dismiss(reportId)],
      [other.agent, MODERATION_API.hide(reportId)],
    ] as const) {
      const again = await who.post(url);
      expect(again.statusCode).toBe(409);
      expect(again.json().error).toMatchObject({
        code: 'E_INVALID_STATE',
        message: MODERATION_TEXT.alreadyHandled,
      });
    }
    expect(await logsFor(reportId)).toHaveLength(1);
    // Dismissing leaves the message where it was.
    const thread = await reporter.agent.get(MESSAGE_API.thread(message.senderId));
    expect(thread.json().messages.map((m: { id: string }) => m.id)).toContain(message.id);
    expect((await listAll(agent, 'dismissed')).map((r) => r.id)).toContain(reportId);
    expect((await listAll(agent, 'open')).map((r) => r.id)).not.toContain(reportId);
  });

  it('hide removes the message from the recipient’s reads, keeps it for its author, and is audited', async () => {
    const { reportId, message, reporter, author } = await reportedMessage();
    const before = await reporter.agent.get(MESSAGE_API.thread(author.user.id));
    expect(before.json().messages.map((m: { id: string }) => m.id)).toContain(message.id);

    const { agent, user } = await admin();
    const res = await agent.post(MODERATION_API.hide(reportId));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'actioned', action: 'hide', subject: { hidden: true } });

    const thread = await reporter.agent.get(MESSAGE_API.thread(author.user.id));
    expect(thread.json().messages.map((m: { id: string }) => m.id)).not.toContain(message.id);
    const conversations = await reporter.agent.get(MESSAGE_API.conversations);
    const withAuthor = conversations
      .json()
      .items.find((c: { user: { id: string } }) => c.user.id === author.user.id);
    expect(withAuthor).toBeUndefined();
    const own = await author.agent.get(MESSAGE_API.thread(reporter.user.id));
    expect(own.json().messages.map((m: { id: string }) => m.id)).toContain(message.id);

    expect(await logsFor(reportId)).toMatchObject([
      { admin_id: user.id, action: 'report_item_hidden', target_type: 'moderation_report' },
    ]);
    const twice = await agent.post(MODERATION_API.hide(reportId));
    expect(twice.statusCode).toBe(409);
    expect(twice.json().error.code).toBe('E_INVALID_STATE');
  });

  it('warn sends the author a notification through the events and is audited', async () => {
    const { reportId, author } = await reportedMessage('Rude words');
    const { agent, user } = await admin();
    const res = await agent.post(MODERATION_API.warn(reportId), { note: '  Please stay polite.  ' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'actioned', action: 'warn', subject: { hidden: false } });
    await settle(t);
    expect(await storedNotifications(t, author.user.id)).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          type: 'system_update',
          body: MODERATION_TEXT.warningNotice('Rude words', 'Please stay polite.'),
        }),
      ]),
    );
    expect(await logsFor(reportId)).toMatchObject([
      { admin_id: user.id, action: 'report_author_warned', details: { note: 'Please stay polite.' } },
    ]);
    const tooLong = await agent.post(MODERATION_API.warn(reportId), {
      note: 'x'.repeat(MODERATION_LIMITS.warningMax + 1),
    });
    expect(tooLong.statusCode).toBe(400);
  });

  it('an unknown report is a 404 for an admin', async () => {
    const { agent } = await admin();
    const res = await agent.post(MODERATION_API.dismiss(randomUUID()));
    expect(res.statusCode).toBe(404);
    expect(res.json().error).toMatchObject({ code: 'E_NOT_FOUND', message: MODERATION_TEXT.reportNotFound });
  });
});

describe('the report transition table', () => {
  it('lets an admin take each action from open only', () => {
    for (const state of reportMachine.states) {
      for (const action of reportMachine.actions) {
        expect(reportMachine.can(state, action, 'admin')).toBe(state === 'open');
      }
    }
    expect(reportMachine.transition('open', 'dismiss', 'admin')).toBe('dismissed');
    expect(reportMachine.transition('open', 'hide', 'admin')).toBe('actioned');
    expect(reportMachine.transition('open', 'warn', 'admin')).toBe('actioned');
  });
});
