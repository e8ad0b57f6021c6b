import type { Executor } from '../../db/executor.ts';

/** One product event for the Analytics tab; features call it inside their own transaction. */
export async function recordAnalytics(
  db: Executor,
  type: string,
  userId: string | null,
  meta: Record<string, unknown>,
  at: Date,
): Promise<void> {
  await db
    .insertInto('analytics_events')
    .values({ type, user_id: userId, meta: JSON.stringify(meta), created_at: at })
    .execute();
}

/** Several events at once, stamped now. */
export async function insertAnalyticsEvents(
  db: Executor,
  events: readonly { type: string; userId: string | null; meta: Record<string, unknown> }[],
): Promise<void> {
  if (events.length === 0) return;
  await db
    .insertInto('analytics_events')
    .values(events.map((e) => ({ type: e.type, user_id: e.userId, meta: JSON.stringify(e.meta) })))
    .execute();
}
