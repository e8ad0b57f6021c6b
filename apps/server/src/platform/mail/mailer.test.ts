import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import { createServer } from 'node:net';
import { sql } from 'kysely';
import pino from 'pino';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { openTestDatabase, startTestApp } from '../../../test/test-server.ts';
import type { Database } from '../../db/database.ts';
import { TestClock } from '../clock.ts';
import { JobQueue } from '../jobs/queue.ts';
import { findMail } from './mail-outbox.repo.ts';
import { createMailer, type Mailer } from './mailer.ts';

interface Received {
  from: string;
  to: string[];
  raw: string;
}

let database: Database;
let smtp: SMTPServer;
let smtpPort: number;
const received: Received[] = [];
/** How many incoming messages the SMTP server should refuse before accepting. */
let refuseNext = 0;
const log = pino({ level: 'silent' });

beforeAll(async () => {
  database = await openTestDatabase();
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        if (refuseNext > 0) {
          refuseNext -= 1;
          callback(Object.assign(new Error('Mailbox busy, try later'), { responseCode: 451 }));
          return;
        }
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  smtp.listen(0, '127.0.0.1');
  await once(smtp.server, 'listening');
  smtpPort = (smtp.server.address() as AddressInfo).port;
});
afterAll(async () => {
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
  await database.close();
  await database.dropSchema?.();
});

function mailer(smtpUrl?: string): Mailer {
  return createMailer({
    config: { mail: { from: 'IBH <no-reply@ibh.test>', smtpUrl } },
    db: database.db,
    log,
    retryDelayMs: 20,
    sweepIntervalMs: 0,
  });
}

/** nodemailer normalises header case, so the outbox id header is matched case-insensitively. */
const receivedFor = (id: string) =>
  received.find((m) => m.raw.toLowerCase().includes(`x-ibh-mail-id: ${id}`));

async function statusOf(id: string) {
  return (await findMail(database.db, id))?.status;
}

