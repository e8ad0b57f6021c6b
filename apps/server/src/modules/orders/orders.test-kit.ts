import { randomUUID } from 'node:crypto';
import { type Checkout, ORDER_API, type OrderDetail, type PlaceOrderRequest } from '@ibh/contract';
import type { FastifyInstance } from 'fastify';
import type { Insertable } from 'kysely';
import { afterAll, beforeAll, expect } from 'vitest';
import type { Agent } from '../../../test/agent.ts';
import { type SignedIn, signedInUser, signInAs } from '../../../test/sign-in.ts';
import { closeTestDatabase, openTestDatabase, type TestApp, testConfig } from '../../../test/test-server.ts';
import { buildApp } from '../../app.ts';
import type { Database } from '../../db/database.ts';
import type { DB } from '../../db/schema.ts';
import { TestClock } from '../../platform/clock.ts';
import { sandboxPaymentIntentId } from '../../platform/payments/sandbox-checkout.ts';
import { professional, publishedService, servicePackageIds } from '../shop/shop.test-kit.ts';
import { handleCheckoutCompleted } from './system-actions.ts';

/** Test helpers shared by the orders test files (not a test file itself). */

export interface ClockedApp extends TestApp {
  clock: TestClock;
}

/** The TestClock the orders tests start on: Monday 2 March 2026, 09:00 UTC. */
export const ordersTestClock = () => new TestClock(new Date('2026-03-02T09:00:00Z'));

/** The app on a database (a fresh one unless given), its jobs on a TestClock. */
export async function startClockedApp(
  options: { database?: Database; clock?: TestClock; keepDatabase?: boolean } = {},
): Promise<ClockedApp> {
  const database = options.database ?? (await openTestDatabase());
  const config = testConfig();
  const clock = options.clock ?? ordersTestClock();
  const app = await buildApp(config, { database, clock });
  await app.ready();
  return {
    app,
    database,
    config,
    clock,
    async close() {
      await app.close();
      if (options.keepDatabase) return;
      await closeTestDatabase(database);
    },
  };
}

export interface OrderWorld {
  buyer: SignedIn;
  pro: SignedIn;
  stranger: SignedIn;
  admin: SignedIn;
  serviceId: string;
  /** Basic $100 / 7 days, Standard $200 / 10 days, Premium $400 / 14 days. */
  packages: { basic: string; standard: string; premium: string };
}

export async function orderWorld(app: FastifyInstance): Promise<OrderWorld> {
  const db = app.ctx.db;
  const pro = await professional(app, db, { fullName: 'Pat Pro' });
  const buyer = await signedInUser(app, db, { fullName: 'Bea Buyer' });
  const stranger = await signedInUser(app, db, { fullName: 'Stan Stranger' });
  const admin = await signedInUser(app, db, { fullName: 'Ada Admin', admin: true });
  const serviceId = await publishedService(pro.agent);
  const packages = await servicePackageIds(db, serviceId);
  return { buyer, pro, stranger, admin, serviceId, packages };
}

export async function place(
  agent: Agent,
  body: Partial<PlaceOrderRequest> & { packageId: string },
): Promise<Checkout> {
  const res = await agent.post(ORDER_API.orders, { idempotencyKey: randomUUID(), ...body });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as Checkout;
}

/**
 * What the verified webhook's event does: the order is paid (handled by the orders subscriber),
 * with the payment intent the sandbox names for the order's checkout session, so a later refund
 * refers to the payment the sandbox would have taken. Returns that payment intent's id.
 */
export async function pay(app: FastifyInstance, orderId: string): Promise<string> {
  const order = await app.ctx.db
    .selectFrom('service_orders')
    .select(['checkout_session_id', 'price_cents'])
    .where('id', '=', orderId)
    .executeTakeFirstOrThrow();
  const sessionId = order.checkout_session_id ?? `cs_test_${orderId}`;
  const paymentIntentId = sandboxPaymentIntentId(sessionId);
  await handleCheckoutCompleted(app.ctx, {
    orderId,
    sessionId,
    paymentIntentId,
    amountCents: order.price_cents,
    providerEventId: `evt_${randomUUID()}`,
  });
  return paymentIntentId;
}

