import { ADMIN_CONSOLE_API, ORDER_API, type OrderDetail } from '@ibh/contract';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { buildApp } from '../src/app.ts';
import type { Database } from '../src/db/database.ts';
import {
  activeOrder,
  detail,
  type OrderWorld,
  ok,
  orderWorld,
  place,
} from '../src/modules/orders/orders.test-kit.ts';
import { professional, publishedService, servicePackageIds } from '../src/modules/shop/shop.test-kit.ts';
import { TestClock } from '../src/platform/clock.ts';
import type { BuiltUser } from './factories.ts';
import { checkoutCompletedEvent, deliverEvent } from './payments.ts';
import { testConfig } from './test-server.ts';

/**
 * The orders the money crash test (money-crash.pg.test.ts) acts on, written through the app
 * in this process (requests, signed webhooks), so the rows are what the product writes.
 */
export interface CrashWorld {
  buyer: BuiltUser;
  admin: BuiltUser;
  /** The package the crash phase's checkouts buy (Basic, $100). */
  packageId: string;
  /** Pending orders with a checkout session, paid by webhooks during the crash. */
  awaitingPayment: { orderId: string; sessionId: string; amountCents: number }[];
  /** Milestone 1 submitted: the buyer approves it (a release). */
  toApprove: { orderId: string; milestoneId: string }[];
  /** Milestones 1 and 2 approved, 3 submitted: approving it completes the order. */
  toComplete: { orderId: string; milestoneId: string }[];
  /** Paid, work not started: the buyer cancels (a full refund). */
  toCancel: string[];
  /** Milestone 1 released, then disputed: an admin rules Refund (the rest goes back). */
  toRefund: string[];
  /** Professionals with a cleared release: each asks for a payout. */
  payoutPros: { user: BuiltUser; releasedCents: number }[];
}

export const WORLD_SIZES = {
  awaitingPayment: 5,
  toApprove: 8,
  toComplete: 2,
  toCancel: 8,
  toRefund: 4,
  payoutPros: 3,
};

const DAY = 24 * 60 * 60 * 1000;
/** A bound on the payment jobs of the setup, not a measured property. */
const PAID_DEADLINE_MS = 30_000;

async function approveThrough(w: OrderWorld, order: OrderDetail, upTo: number) {
  for (const milestone of order.milestones.slice(0, upTo)) {
    await ok(await w.pro.agent.post(ORDER_API.submit(order.id, milestone.id), {}));
    await ok(await w.buyer.agent.post(ORDER_API.approve(order.id, milestone.id)));
  }
  return detail(w.buyer.agent, order.id);
}

/** Eight days ago: professionals whose first milestone was released and has cleared since. */
export async function clearedReleases(database: Database): Promise<CrashWorld['payoutPros']> {
  const clock = new TestClock(new Date(Date.now() - 8 * DAY));
  const app = await buildApp(testConfig(), { database, clock });
  await app.ready();
  try {
    const w = await orderWorld(app);
    const pros: CrashWorld['payoutPros'] = [];
    for (let i = 0; i < WORLD_SIZES.payoutPros; i += 1) {
      const pro = await professional(app, app.ctx.db, { fullName: `Paid Pro ${i}` });
      const serviceId = await publishedService(pro.agent);
      const { basic } = await servicePackageIds(app.ctx.db, serviceId);
      const order = await activeOrder(app, { ...w, pro }, { packageId: basic });
      const done = await approveThrough({ ...w, pro }, order, 1);
      pros.push({ user: pro.user, releasedCents: done.milestones[0]?.amountCents ?? 0 });
    }
    await app.ctx.jobs.runDue();
    return pros;
  } finally {
    await app.close();
  }
}