/** A port with nothing listening on it. */
async function closedPort(): Promise<number> {
  const server = createServer().listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

describe('mail outbox without SMTP', () => {
  it("writes every message to mail_outbox with status 'logged'", async () => {
    const mail = mailer();
    const { id } = await mail.send({
      to: 'ada@example.com',
      subject: 'Your code',
      text: 'Code: 123456',
      html: '<p>Code: <b>123456</b></p>',
      template: 'auth.code',
      meta: { code: '123456' },
    });
    const row = await findMail(database.db, id);
    expect(row).toMatchObject({
      to_address: 'ada@example.com',
      subject: 'Your code',
      text_body: 'Code: 123456',
      html_body: '<p>Code: <b>123456</b></p>',
      template: 'auth.code',
      meta: { code: '123456' },
      status: 'logged',
      attempts: 0,
      error: null,
      sent_at: null,
    });
    expect(row?.created_at).toBeInstanceOf(Date);
    await mail.close();
  });

  it('rejects a bad address with E_INVALID_INPUT and writes nothing', async () => {
    const mail = mailer();
    await expect(mail.send({ to: 'not-an-address', subject: 'x', text: 'x' })).rejects.toMatchObject({
      code: 'E_INVALID_INPUT',
      fields: { 'mail.to': [expect.any(String)] },
    });
    await mail.close();
  });

  it("writes inside the caller's transaction, so a rollback takes the mail with it", async () => {
    const mail = mailer();
    let rolledBackId = '';
    await expect(
      database.db.transaction().execute(async (trx) => {
        rolledBackId = (await mail.send({ to: 'bob@example.com', subject: 'Never', text: 'x' }, { trx })).id;
        throw new Error('feature failed');
      }),
    ).rejects.toThrow('feature failed');
    expect(await findMail(database.db, rolledBackId)).toBeUndefined();
    await mail.close();
  });
});

describe('mail outbox over SMTP', () => {
  it("delivers after the insert and marks the row 'sent' (via buildApp and SMTP_URL)", async () => {
    const t = await startTestApp({
      mail: { from: 'IBH <no-reply@ibh.test>', smtpUrl: `smtp://127.0.0.1:${smtpPort}` },
    });
    try {
      const { id } = await t.app.ctx.mail.send({
        to: 'carol@example.com',
        subject: 'Welcome aboard',
        text: 'Hi Carol',
      });
      await vi.waitFor(async () =>
        expect(await findMail(t.database.db, id)).toMatchObject({ status: 'sent' }),
      );
      const row = await findMail(t.database.db, id);
      expect(row).toMatchObject({ attempts: 1, error: null });
      expect(row?.sent_at).toBeInstanceOf(Date);
      const message = receivedFor(id);
      expect(message?.to).toEqual(['carol@example.com']);
      expect(message?.from).toBe('no-reply@ibh.test');
      expect(message?.raw).toContain('Subject: Welcome aboard');
      expect(message?.raw).toContain('Hi Carol');
    } finally {
      await t.close();
    }
  });

  it('retries once after a refusal and then succeeds', async () => {
    const mail = mailer(`smtp://127.0.0.1:${smtpPort}`);
    refuseNext = 1;
    const { id } = await mail.send({ to: 'dan@example.com', subject: 'Second try', text: 'x' });
    await vi.waitFor(async () => expect(await statusOf(id)).toBe('sent'));
    expect(await findMail(database.db, id)).toMatchObject({ attempts: 2, error: null });
    await mail.close();
  });

  it("marks the row 'failed' with the error when SMTP is unreachable, without throwing", async () => {
    const mail = mailer(`smtp://127.0.0.1:${await closedPort()}`);
    const { id } = await mail.send({ to: 'erin@example.com', subject: 'Lost', text: 'x' });
    expect(await statusOf(id)).toBe('queued');
    await vi.waitFor(async () => expect(await statusOf(id)).toBe('failed'));
    const row = await findMail(database.db, id);
    expect(row).toMatchObject({ attempts: 2, sent_at: null });
    expect(row?.error).toMatch(/ECONNREFUSED/);
    await mail.close();
  });

  it('delivers mail written in a transaction once deliverQueued runs after commit', async () => {
    const mail = mailer(`smtp://127.0.0.1:${smtpPort}`);
    const { id } = await database.db
      .transaction()
      .execute((trx) => mail.send({ to: 'fay@example.com', subject: 'After commit', text: 'x' }, { trx }));
    expect(await statusOf(id)).toBe('queued');
    expect(await mail.deliverQueued()).toBeGreaterThanOrEqual(1);
    expect(await statusOf(id)).toBe('sent');
    expect(receivedFor(id)).toBeDefined();
    expect(await mail.deliverQueued()).toBe(0);
    await mail.close();
  });
});

describe('the mail.sweep job', () => {
  it('delivers queued mail older than a minute once per period, on the job queue', async () => {
    const clock = new TestClock();
    const jobs = new JobQueue({ database, log, clock });
    const mail = createMailer({
      config: { mail: { from: 'IBH <no-reply@ibh.test>', smtpUrl: `smtp://127.0.0.1:${smtpPort}` } },
      db: database.db,
      log,
      jobs,
      sweepIntervalMs: 60_000,
    });
    /** Queued in a transaction (no immediate delivery) and made two minutes old. */
    const stale = async (subject: string) => {
      const { id } = await mail.send({ to: 'late@ibh.test', subject, text: 'x' }, { trx: database.db });
      await sql`update mail_outbox set created_at = now() - interval '2 minutes' where id = ${id}`.execute(
        database.db,
      );
      return id;
    };
    try {
      const first = await stale('Stale one');
      await jobs.start();
      await jobs.runDue();
      expect(await statusOf(first)).toBe('sent');
      expect(receivedFor(first)).toBeDefined();

      const second = await stale('Stale two');
      await jobs.runDue();
      expect(await statusOf(second)).toBe('queued');
      await clock.advance(60_000);
      await jobs.runDue();
      expect(await statusOf(second)).toBe('sent');
    } finally {
      await jobs.close();
      await mail.close();
    }
  });
});
