import { randomUUID } from 'node:crypto';
import { ORDER_API, ORDERS } from '@ibh/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Agent } from '../../../test/agent.ts';
import { useDatabaseAndTwin } from '../../../test/same-database.ts';
import { signInAs } from '../../../test/sign-in.ts';
import {
  activeOrder,
  type ClockedApp,
  detail,
  type OrderWorld,
  ok,
  ordersTestClock,
  orderWorld,
  startClockedApp,
} from './orders.test-kit.ts';
import { fireAutoApprove } from './system-actions.ts';

/**
 * The order clocks are durable jobs (issue 15): two server processes, each with its own job
 * queue, run the queue over one database at the same time (decision 83). A due clock fires
 * exactly once (one activity entry, money released once), and a job that runs again (a crash
 * after the handler committed but before the queue recorded it) finds the clock fired and does
 * nothing. On Postgres (TEST_DATABASE_URL) the second app has its own pool and listener; on PGlite
 * it shares the one instance, as a second process on an embedded database would.
 */
const { database, twin } = useDatabaseAndTwin();
const clock = ordersTestClock();
let a: ClockedApp;
let b: ClockedApp;
let w: OrderWorld;
/** The professional and the buyer signed in on process b. */
let proOnB: Agent;
let buyerOnB: Agent;

beforeAll(async () => {
  a = await startClockedApp({ database, clock, keepDatabase: true });
  b = await startClockedApp({ database: twin, clock, keepDatabase: true });
  w = await orderWorld(a.app);
  proOnB = await signInAs(b.app, w.pro.user);
  buyerOnB = await signInAs(b.app, w.buyer.user);
});
afterAll(async () => {
  await a.close();
  await b.close();
});

const AUTO_APPROVED = 'Auto-approved after 72 hours without a response: ';

async function activity(orderId: string): Promise<string[]> {
  const res = await w.buyer.agent.get(ORDER_API.activity(orderId));
  return (res.json().items as { text: string }[]).map((i) => i.text);
}

const releasesOf = (milestoneId: string) =>
  database.db
    .selectFrom('escrow_ledger')
    .select(['kind', 'amount_cents'])
    .where('milestone_id', '=', milestoneId)
    .execute();

const jobOf = async (milestoneId: string) => {
  const clockRow = await database.db
    .selectFrom('order_clocks')
    .select(['id', 'job_key', 'status'])
    .where('milestone_id', '=', milestoneId)
    .where('kind', '=', 'auto_approve')
    .executeTakeFirstOrThrow();
  const job = await database.db
    .selectFrom('jobs')
    .select(['status', 'attempts'])
    .where('idempotency_key', '=', clockRow.job_key)
    .executeTakeFirstOrThrow();
  return { clock: clockRow, job };
};

/** Both processes look at the queue at once, until neither has anything due left. */
const bothRunTheQueue = () => Promise.all([a.app.ctx.jobs.runDue(), b.app.ctx.jobs.runDue()]);

