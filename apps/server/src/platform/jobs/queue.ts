import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import * as z from 'zod';
import type { Database, Unlisten } from '../../db/database.ts';
import type { DB, JobRow } from '../../db/schema.ts';
import { type Clock, realClock } from '../clock.ts';
import {
  cancelJob,
  defineJob,
  JOBS_CHANNEL,
  type JobDefinition,
  type ScheduleOptions,
  scheduleJob,
} from './job.ts';
import { claimDueJobs, extendLease, nextJobTimes, pruneJobs, settleJob } from './job-rows.ts';
import type { JobHandler, JobInfo, JobQueueOptions, JobsLogger, Registered } from './queue-types.ts';

export type { JobHandler, JobInfo, JobQueueOptions, JobsLogger } from './queue-types.ts';

const DEFAULT_LEASE_MS = 60_000;
const DEFAULT_IDLE_WAKE_MS = 30_000;
const DEFAULT_CONCURRENCY = 8;
/** A real-clock wake for work that is due but was not claimable (another process holds the row lock). */
const MIN_REAL_WAKE_MS = 250;

/** The key of a recurring job's one row. */
export const recurringKey = (name: string) => `recurring:${name}`;

const PRUNE_JOB = defineJob('jobs.prune', z.object({}));

/**
 * A durable job queue on the `jobs` table, for PGlite and PostgreSQL alike. Several processes
 * may run queues on one database: a job is claimed with FOR UPDATE SKIP LOCKED under a lease
 * (locked_until, renewed while it runs), so two processes never run it at once, and a job whose
 * process died is claimed again once the lease ran out (at least once). A failed run is retried
 * with exponential backoff until maxAttempts. The queue looks at the table when a job is
 * scheduled (NOTIFY), when the earliest run-at or lease end arrives (a timer on its clock), and
 * at least every idleWakeMs.
 */
export class JobQueue {
  readonly clock: Clock;
  private readonly database: Database;
  private readonly log: JobsLogger;
  private readonly leaseMs: number;
  private readonly idleWakeMs: number;
  private readonly concurrency: number;
  private readonly registered = new Map<string, Registered>();
  private readonly running = new Map<string, Promise<void>>();
  private claiming: Promise<void> | undefined;
  private again = false;
  /** Jobs this process has claimed so far: runDue stops after a look that claimed none. */
  private claimedCount = 0;
  private cancelTimer: (() => void) | undefined;
  private unlisten: Unlisten | undefined;
  private started = false;
  private closed = false;
  /** Set by abandon(): the queue behaves as a process that died. */
  private dead = false;

  constructor(options: JobQueueOptions) {
    this.database = options.database;
    this.log = options.log;
    this.clock = options.clock ?? realClock;
    this.leaseMs = options.leaseMs ?? DEFAULT_LEASE_MS;
    // A test clock moves only when the test advances it, and the test knows what it scheduled.
    this.idleWakeMs =
      options.idleWakeMs ?? (this.clock === realClock ? DEFAULT_IDLE_WAKE_MS : Number.POSITIVE_INFINITY);
    this.concurrency = options.concurrency ?? DEFAULT_CONCURRENCY;
    this.every(PRUNE_JOB, 60 * 60_000, () => this.prune());
  }

  /** Registers the handler of a job name; this process then claims jobs of that name. */
  handle<P>(definition: JobDefinition<P>, handler: JobHandler<P>): void {
    this.register({ definition, handler } as Registered);
  }

  /**
   * A recurring job: one row (key `recurring:<name>`) that, run or failed, reschedules itself
   * everyMs later, so across all processes it runs once per period. The first run is due when
   * the first queue starts.
   */
  every(definition: JobDefinition<Record<string, never>>, everyMs: number, handler: () => unknown): void {
    this.register({ definition, handler, everyMs } as Registered);
  }

  /** scheduleJob on this queue's database (or the caller's transaction). */
  schedule<P>(
    definition: JobDefinition<P>,
    payload: P,
    options: ScheduleOptions = {},
    db: Kysely<DB> = this.database.db,
  ): Promise<string | null> {
    return scheduleJob(db, definition, payload, options);
  }

  /** cancelJob on this queue's database (or the caller's transaction). */
  cancel(idempotencyKey: string, db: Kysely<DB> = this.database.db): Promise<boolean> {
    return cancelJob(db, idempotencyKey);
  }

  /** LISTENs for scheduled jobs, schedules the recurring ones, and runs what is due. */
  async start(): Promise<void> {
    if (this.started || this.closed) return;
    this.started = true;
    this.unlisten = await this.database.listen(JOBS_CHANNEL, (name) => {
      if (this.registered.has(name)) void this.wake();
    });
    for (const { definition, everyMs } of this.registered.values()) {
      if (everyMs === undefined) continue;
      await scheduleJob(this.database.db, definition, {} as Record<string, never>, {
        idempotencyKey: recurringKey(definition.name),
        runAt: this.clock.now(),
      });
    }
    await this.wake();
  }

  /**
   * Claims what is due now and waits until those jobs (and any claimed meanwhile) finished.
   * Returns once nothing due is left to this process. Tests call it to wait for facts.
   */
  async runDue(): Promise<void> {
    for (;;) {
      const claimedBefore = this.claimedCount;
      await this.wake();
      await Promise.allSettled([...this.running.values()]);
      if (this.running.size > 0 || this.claiming) continue;
      // A finished job may have scheduled another that is due now; its NOTIFY may not have
      // arrived yet (PostgreSQL delivers it on another connection), so look once more ourselves.
      if (this.claimedCount === claimedBefore) return;
    }
  }

