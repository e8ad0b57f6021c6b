import type { Kysely, Updateable } from 'kysely';
import { sql } from 'kysely';
import type { DB, JobRow, JobsTable } from '../../db/schema.ts';
import type { JobsLogger } from './queue-types.ts';

const MAX_BACKOFF_MS = 60 * 60_000;
const MAX_ERROR_LENGTH = 1_000;
/** Finished jobs are kept this long (a repeated idempotency key is a no-op meanwhile), failed ones longer. */
const KEEP_DONE_MS = 7 * 24 * 60 * 60_000;
const KEEP_FAILED_MS = 30 * 24 * 60 * 60_000;

const errorText = (error: unknown) =>
  (error instanceof Error ? error.message : String(error)).slice(0, MAX_ERROR_LENGTH);

/**
 * Claims up to `room` due jobs of these names for `token` under a lease ending at `lockedUntil`:
 * queued ones whose run-at arrived, and running ones whose lease ran out (their process died).
 * FOR UPDATE SKIP LOCKED: two processes never claim one row.
 */
export function claimDueJobs(
  db: Kysely<DB>,
  claim: { names: string[]; now: Date; lockedUntil: Date; room: number; token: string },
): Promise<JobRow[]> {
  return db
    .updateTable('jobs')
    .set({
      status: 'running',
      attempts: sql<number>`attempts + 1`,
      locked_by: claim.token,
      locked_until: claim.lockedUntil,
    })
    .where(
      'id',
      'in',
      db
        .selectFrom('jobs')
        .select('id')
        .where('name', 'in', claim.names)
        .where((eb) =>
          eb.or([
            eb.and([
              eb('status', '=', 'queued'),
              eb.or([eb('run_at', 'is', null), eb('run_at', '<=', claim.now)]),
            ]),
            eb.and([eb('status', '=', 'running'), eb('locked_until', '<=', claim.now)]),
          ]),
        )
        .orderBy(sql`run_at nulls first`)
        .orderBy('created_at')
        .limit(claim.room)
        .forUpdate()
        .skipLocked(),
    )
    .returningAll()
    .execute();
}

/** The earliest queued run-at and the earliest running lease end among these names. */
export async function nextJobTimes(
  db: Kysely<DB>,
  names: string[],
): Promise<{ nextRun: Date | null; nextExpiry: Date | null }> {
  const row = await db
    .selectNoFrom((eb) => [
      eb
        .selectFrom('jobs')
        .select((e) => e.fn.min('run_at').as('m'))
        .where('status', '=', 'queued')
        .where('name', 'in', names)
        .as('next_run'),
      eb
        .selectFrom('jobs')
        .select((e) => e.fn.min('locked_until').as('m'))
        .where('status', '=', 'running')
        .where('name', 'in', names)
        .as('next_expiry'),
    ])
    .executeTakeFirst();
  const at = (value: unknown) => (value ? new Date(value as string | Date) : null);
  return { nextRun: at(row?.next_run), nextExpiry: at(row?.next_expiry) };
}

/** Moves the lease end of a job this claim (`token`) still runs. */
export async function extendLease(db: Kysely<DB>, id: string, token: string, until: Date): Promise<void> {
  await db
    .updateTable('jobs')
    .set({ locked_until: until })
    .where('id', '=', id)
    .where('locked_by', '=', token)
    .where('status', '=', 'running')
    .execute();
}

/**
 * Records a run's outcome, only while this claim (`token`) still holds the job: a recurring job is
 * queued again `everyMs` later, a success is done, a failure is retried with exponential backoff
 * until its last attempt fails it (logged as an error; a retried failure as a warning).
 */
export async function settleJob(
  db: Kysely<DB>,
  log: JobsLogger,
  row: JobRow,
  run: { token: string; ok: boolean; failure: unknown; now: number; everyMs?: number; backoffMs: number },
): Promise<void> {
  const released = {
    locked_by: null,
    locked_until: null,
    last_error: run.ok ? null : errorText(run.failure),
  };
  let change: Updateable<JobsTable>;
  if (run.everyMs !== undefined) {
    change = { ...released, status: 'queued', attempts: 0, run_at: new Date(run.now + run.everyMs) };
  } else if (run.ok) {
    change = { ...released, status: 'done', finished_at: new Date(run.now) };
  } else if (row.attempts >= row.max_attempts) {
    change = { ...released, status: 'failed', finished_at: new Date(run.now) };
  } else {
    const wait = Math.min(run.backoffMs * 2 ** (row.attempts - 1), MAX_BACKOFF_MS);
    change = { ...released, status: 'queued', run_at: new Date(run.now + wait) };
  }
  if (!run.ok) {
    const final = change.status === 'failed';
    log[final ? 'error' : 'warn'](
      { err: run.failure, jobId: row.id, job: row.name, attempt: row.attempts },
      final ? 'job failed' : 'job failed; it will be retried',
    );
  }
  await db
    .updateTable('jobs')
    .set(change)
    .where('id', '=', row.id)
    .where('locked_by', '=', run.token)
    .execute();
}

/** Deletes finished jobs past their keeping time. */
export async function pruneJobs(db: Kysely<DB>, now: number): Promise<void> {
  await db
    .deleteFrom('jobs')
    .where((eb) =>
      eb.or([
        eb.and([
          eb('status', 'in', ['done', 'cancelled']),
          eb('finished_at', '<', new Date(now - KEEP_DONE_MS)),
        ]),
        eb.and([eb('status', '=', 'failed'), eb('finished_at', '<', new Date(now - KEEP_FAILED_MS))]),
      ]),
    )
    .execute();
}
