import { type Kysely, sql } from 'kysely';
import type * as z from 'zod';
import type { DB } from '../../db/schema.ts';

/** The NOTIFY channel that tells every queue a job was scheduled (the payload is its name). */
export const JOBS_CHANNEL = 'ibh_jobs';

/** A kind of job: its name, the schema its payload is checked against, and its retry policy. */
export interface JobDefinition<P> {
  name: string;
  schema: z.ZodType<P>;
  /** Attempts before the job is marked failed (a crash counts as one). Default 5. */
  maxAttempts: number;
  /** The first retry waits this long; each later one twice the one before (capped at an hour). */
  backoffMs: number;
}

export function defineJob<P>(
  name: string,
  schema: z.ZodType<P>,
  options: { maxAttempts?: number; backoffMs?: number } = {},
): JobDefinition<P> {
  return { name, schema, maxAttempts: options.maxAttempts ?? 5, backoffMs: options.backoffMs ?? 1_000 };
}

export interface ScheduleOptions {
  /** Not before this time (the queue's clock). Default: at once. */
  runAt?: Date;
  /** A second schedule with the same key does nothing; cancel() takes the key. */
  idempotencyKey?: string;
  /** Overrides the definition's maxAttempts for this job. */
  maxAttempts?: number;
}

/**
 * Schedules a job on the given executor: inside a transaction it commits (and is announced)
 * with the change that scheduled it, or not at all. Returns the job id, or null when a job
 * with the same idempotency key exists already (whatever its state).
 */
export async function scheduleJob<P>(
  db: Kysely<DB>,
  job: JobDefinition<P>,
  payload: P,
  options: ScheduleOptions = {},
): Promise<string | null> {
  const checked = job.schema.parse(payload);
  const row = await db
    .with('j', (qb) =>
      qb
        .insertInto('jobs')
        .values({
          name: job.name,
          payload: JSON.stringify(checked ?? {}),
          run_at: options.runAt ?? null,
          idempotency_key: options.idempotencyKey ?? null,
          max_attempts: options.maxAttempts ?? job.maxAttempts,
        })
        .onConflict((oc) => oc.column('idempotency_key').doNothing())
        .returning('id'),
    )
    .selectFrom('j')
    .select(['j.id', sql<string>`pg_notify(${JOBS_CHANNEL}, ${job.name})`.as('notified')])
    .executeTakeFirst();
  return row?.id ?? null;
}

/**
 * Cancels the job with this idempotency key if it has not started (a running job finishes).
 * Returns whether one was cancelled. Usable inside the caller's transaction.
 */
export async function cancelJob(db: Kysely<DB>, idempotencyKey: string): Promise<boolean> {
  const rows = await db
    .updateTable('jobs')
    .set({ status: 'cancelled', finished_at: sql<Date>`now()` })
    .where('idempotency_key', '=', idempotencyKey)
    .where('status', '=', 'queued')
    .returning('id')
    .execute();
  return rows.length > 0;
}