/** A 10% coupon (unless `values` say otherwise) under a fresh code; returns the code. */
export async function insertCoupon(
  db: Database['db'],
  values: Partial<Insertable<DB['coupons']>> = {},
): Promise<string> {
  const code = `C${randomUUID().slice(0, 8).toUpperCase()}`;
  await db
    .insertInto('coupons')
    .values({ code, discount_type: 'percentage', discount_value: 10, ...values })
    .execute();
  return code;
}

export async function couponUsedCount(db: Database['db'], code: string): Promise<number> {
  const row = await db
    .selectFrom('coupons')
    .select('used_count')
    .where('code', '=', code)
    .executeTakeFirstOrThrow();
  return row.used_count;
}

export async function detail(agent: Agent, orderId: string): Promise<OrderDetail> {
  const res = await agent.get(ORDER_API.order(orderId));
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as OrderDetail;
}

/** Places, pays and (unless told otherwise) starts an order; returns its detail for the buyer. */
export async function activeOrder(
  app: FastifyInstance,
  world: OrderWorld,
  options: { start?: boolean; packageId?: string } = {},
): Promise<OrderDetail> {
  const { orderId } = await place(world.buyer.agent, {
    packageId: options.packageId ?? world.packages.basic,
  });
  await pay(app, orderId);
  if (options.start ?? true) {
    const res = await world.pro.agent.post(ORDER_API.start(orderId));
    expect(res.statusCode, res.body).toBe(200);
  }
  return detail(world.buyer.agent, orderId);
}

export async function ok(res: { statusCode: number; body: string; json(): unknown }, status = 200) {
  expect(res.statusCode, res.body).toBe(status);
  return res.json() as OrderDetail;
}

/** An active $100 order with milestone 1 approved (3,333 released), disputed by the buyer. */
export async function disputedOrder(app: FastifyInstance, world: OrderWorld): Promise<string> {
  const order = await activeOrder(app, world);
  const m1 = order.milestones[0]?.id as string;
  await ok(await world.pro.agent.post(ORDER_API.submit(order.id, m1), {}));
  await ok(await world.buyer.agent.post(ORDER_API.approve(order.id, m1)));
  await ok(await world.buyer.agent.post(ORDER_API.dispute(order.id), { reason: 'Stalled' }));
  return order.id;
}

/**
 * Like orderSuite, on a database and TestClock that outlive the app: `restart()` stops the server
 * process and starts a new one on them, signing the world's people in again.
 */
export function restartableOrderSuite(): {
  readonly t: ClockedApp;
  readonly w: OrderWorld;
  readonly clock: TestClock;
  restart(): Promise<void>;
} {
  const t = {} as ClockedApp;
  const w = {} as OrderWorld;
  const clock = ordersTestClock();
  let database: Database | undefined;
  const start = async (on: Database) => {
    Object.assign(t, await startClockedApp({ database: on, clock, keepDatabase: true }));
  };
  beforeAll(async () => {
    database = await openTestDatabase();
    await start(database);
    Object.assign(w, await orderWorld(t.app));
  });
  afterAll(async () => {
    await t.close();
    if (database) await closeTestDatabase(database);
  });
  async function restart() {
    await t.close();
    await start(t.database);
    for (const who of [w.buyer, w.pro, w.stranger, w.admin]) who.agent = await signInAs(t.app, who.user);
  }
  return { t, w, clock, restart };
}

/**
 * A test file's app and order world, started before its tests and closed after them. The two
 * objects are filled in by beforeAll, so a file may destructure them: `const { t, w } = orderSuite();`.
 */
export function orderSuite(): { readonly t: ClockedApp; readonly w: OrderWorld } {
  const t = {} as ClockedApp;
  const w = {} as OrderWorld;
  beforeAll(async () => {
    Object.assign(t, await startClockedApp());
    Object.assign(w, await orderWorld(t.app));
  });
  afterAll(() => t.close());
  return { t, w };
}
