import type { Notification, NotificationResolution } from '@ibh/contract';
import { sql } from 'kysely';
import { expect } from 'vitest';
import type { Agent } from '../../../test/agent.ts';
import type { TestApp } from '../../../test/test-server.ts';

/** Test helpers shared by the notifications test files (not a test file itself). */

/**
 * Every committed domain event has been handled and every notification its handlers sent is
 * stored: the job queue ran every due job (domain events are jobs) and the notifier's queue is empty.
 */
export async function settle(t: TestApp): Promise<void> {
  // On PostgreSQL an event committed by a handler can land after the queue's last look (seen once
  // in CI's orders clocks test: 1 unprocessed), so the queue runs again until a round leaves
  // nothing unprocessed; a few rounds at most, then the test fails as before.
  let unprocessed = 0;
  for (let round = 0; round < SETTLE_ROUNDS; round++) {
    await t.app.ctx.jobs.runDue();
    await t.app.ctx.notifications.drain();
    const row = await t.database.db
      .selectFrom('domain_events')
      .select(sql<number>`count(*)::int`.as('n'))
      .where('processed_at', 'is', null)
      .executeTakeFirstOrThrow();
    unprocessed = row.n;
    if (unprocessed === 0) return;
  }
  throw new Error(`domain events not settled: ${unprocessed} unprocessed`);
}

const SETTLE_ROUNDS = 3;

export function storedNotifications(t: TestApp, userId: string) {
  return t.database.db
    .selectFrom('notifications')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
}

/** The id of the user's newest stored notification of this type (fails when there is none). */
export async function newestNotificationId(t: TestApp, userId: string, type: string): Promise<string> {
  const row = await t.database.db
    .selectFrom('notifications')
    .select('id')
    .where('user_id', '=', userId)
    .where('type', '=', type)
    .orderBy('created_at', 'desc')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** My notifications through the API, newest first (the whole first page). */
export async function listOf(agent: Agent, query = ''): Promise<Notification[]> {
  const res = await agent.get(`/api/notifications${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().items;
}

/** Settles, then the one notification of this type the agent has (fails when there is not exactly one). */
export async function onlyNotification(t: TestApp, agent: Agent, type: string): Promise<Notification> {
  await settle(t);
  const found = (await listOf(agent)).filter((n) => n.type === type);
  expect(found, `notifications of type ${type}`).toHaveLength(1);
  return found[0] as Notification;
}

/** Settles, then expects the agent's one notification of this type to be resolved with `resolution`. */
export async function expectResolved(
  t: TestApp,
  agent: Agent,
  type: string,
  resolution: NotificationResolution,
): Promise<void> {
  expect(await onlyNotification(t, agent, type)).toMatchObject({ resolved: true, resolution });
}
