import { randomUUID } from 'node:crypto';
import type { OrderClock, OrderClockKind } from '@ibh/contract';
import type { Kysely } from 'kysely';
import * as z from 'zod';
import type { Executor } from '../../db/executor.ts';
import type { DB } from '../../db/schema.ts';
import { cancelJob, defineJob, scheduleJob } from '../../platform/jobs/job.ts';

/**
 * The order's enforced clocks (issue 15): each is an `order_clocks` row (what the workroom shows)
 * and a durable job keyed by the row's job_key (what fires it). The job handler locks the row and
 * acts only while it is still 'running', so a job run twice, by two processes or after a crash,
 * acts once; stopping a clock marks the row and cancels its job in the caller's transaction.
 */
const ClockPayload = z.object({ clockId: z.string() });
export const ORDER_CLOCK_JOBS: Record<OrderClockKind, ReturnType<typeof defineJob<{ clockId: string }>>> = {
  auto_approve: defineJob('orders.auto_approve', ClockPayload, { maxAttempts: 10 }),
  first_response: defineJob('orders.first_response', ClockPayload, { maxAttempts: 10 }),
  payment_expiry: defineJob('orders.payment_expiry', ClockPayload, { maxAttempts: 10 }),
};

// scheduleJob and cancelJob take a Kysely; a transaction is one.
const asKysely = (db: Executor) => db as Kysely<DB>;

export async function startClock(
  db: Executor,
  clock: { orderId: string; kind: OrderClockKind; milestoneId?: string | null; dueAt: Date; now: Date },
): Promise<string> {
  const jobKey = `order-clock:${clock.kind}:${randomUUID()}`;
  const row = await db
    .insertInto('order_clocks')
    .values({
      order_id: clock.orderId,
      kind: clock.kind,
      milestone_id: clock.milestoneId ?? null,
      job_key: jobKey,
      due_at: clock.dueAt,
      created_at: clock.now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await scheduleJob(
    asKysely(db),
    ORDER_CLOCK_JOBS[clock.kind],
    { clockId: row.id },
    {
      runAt: clock.dueAt,
      idempotencyKey: jobKey,
    },
  );
  return row.id;
}

type ClockFilter = { kind?: OrderClockKind; milestoneId?: string };

function live(db: Executor, orderId: string, filter: ClockFilter, statuses: ('running' | 'paused')[]) {
  let query = db
    .selectFrom('order_clocks')
    .selectAll()
    .where('order_id', '=', orderId)
    .where('status', 'in', statuses);
  if (filter.kind) query = query.where('kind', '=', filter.kind);
  if (filter.milestoneId) query = query.where('milestone_id', '=', filter.milestoneId);
  return query.forUpdate().execute();
}

/** Sets a clock's status and the time it had left (paused) or none. */
async function setClock(
  db: Executor,
  clockId: string,
  status: 'cancelled' | 'paused',
  remainingMs: number | null,
): Promise<void> {
  await db
    .updateTable('order_clocks')
    .set({ status, remaining_ms: remainingMs })
    .where('id', '=', clockId)
    .execute();
}

/** Stops running or paused clocks of the order (all, one kind, or one milestone's). */
export async function stopClocks(db: Executor, orderId: string, filter: ClockFilter = {}): Promise<void> {
  const rows = await live(db, orderId, filter, ['running', 'paused']);
  for (const row of rows) {
    await setClock(db, row.id, 'cancelled', null);
    await cancelJob(asKysely(db), row.job_key);
  }
}

/** A dispute pauses every running clock, keeping the time each had left. */
export async function pauseClocks(db: Executor, orderId: string, now: Date): Promise<void> {
  const rows = await live(db, orderId, {}, ['running']);
  for (const row of rows) {
    await setClock(db, row.id, 'paused', Math.max(0, new Date(row.due_at).getTime() - now.getTime()));
    await cancelJob(asKysely(db), row.job_key);
  }
}

/** Work resumes (an admin reopens a dispute): each paused clock restarts with the time it had left. */
export async function resumeClocks(db: Executor, orderId: string, now: Date): Promise<void> {
  const rows = await live(db, orderId, {}, ['paused']);
  for (const row of rows) {
    await setClock(db, row.id, 'cancelled', null);
    await startClock(db, {
      orderId,
      kind: row.kind,
      milestoneId: row.milestone_id,
      dueAt: new Date(now.getTime() + Number(row.remaining_ms ?? 0)),
      now,
    });
  }
}

/** The clock a job fires, locked, if it is still running (otherwise the job does nothing). */
export async function claimClock(db: Executor, clockId: string) {
  const row = await db
    .selectFrom('order_clocks')
    .selectAll()
    .where('id', '=', clockId)
    .forUpdate()
    .executeTakeFirst();
  return row?.status === 'running' ? row : undefined;
}

export async function markFired(db: Executor, clockId: string): Promise<void> {
  await db.updateTable('order_clocks').set({ status: 'fired' }).where('id', '=', clockId).execute();
}

/** The order's running (and paused) clocks as the detail answers them; paused ones count from now. */
export async function listClocks(db: Executor, orderId: string, now: Date): Promise<OrderClock[]> {
  const rows = await db
    .selectFrom('order_clocks')
    .select(['kind', 'milestone_id', 'due_at', 'status', 'remaining_ms'])
    .where('order_id', '=', orderId)
    .where('status', 'in', ['running', 'paused'])
    .orderBy('due_at')
    .execute();
  return rows.map((row) => ({
    kind: row.kind,
    milestoneId: row.milestone_id,
    dueAt:
      row.status === 'paused'
        ? new Date(now.getTime() + Number(row.remaining_ms ?? 0)).toISOString()
        : new Date(row.due_at).toISOString(),
    paused: row.status === 'paused',
  }));
}