describe('order clocks across two server processes on one database', () => {
  it('fires a due auto-approve clock exactly once while both queues run it at the same time', async () => {
    const orders = await Promise.all([activeOrder(a.app, w), activeOrder(a.app, w), activeOrder(a.app, w)]);
    const milestones: string[] = [];
    for (const order of orders) {
      const m = order.milestones[0]?.id as string;
      // Submitted on one process or the other: the clock is the database's, not the process's.
      const agent = milestones.length % 2 === 0 ? w.pro.agent : proOnB;
      await ok(await agent.post(ORDER_API.submit(order.id, m), {}));
      milestones.push(m);
    }
    await clock.jump(ORDERS.autoApproveAfter);
    await bothRunTheQueue();

    for (const [i, order] of orders.entries()) {
      const m = milestones[i] as string;
      const after = await detail(w.buyer.agent, order.id);
      expect(after.milestones[0]?.status).toBe('approved');
      expect(after.escrow.releasedCents).toBe(after.milestones[0]?.amountCents);
      expect(after.clocks.filter((c) => c.kind === 'auto_approve')).toEqual([]);
      const log = await activity(order.id);
      expect(log.filter((text) => text.startsWith(AUTO_APPROVED))).toEqual([`${AUTO_APPROVED}Milestone 1`]);
      expect(log.filter((text) => text === 'Milestone approved: Milestone 1')).toHaveLength(1);
      const releases = (await releasesOf(m)).filter((row) => row.kind === 'release');
      expect(releases).toHaveLength(1);
      // One claim, one run: the job was not run by the other process as well.
      const { clock: clockRow, job } = await jobOf(m);
      expect(clockRow.status).toBe('fired');
      expect(job).toEqual({ status: 'done', attempts: 1 });
    }
  }, 120_000);

  it('a clock job that runs again on the other process (crash before its outcome was recorded) does nothing', async () => {
    const order = await activeOrder(a.app, w);
    const m = order.milestones[0]?.id as string;
    await ok(await w.pro.agent.post(ORDER_API.submit(order.id, m), {}));
    await clock.jump(ORDERS.autoApproveAfter);
    // Either process may claim it (b's queue wakes on the clock too): wait for both to finish.
    await bothRunTheQueue();
    const { clock: fired } = await jobOf(m);
    expect(fired.status).toBe('fired');
    // As if the process died after the handler's transaction committed: the row is due again.
    await database.db
      .updateTable('jobs')
      .set({ status: 'queued', run_at: clock.now(), locked_by: null, locked_until: null })
      .where('idempotency_key', '=', fired.job_key)
      .execute();
    await bothRunTheQueue();
    const { job } = await jobOf(m);
    expect(job).toEqual({ status: 'done', attempts: 2 });
    const after = await detail(w.buyer.agent, order.id);
    expect(after.milestones[0]?.status).toBe('approved');
    expect(after.escrow.releasedCents).toBe(after.milestones[0]?.amountCents);
    expect((await releasesOf(m)).filter((row) => row.kind === 'release')).toHaveLength(1);
    expect((await activity(order.id)).filter((text) => text.startsWith(AUTO_APPROVED))).toHaveLength(1);
  }, 120_000);

  it("both processes running the same clock's handler at the same moment release its money once", async () => {
    const order = await activeOrder(a.app, w);
    const m = order.milestones[1]?.id as string;
    await ok(await proOnB.post(ORDER_API.submit(order.id, m), {}));
    const { clock: running } = await jobOf(m);
    await Promise.all([
      fireAutoApprove(a.app.ctx, running.id),
      fireAutoApprove(b.app.ctx, running.id),
      fireAutoApprove(a.app.ctx, running.id),
      fireAutoApprove(b.app.ctx, running.id),
    ]);
    expect((await releasesOf(m)).filter((row) => row.kind === 'release')).toHaveLength(1);
    expect((await activity(order.id)).filter((text) => text.startsWith(AUTO_APPROVED))).toEqual([
      `${AUTO_APPROVED}Milestone 2`,
    ]);
    // The job itself, due later, then finds the clock fired and does nothing more.
    await clock.jump(ORDERS.autoApproveAfter);
    await bothRunTheQueue();
    expect((await releasesOf(m)).filter((row) => row.kind === 'release')).toHaveLength(1);
    expect((await activity(order.id)).filter((text) => text.startsWith(AUTO_APPROVED))).toHaveLength(1);
  }, 120_000);

  it('fires the first-response reminder once (one email) and expires an unpaid order once across both processes', async () => {
    const quiet = await activeOrder(a.app, w, { start: false });
    const unpaid = await buyerOnB.post(ORDER_API.orders, {
      idempotencyKey: randomUUID(),
      packageId: w.packages.basic,
    });
    expect(unpaid.statusCode, unpaid.body).toBe(201);
    const unpaidId = (unpaid.json() as { orderId: string }).orderId;
    await clock.jump(Math.max(ORDERS.firstResponseReminder, ORDERS.unpaidExpiry));
    await bothRunTheQueue();
    await bothRunTheQueue();

    const reminders = (await activity(quiet.id)).filter(
      (text) => text === 'First response reminder sent to the professional',
    );
    expect(reminders).toHaveLength(1);
    const mails = await database.db
      .selectFrom('mail_outbox')
      .select('id')
      .where('template', '=', 'orders.first_response_due')
      .where('text_body', 'like', `%${quiet.id}%`)
      .execute();
    expect(mails).toHaveLength(1);

    expect((await detail(w.buyer.agent, unpaidId)).status).toBe('cancelled');
    const expiries = (await activity(unpaidId)).filter(
      (text) => text === 'Order expired: payment was not received within 24 hours',
    );
    expect(expiries).toHaveLength(1);
  }, 120_000);
});
