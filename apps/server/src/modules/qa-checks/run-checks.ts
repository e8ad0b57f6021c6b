import { randomUUID } from 'node:crypto';
import { ORDER_REALTIME_EVENTS, QA_CHECKS, type QaCheckName, type QaCheckResult } from '@ibh/contract';
import { sql } from 'kysely';
import * as z from 'zod';
import { appliedVersions, readMigrations } from '../../db/migrate.ts';
import type { AppContext } from '../../platform/context.ts';
import { defineJob } from '../../platform/jobs/job.ts';
import { findMail } from '../../platform/mail/mail-outbox.repo.ts';
import { probePaymentEvents } from '../../platform/payments/payments.repo.ts';
import { REALTIME_CHANNEL } from '../../platform/realtime/wire.ts';

/** How long a check that waits for a round trip (job, realtime) may take before it fails. */
export const QA_WAIT_MS = 5_000;
/** The job queue check's job: its handler announces the token on QA_JOBS_CHANNEL. */
export const QA_PING_JOB = defineJob('qa.ping', z.object({ token: z.string() }));
export const QA_JOBS_CHANNEL = 'ibh_qa_ping';

class Rollback extends Error {}

/**
 * Waits for a NOTIFY on `channel` whose payload contains `token`, after `trigger` ran. The timer is
 * a wait limit inside one admin request (the check reports 'fail' when nothing arrives), not a
 * deadline of the product: nothing is owed after a restart, so it is not a job.
 */
async function roundTrip(ctx: AppContext, channel: string, token: string, trigger: () => Promise<void>) {
  let timer: NodeJS.Timeout | undefined;
  let heard: () => void = () => undefined;
  const arrived = new Promise<void>((resolve) => {
    heard = resolve;
  });
  const unlisten = await ctx.database.listen(channel, (payload) => {
    if (payload.includes(token)) heard();
  });
  try {
    await trigger();
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`nothing arrived within ${QA_WAIT_MS} ms`)), QA_WAIT_MS);
      timer.unref();
    });
    await Promise.race([arrived, timeout]);
  } finally {
    if (timer) clearTimeout(timer);
    await unlisten();
  }
}

const CHECKS: Record<QaCheckName, (ctx: AppContext) => Promise<string>> = {
  async database(ctx) {
    const row = await sql<{ answer: number }>`select 41 + 1 as answer`.execute(ctx.db);
    if (Number(row.rows[0]?.answer) !== 42) throw new Error('select 41 + 1 did not answer 42');
    return `${ctx.database.kind}: select answered`;
  },
  async migrations(ctx) {
    const files = readMigrations().map((m) => m.version);
    const applied = await appliedVersions(ctx.db);
    const missing = files.filter((version) => !applied.has(version));
    if (missing.length > 0) throw new Error(`not applied: ${missing.join(', ')}`);
    return `${files.length} of ${files.length} migrations applied (latest ${files.at(-1)})`;
  },
  async storage(ctx) {
    const key = `qa/${randomUUID()}.txt`;
    const body = Buffer.from(`qa ${key}`);
    await ctx.storage.put(key, body, { contentType: 'text/plain' });
    try {
      const read = await ctx.storage.get(key);
      if (!read) throw new Error('written object could not be read');
      const chunks: Buffer[] = [];
      for await (const chunk of read.body) chunks.push(Buffer.from(chunk));
      if (!Buffer.concat(chunks).equals(body)) throw new Error('read bytes differ from written bytes');
    } finally {
      await ctx.storage.delete(key);
    }
    if (await ctx.storage.head(key)) throw new Error('deleted object is still there');
    return 'wrote, read back and deleted one object';
  },
  async mail(ctx) {
    // The outbox insert runs in a transaction that is rolled back: the check leaves no mail behind.
    let seen = false;
    await ctx.db
      .transaction()
      .execute(async (trx) => {
        const { id } = await ctx.mail.send(
          { to: 'qa@example.test', subject: 'QA check', text: 'QA check', template: 'qa.check' },
          { trx },
        );
        seen = (await findMail(trx, id)) !== undefined;
        throw new Rollback();
      })
      .catch((error: unknown) => {
        if (!(error instanceof Rollback)) throw error;
      });
    if (!seen) throw new Error('the outbox row was not written');
    return ctx.config.mail.smtpUrl
      ? 'outbox writes; SMTP delivery configured'
      : 'outbox writes (no SMTP: /dev/mail)';
  },
  async payments(ctx) {
    if (!ctx.payments.webhookSecret) throw new Error('no webhook signing secret');
    await probePaymentEvents(ctx.db);
    return `${ctx.payments.provider} provider ready; its records are readable`;
  },
  async jobs(ctx) {
    const token = randomUUID();
    await roundTrip(ctx, QA_JOBS_CHANNEL, token, async () => {
      await ctx.jobs.schedule(QA_PING_JOB, { token }, { idempotencyKey: `qa:${token}` });
    });
    return 'a scheduled job was claimed and run';
  },
  async realtime(ctx) {
    const id = randomUUID();
    await roundTrip(ctx, REALTIME_CHANNEL, id, () =>
      ctx.realtime.publish(`order:${id}`, {
        type: ORDER_REALTIME_EVENTS.filesChanged,
        data: { orderId: id },
      }),
    );
    return 'a published event came back on the realtime channel';
  },
};

/** POST /api/admin/qa/run: each check in turn, with its time; a failure never stops the others. */
export async function runQaChecks(ctx: AppContext): Promise<{ checks: QaCheckResult[] }> {
  const checks: QaCheckResult[] = [];
  for (const name of QA_CHECKS) {
    const started = performance.now();
    try {
      const detail = await CHECKS[name](ctx);
      checks.push({ name, ok: true, ms: Math.round(performance.now() - started), detail });
    } catch (error) {
      const detail = error instanceof Error ? error.message : String(error);
      checks.push({
        name,
        ok: false,
        ms: Math.round(performance.now() - started),
        detail: detail.slice(0, 300),
      });
    }
  }
  return { checks };
}
