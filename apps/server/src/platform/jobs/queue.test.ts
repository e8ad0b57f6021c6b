import { randomUUID } from 'node:crypto';
import pino from 'pino';
import { describe, expect, it, vi } from 'vitest';
import * as z from 'zod';
import { useDatabaseAndTwin } from '../../../test/same-database.ts';
import { TestClock } from '../clock.ts';
import { defineJob, scheduleJob } from './job.ts';
import { JobQueue, type JobQueueOptions } from './queue.ts';

const { database, twin, closeAfterEach: queues } = useDatabaseAndTwin<JobQueue>();

const LEASE_MS = 60_000;

function newQueue(clock: TestClock, options: Partial<JobQueueOptions> = {}) {
  const log = pino({ level: 'silent' });
  const queue = new JobQueue({ database, log, clock, leaseMs: LEASE_MS, ...options });
  queues.push(queue);
  return { queue, log };
}

/** Job names are unique per test, so a queue never claims another test's jobs. */
const Payload = z.object({ n: z.number() });
const uniqueJob = (name: string, options?: Parameters<typeof defineJob>[2]) =>
  defineJob(`test.${name}.${randomUUID()}`, Payload, options);

async function jobRow(id: string | null) {
  if (!id) throw new Error('no job id');
  return database.db.selectFrom('jobs').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
}

/** A started queue on a fresh TestClock that handles a job of its own by recording each payload's n. */
async function recordingQueue(name: string) {
  const clock = new TestClock();
  const job = uniqueJob(name);
  const ran: number[] = [];
  const { queue } = newQueue(clock);
  queue.handle(job, (payload) => {
    ran.push(payload.n);
  });
  await queue.start();
  return { clock, job, ran, queue };
}

/**
 * A queue (not started) whose handler for `job` holds its run open: `claimed` resolves once a run
 * started, `finish()` lets that run end.
 */
function holdingQueue(clock: TestClock, job: ReturnType<typeof uniqueJob>) {
  let started!: () => void;
  const claimed = new Promise<void>((resolve) => {
    started = resolve;
  });
  let finish!: () => void;
  const { queue } = newQueue(clock);
  queue.handle(job, () => {
    started();
    return new Promise<void>((resolve) => {
      finish = resolve;
    });
  });
  return { queue, claimed, finish: () => finish() };
}

const MINUTE = 60_000;