  /** Stops claiming, then waits for the jobs running in this process. */
  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    this.cancelTimer?.();
    await this.unlisten?.().catch(() => undefined);
    await this.claiming;
    await Promise.allSettled([...this.running.values()]);
  }

  /**
   * For tests: the queue stops as a process that died would. It claims nothing more, renews no
   * lease and records no outcome, so its running jobs are claimed again once their lease ends.
   */
  async abandon(): Promise<void> {
    this.dead = true;
    this.closed = true;
    this.cancelTimer?.();
    await this.unlisten?.().catch(() => undefined);
    await this.claiming;
  }

  private register(entry: Registered): void {
    if (this.started) throw new Error(`Job "${entry.definition.name}" registered after the queue started`);
    if (this.registered.has(entry.definition.name))
      throw new Error(`Job "${entry.definition.name}" is already registered`);
    this.registered.set(entry.definition.name, entry);
  }

  /** One look at the table at a time; a wake during a look makes it look again. */
  private wake(): Promise<void> {
    if (this.closed || !this.started) return Promise.resolve();
    if (this.claiming) {
      this.again = true;
      return this.claiming;
    }
    this.cancelTimer?.();
    this.cancelTimer = undefined;
    this.claiming = (async () => {
      try {
        // A wake that arrives while this runs (even during armTimer) makes it look again.
        while (!this.closed) {
          this.again = false;
          await this.claimAndStart();
          if (this.again) continue;
          await this.armTimer();
          if (!this.again) break;
        }
      } catch (error) {
        this.log.error({ err: error }, 'job queue poll failed');
        this.armAt(new Date(this.clock.now().getTime() + Math.min(this.idleWakeMs, 5_000)));
      }
    })().finally(() => {
      this.claiming = undefined;
    });
    return this.claiming;
  }

  private async claimAndStart(): Promise<void> {
    const room = this.concurrency - this.running.size;
    if (room <= 0 || this.closed) return;
    const now = this.clock.now();
    const claimed = await claimDueJobs(this.database.db, {
      names: [...this.registered.keys()],
      now,
      lockedUntil: new Date(now.getTime() + this.leaseMs),
      room,
      token: randomUUID(),
    });
    this.claimedCount += claimed.length;
    for (const row of claimed) {
      const run = this.run(row).finally(() => {
        this.running.delete(row.id);
        // A full claim may have left due jobs behind.
        if (claimed.length === room) void this.wake();
      });
      this.running.set(row.id, run);
    }
  }

  /** Sets the clock timer for the next run-at or lease end, or the idle wake. */
  private async armTimer(): Promise<void> {
    // While every slot is busy, the end of a running job wakes the queue (claimAndStart).
    if (this.closed || this.running.size >= this.concurrency) return;
    const next = await nextJobTimes(this.database.db, [...this.registered.keys()]);
    const now = this.clock.now().getTime();
    const candidates = [now + this.idleWakeMs];
    for (const value of [next.nextRun, next.nextExpiry]) if (value) candidates.push(value.getTime());
    let at = Math.min(...candidates);
    if (!Number.isFinite(at)) return;
    if (at <= now && this.clock === realClock) at = now + MIN_REAL_WAKE_MS;
    this.armAt(new Date(Math.max(at, now)));
  }

  private armAt(at: Date): void {
    if (this.closed) return;
    this.cancelTimer?.();
    this.cancelTimer = this.clock.setTimer(at, () => this.wake());
  }

  private async run(row: JobRow): Promise<void> {
    const entry = this.registered.get(row.name);
    if (!entry) return;
    const info: JobInfo = { id: row.id, name: row.name, attempt: row.attempts };
    const token = row.locked_by ?? '';
    const stopRenewing = this.renewLease(row.id, token);
    let failure: unknown;
    let ok = false;
    try {
      if (row.attempts > row.max_attempts && entry.everyMs === undefined) {
        failure = new Error('The process running it stopped');
      } else {
        await entry.handler(entry.definition.schema.parse(row.payload), info);
        ok = true;
      }
    } catch (error) {
      failure = error;
    } finally {
      stopRenewing();
    }
    if (this.dead) return;
    try {
      await settleJob(this.database.db, this.log, row, {
        token,
        ok,
        failure,
        now: this.clock.now().getTime(),
        everyMs: entry.everyMs,
        backoffMs: entry.definition.backoffMs,
      });
    } catch (error) {
      this.log.error({ err: error, jobId: row.id, job: row.name }, 'recording a job outcome failed');
    }
  }

  /** Renews the claim every third of the lease while the job runs. */
  private renewLease(id: string, token: string): () => void {
    let cancel: (() => void) | undefined;
    let stopped = false;
    const arm = () => {
      if (stopped || this.dead) return;
      cancel = this.clock.setTimer(new Date(this.clock.now().getTime() + this.leaseMs / 3), async () => {
        if (stopped || this.dead) return;
        try {
          await extendLease(this.database.db, id, token, new Date(this.clock.now().getTime() + this.leaseMs));
        } catch (error) {
          this.log.warn({ err: error, jobId: id }, 'renewing a job lease failed');
        }
        arm();
      });
    };
    arm();
    return () => {
      stopped = true;
      cancel?.();
    };
  }

  /** Deletes finished jobs past their keeping time. */
  private prune(): Promise<void> {
    return pruneJobs(this.database.db, this.clock.now().getTime());
  }
}
