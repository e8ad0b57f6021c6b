import { randomUUID } from 'node:crypto';
import { MESSAGE_API, MESSAGE_LIMITS, MESSAGE_TEXT } from '@ibh/contract';
import { describe, expect, it } from 'vitest';
import { createAgent } from '../../../test/agent.ts';
import { useTestApp } from '../../../test/test-server.ts';
import { person, send } from './messages.test-kit.ts';
import { REPORT_EXCERPT_CHARS } from './report-message.ts';

const t = useTestApp();

const db = () => t.database.db;
const queued = (messageId: string) =>
  db().selectFrom('moderation_reports').selectAll().where('subject_id', '=', messageId).execute();
const adminLogsFor = (messageId: string) =>
  db().selectFrom('admin_logs').selectAll().where('target_id', '=', messageId).execute();
const reportsOf = (messageId: string) =>
  db().selectFrom('direct_message_reports').selectAll().where('message_id', '=', messageId).execute();

describe('reporting a message', () => {
  it('the recipient reports once; the report and its moderation-queue entry are stored together', async () => {
    const ava = await person(t, 'Ava Rude');
    const ben = await person(t, 'Ben Reporter');
    const body = `Buy my course now! ${'spam '.repeat(100)}`;
    const message = await send(ava.agent, ben.user.id, body);

    const res = await ben.agent.post(MESSAGE_API.report(message.id), { reason: '  Spam, again  ' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({
      id: expect.any(String),
      messageId: message.id,
      createdAt: expect.any(String),
    });

    const reports = await reportsOf(message.id);
    expect(reports).toMatchObject([{ id: res.json().id, reporter_id: ben.user.id, reason: 'Spam, again' }]);
    // An open entry in the admin console's moderation queue; a user's report is not an admin action.
    expect(await queued(message.id)).toEqual([
      {
        id: expect.any(String),
        subject_type: 'direct_message',
        subject_id: message.id,
        reporter_id: ben.user.id,
        reported_user_id: ava.user.id,
        reason: 'Spam, again',
        excerpt: message.body.slice(0, REPORT_EXCERPT_CHARS),
        status: 'open',
        action: null,
        created_at: expect.any(Date),
        resolved_at: null,
        resolved_by: null,
      },
    ]);
    expect(await adminLogsFor(message.id)).toEqual([]);

    const again = await ben.agent.post(MESSAGE_API.report(message.id), { reason: 'Still spam' });
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toMatchObject({ code: 'E_CONFLICT', message: MESSAGE_TEXT.alreadyReported });
    expect(await reportsOf(message.id)).toHaveLength(1);
    expect(await queued(message.id)).toHaveLength(1);
  });

  it('the sender cannot report their own message, and nobody else can report it at all', async () => {
    const ava = await person(t, 'Ava Sender');
    const ben = await person(t, 'Ben Recipient');
    const eve = await person(t, 'Eve Outsider');
    const message = await send(ava.agent, ben.user.id, 'Between us');

    const own = await ava.agent.post(MESSAGE_API.report(message.id), { reason: 'Regret' });
    expect(own.statusCode).toBe(400);
    expect(own.json().error).toMatchObject({
      code: 'E_INVALID_INPUT',
      message: MESSAGE_TEXT.cannotReportOwn,
    });

    // A third person gets the same answer as for a message that does not exist.
    for (const id of [message.id, randomUUID()]) {
      const res = await eve.agent.post(MESSAGE_API.report(id), { reason: 'Curious' });
      expect(res.statusCode).toBe(404);
      expect(res.json().error.code).toBe('E_NOT_FOUND');
    }
    expect((await createAgent(t.app).post(MESSAGE_API.report(message.id), { reason: 'x' })).statusCode).toBe(
      401,
    );
    expect(await reportsOf(message.id)).toEqual([]);
    expect(await queued(message.id)).toEqual([]);
  });

  it('needs a reason of 1 to 500 characters', async () => {
    const ava = await person(t, 'Ava Reason');
    const ben = await person(t, 'Ben Reason');
    const message = await send(ava.agent, ben.user.id, 'Hmm');
    for (const reason of ['', '   ', 'r'.repeat(MESSAGE_LIMITS.reportReasonMax + 1)]) {
      const res = await ben.agent.post(MESSAGE_API.report(message.id), { reason });
      expect(res.statusCode).toBe(400);
      expect(res.json().error.code).toBe('E_INVALID_INPUT');
      expect(res.json().error.fields['body.reason']).toHaveLength(1);
    }
    expect(
      (
        await ben.agent.post(MESSAGE_API.report(message.id), {
          reason: 'r'.repeat(MESSAGE_LIMITS.reportReasonMax),
        })
      ).statusCode,
    ).toBe(201);
  });

  it('keeps a short excerpt without cutting a character in half', async () => {
    const ava = await person(t, 'Ava Emoji');
    const ben = await person(t, 'Ben Emoji');
    const message = await send(ava.agent, ben.user.id, '👋'.repeat(REPORT_EXCERPT_CHARS + 50));
    await ben.agent.post(MESSAGE_API.report(message.id), { reason: 'Too many waves' });
    const [entry] = await queued(message.id);
    expect(entry?.excerpt).toBe('👋'.repeat(REPORT_EXCERPT_CHARS));
  });
});