describe('JobQueue', () => {
  it('does not run a job before its run-at time, and runs it once the test clock passes it', async () => {
    const { clock, job, ran, queue } = await recordingQueue('run-at');
    const id = await queue.schedule(job, { n: 1 }, { runAt: new Date(clock.now().getTime() + 10 * MINUTE) });

    await queue.runDue();
    await clock.advance(9 * MINUTE);
    await queue.runDue();
    expect(ran).toEqual([]);
    expect((await jobRow(id)).status).toBe('queued');

    await clock.advance(MINUTE);
    await queue.runDue();
    expect(ran).toEqual([1]);
    expect(await jobRow(id)).toMatchObject({ status: 'done', attempts: 1, last_error: null });
  });

  it('runDue also runs a job that a job it ran scheduled, though its NOTIFY has not arrived', async () => {
    const clock = new TestClock();
    const first = uniqueJob('chain-first');
    const second = uniqueJob('chain-second');
    const ran: string[] = [];
    const { queue } = newQueue(clock);
    queue.handle(first, async (payload) => {
      ran.push(`first ${payload.n}`);
      // The row alone, as if its NOTIFY were still on its way (PostgreSQL under load).
      await database.db
        .insertInto('jobs')
        .values({ name: second.name, payload: JSON.stringify({ n: payload.n + 1 }) })
        .execute();
    });
    queue.handle(second, (payload) => {
      ran.push(`second ${payload.n}`);
    });
    await queue.start();
    await queue.schedule(first, { n: 1 });

    await queue.runDue();
    expect(ran).toEqual(['first 1', 'second 2']);
  });

  it('commits a job with the transaction that scheduled it, and drops it with one that rolled back', async () => {
    const { job, ran } = await recordingQueue('transaction');

    await expect(
      database.db.transaction().execute(async (trx) => {
        await scheduleJob(trx, job, { n: 1 });
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');
    await database.db.transaction().execute((trx) => scheduleJob(trx, job, { n: 2 }));

    // The NOTIFY of the committed schedule wakes the queue: no clock advance needed.
    await vi.waitFor(() => expect(ran).toEqual([2]));
    const rows = await database.db
      .selectFrom('jobs')
      .select('payload')
      .where('name', '=', job.name)
      .execute();
    expect(rows).toEqual([{ payload: { n: 2 } }]);
  });

  it('retries a failing job with exponential backoff, then marks it failed with the last error', async () => {
    const clock = new TestClock();
    const job = uniqueJob('retries', { maxAttempts: 3, backoffMs: 1_000 });
    const attempts: number[] = [];
    const { queue, log } = newQueue(clock);
    const errors = vi.spyOn(log, 'error');
    queue.handle(job, (_payload, info) => {
      attempts.push(info.attempt);
      throw new Error(`broke on attempt ${info.attempt}`);
    });
    await queue.start();
    const id = await queue.schedule(job, { n: 1 });
    await queue.runDue();
    expect(attempts).toEqual([1]);
    expect(await jobRow(id)).toMatchObject({
      status: 'queued',
      attempts: 1,
      last_error: 'broke on attempt 1',
      run_at: new Date(clock.now().getTime() + 1_000),
    });

    await clock.advance(999);
    await queue.runDue();
    expect(attempts).toEqual([1]);
    await clock.advance(1);
    await queue.runDue();
    expect(attempts).toEqual([1, 2]);

    // The second retry waits twice as long.
    await clock.advance(1_999);
    await queue.runDue();
    expect(attempts).toEqual([1, 2]);
    await clock.advance(1);
    await queue.runDue();
    expect(attempts).toEqual([1, 2, 3]);
    expect(await jobRow(id)).toMatchObject({
      status: 'failed',
      attempts: 3,
      last_error: 'broke on attempt 3',
    });
    expect(errors).toHaveBeenCalledWith(expect.objectContaining({ jobId: id, attempt: 3 }), 'job failed');

    await clock.advance(60 * MINUTE);
    await queue.runDue();
    expect(attempts).toEqual([1, 2, 3]);
  });

  it('finishes a job whose retry succeeds', async () => {
    const clock = new TestClock();
    const job = uniqueJob('retry-ok', { backoffMs: 500 });
    const { queue } = newQueue(clock);
    queue.handle(job, (_payload, info) => {
      if (info.attempt === 1) throw new Error('transient');
    });
    await queue.start();
    const id = await queue.schedule(job, { n: 1 });
    await queue.runDue();
    expect((await jobRow(id)).status).toBe('queued');
    await clock.advance(500);
    await queue.runDue();
    expect(await jobRow(id)).toMatchObject({ status: 'done', attempts: 2, last_error: null });
  });

  it('treats a second schedule with the same idempotency key as a no-op', async () => {
    const { job, ran, queue } = await recordingQueue('idempotent');
    const key = `order:${randomUUID()}:auto-approve`;
    const first = await queue.schedule(job, { n: 1 }, { idempotencyKey: key });
    const second = await queue.schedule(job, { n: 2 }, { idempotencyKey: key });
    expect(first).toEqual(expect.any(String));
    expect(second).toBeNull();

    await queue.runDue();
    // Also after the first one ran.
    expect(await queue.schedule(job, { n: 3 }, { idempotencyKey: key })).toBeNull();
    await queue.runDue();
    expect(ran).toEqual([1]);
  });

  it('cancels a job that has not run by its idempotency key', async () => {
    const { clock, job, ran, queue } = await recordingQueue('cancel');
    const key = `auto-approve:${randomUUID()}`;
    const id = await queue.schedule(
      job,
      { n: 1 },
      { idempotencyKey: key, runAt: new Date(clock.now().getTime() + 72 * 60 * MINUTE) },
    );

    await database.db.transaction().execute(async (trx) => {
      expect(await queue.cancel(key, trx)).toBe(true);
    });
    expect(await queue.cancel(key)).toBe(false);
    expect(await queue.cancel(`unknown:${randomUUID()}`)).toBe(false);

    await clock.advance(73 * 60 * MINUTE);
    await queue.runDue();
    expect(ran).toEqual([]);
    expect((await jobRow(id)).status).toBe('cancelled');
  });

  it('never runs one job twice, nor two runs at once, with two queues on one database', async () => {
    const clock = new TestClock();
    const job = uniqueJob('two-processes');
    const runs = new Map<number, string[]>();
    const active = new Set<number>();
    const overlaps: number[] = [];
    for (const [name, handle] of [
      ['a', database],
      ['b', twin],
    ] as const) {
      const queue = new JobQueue({ database: handle, log: pino({ level: 'silent' }), clock, concurrency: 4 });
      queues.push(queue);
      queue.handle(job, async ({ n }) => {
        if (active.has(n)) overlaps.push(n);
        active.add(n);
        runs.set(n, [...(runs.get(n) ?? []), name]);
        // Gives the other queue time to try to claim it.
        await handle.db.selectFrom('jobs').select('id').limit(1).execute();
        active.delete(n);
      });
    }
    const count = 40;
    for (let n = 0; n < count; n++) await scheduleJob(database.db, job, { n });
    await Promise.all(queues.map((queue) => queue.start()));
    await vi.waitFor(async () => {
      const done = await database.db
        .selectFrom('jobs')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('name', '=', job.name)
        .where('status', '=', 'done')
        .executeTakeFirstOrThrow();
      expect(Number(done.n)).toBe(count);
    });
    await Promise.all(queues.map((queue) => queue.runDue()));
    expect(overlaps).toEqual([]);
    expect([...runs.keys()].sort((x, y) => x - y)).toEqual([...Array(count).keys()]);
    for (const names of runs.values()) expect(names).toHaveLength(1);
  });

  it('runs a job again after its lease when the process running it died mid-job', async () => {
    const clock = new TestClock();
    const job = uniqueJob('restart');
    const { queue: first, claimed: claimedByFirst, finish: finishFirst } = holdingQueue(clock, job);
    const { queue: second } = newQueue(clock, { database: twin });
    const secondRuns: number[] = [];
    second.handle(job, (_payload, info) => {
      secondRuns.push(info.attempt);
    });

    const id = await scheduleJob(database.db, job, { n: 1 });
    await first.start();
    await claimedByFirst;
    expect(await jobRow(id)).toMatchObject({ status: 'running', attempts: 1 });
    // The first process dies after claiming: no renewal, no outcome.
    await first.abandon();

    await second.start();
    await second.runDue();
    expect(secondRuns).toEqual([]);
    await clock.advance(LEASE_MS - 1);
    await second.runDue();
    expect(secondRuns).toEqual([]);

    await clock.advance(1);
    await second.runDue();
    expect(secondRuns).toEqual([2]);
    expect(await jobRow(id)).toMatchObject({ status: 'done', attempts: 2 });

    // The dead process's handler returning late changes nothing.
    finishFirst();
    await first.close();
    expect(await jobRow(id)).toMatchObject({ status: 'done', attempts: 2 });
  });

  it('keeps the lease of a long job renewed, so a second queue does not take it over', async () => {
    const clock = new TestClock();
    const job = uniqueJob('long');
    const { queue: a, claimed: running, finish } = holdingQueue(clock, job);
    const { queue: b } = newQueue(clock, { database: twin });
    const bRuns = vi.fn();
    b.handle(job, bRuns);
    const id = await scheduleJob(database.db, job, { n: 1 });
    await a.start();
    await running;
    await b.start();

    await clock.advance(3 * LEASE_MS);
    await b.runDue();
    expect(bRuns).not.toHaveBeenCalled();
    finish();
    await a.runDue();
    expect(await jobRow(id)).toMatchObject({ status: 'done', attempts: 1 });
  });

  it('runs a recurring job once per period across two queues', async () => {
    const clock = new TestClock();
    const job = defineJob(`test.recurring.${randomUUID()}`, z.object({}));
    const runs: string[] = [];
    for (const [name, handle] of [
      ['a', database],
      ['b', twin],
    ] as const) {
      const queue = new JobQueue({ database: handle, log: pino({ level: 'silent' }), clock });
      queues.push(queue);
      queue.every(job, 10 * MINUTE, () => {
        runs.push(name);
      });
    }
    await Promise.all(queues.map((queue) => queue.start()));
    await Promise.all(queues.map((queue) => queue.runDue()));
    expect(runs).toHaveLength(1);

    await clock.advance(10 * MINUTE - 1);
    await Promise.all(queues.map((queue) => queue.runDue()));
    expect(runs).toHaveLength(1);
    await clock.advance(1);
    await Promise.all(queues.map((queue) => queue.runDue()));
    expect(runs).toHaveLength(2);
    await clock.advance(10 * MINUTE);
    await Promise.all(queues.map((queue) => queue.runDue()));
    expect(runs).toHaveLength(3);
    const rows = await database.db.selectFrom('jobs').select('status').where('name', '=', job.name).execute();
    expect(rows).toEqual([{ status: 'queued' }]);
  });
});