/** Places `count` orders and pays each with a signed webhook, as the provider does. */
async function paidOrders(app: FastifyInstance, w: OrderWorld, count: number): Promise<OrderDetail[]> {
  const ids: string[] = [];
  for (let i = 0; i < count; i += 1) {
    const { orderId } = await place(w.buyer.agent, { packageId: w.packages.basic });
    const order = await checkoutOf(app, orderId);
    const paid = checkoutCompletedEvent({ orderId, ...order });
    expect((await deliverEvent(app, paid)).statusCode).toBe(200);
    ids.push(orderId);
  }
  // The payment is a job (of this process or the server's, whichever claims it first).
  const paidCount = () =>
    app.ctx.db
      .selectFrom('service_orders')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('id', 'in', ids)
      .where('status', '=', 'paid_escrow')
      .executeTakeFirstOrThrow()
      .then((row) => Number(row.n));
  await expect.poll(paidCount, { timeout: PAID_DEADLINE_MS, interval: 50 }).toBe(count);
  return Promise.all(ids.map((id) => detail(w.buyer.agent, id)));
}

async function checkoutOf(app: FastifyInstance, orderId: string) {
  const row = await app.ctx.db
    .selectFrom('service_orders')
    .select(['checkout_session_id', 'price_cents'])
    .where('id', '=', orderId)
    .executeTakeFirstOrThrow();
  return { sessionId: row.checkout_session_id ?? '', amountCents: row.price_cents };
}

const first = (order: OrderDetail, n: number) => order.milestones[n]?.id ?? '';

/**
 * Now, on the wall clock the server process uses: every other order the crash phase acts on.
 * A server process may already run on the database meanwhile.
 */
export async function buildCrashOrders(database: Database): Promise<Omit<CrashWorld, 'payoutPros'>> {
  const app = await buildApp(testConfig(), { database });
  await app.ready();
  try {
    const w = await orderWorld(app);
    // Both parties asked for email copies: each order notification owes one mail too.
    await app.ctx.db
      .insertInto('notification_preferences')
      .values([w.buyer.user.id, w.pro.user.id].map((userId) => ({ user_id: userId, email: true })))
      .execute();
    const awaitingPayment: CrashWorld['awaitingPayment'] = [];
    for (let i = 0; i < WORLD_SIZES.awaitingPayment; i += 1) {
      const { orderId } = await place(w.buyer.agent, { packageId: w.packages.basic });
      awaitingPayment.push({ orderId, ...(await checkoutOf(app, orderId)) });
    }
    const { toApprove: a, toComplete: c, toCancel: x, toRefund: r } = WORLD_SIZES;
    const paid = await paidOrders(app, w, a + c + x + r);
    const toCancel = paid.slice(a + c, a + c + x).map((order) => order.id);
    const started = [...paid.slice(0, a + c), ...paid.slice(a + c + x)];
    for (const order of started) await ok(await w.pro.agent.post(ORDER_API.start(order.id)));
    const toApprove: CrashWorld['toApprove'] = [];
    for (const order of paid.slice(0, a)) {
      await ok(await w.pro.agent.post(ORDER_API.submit(order.id, first(order, 0)), {}));
      toApprove.push({ orderId: order.id, milestoneId: first(order, 0) });
    }
    const toComplete: CrashWorld['toComplete'] = [];
    for (const order of paid.slice(a, a + c)) {
      await approveThrough(w, order, 2);
      await ok(await w.pro.agent.post(ORDER_API.submit(order.id, first(order, 2)), {}));
      toComplete.push({ orderId: order.id, milestoneId: first(order, 2) });
    }
    const toRefund: string[] = [];
    for (const order of paid.slice(a + c + x)) {
      await approveThrough(w, order, 1);
      const reason = 'Stalled after the first part';
      await ok(await w.buyer.agent.post(ORDER_API.dispute(order.id), { reason }));
      toRefund.push(order.id);
    }
    await app.ctx.jobs.runDue();
    return {
      buyer: w.buyer.user,
      admin: w.admin.user,
      packageId: w.packages.basic,
      awaitingPayment,
      toApprove,
      toComplete,
      toCancel,
      toRefund,
    };
  } finally {
    await app.close();
  }
}

/** The admin console's Refund ruling, as the crash phase sends it. */
export const refundRuling = (orderId: string) => ({
  path: ADMIN_CONSOLE_API.resolveDispute(orderId),
  body: { resolution: 'refund' as const, note: 'Refunded after the crash test' },
});
