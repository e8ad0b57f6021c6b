import { randomUUID } from 'node:crypto';
import { ORDER_API, ORDERS } from '@ibh/contract';
import { sql } from 'kysely';
import { loadOrderAccess } from '../apps/server/src/modules/orders/order-access.ts';
import { buildOrderDetail, peopleById } from '../apps/server/src/modules/orders/order-view.ts';
import { selectMilestones, selectOrder } from '../apps/server/src/modules/orders/orders.repo.ts';
import { logQuery } from '../apps/server/src/modules/orders/workroom-chat.ts';
import type { Storage } from '../apps/server/src/platform/storage/storage.ts';
import type { BenchEndpoint } from './endpoints.ts';
import {
  BENCH_ORDER_ID,
  BENCH_ORDER_PACKAGE_ID,
  benchApprovalMilestoneId,
  benchApprovalOrderId,
} from './orders-dataset.ts';
import { BENCH_VIEWER } from './people-dataset.ts';
import { signInBenchViewer, signInBenchWriter } from './session.ts';

/** The bench people have no avatars, so nothing is signed: no storage is reached. */
const NO_STORAGE = {} as Storage;

let approval = 0;
let sqlApproval = 1_000_000;

/**
 * Orders (issue 15): the workroom's loads (order detail, chat), placing an order (a new Hire click
 * each request: a fresh idempotency key, so each one writes an order, 3 milestones, a clock and a
 * sandbox checkout session), and approving a milestone (the next of the pool each request: a row
 * lock, the milestone, the ledger release, the log, the event).
 */
export const orderEndpoints: BenchEndpoint[] = [
  {
    name: 'GET /api/orders/:id (workroom)',
    method: 'GET',
    path: ORDER_API.order(BENCH_ORDER_ID),
    prepare: signInBenchViewer,
    // The handler's whole read (order, milestones, clocks, people, profile, dispute, releases).
    sql: async (db) => {
      const order = await selectOrder(db, BENCH_ORDER_ID);
      if (!order) throw new Error('bench order missing');
      return buildOrderDetail(db, NO_STORAGE, order, 'buyer', new Date());
    },
  },
  {
    name: 'GET /api/orders/:id/messages',
    method: 'GET',
    path: ORDER_API.messages(BENCH_ORDER_ID),
    prepare: signInBenchViewer,
    // The handler's statements: the access check and the page sent together, then the senders.
    sql: async (db) => {
      const [, rows] = await Promise.all([
        loadOrderAccess(db, { id: BENCH_VIEWER.id, isAdmin: false }, BENCH_ORDER_ID),
        logQuery(db, BENCH_ORDER_ID, 'user', undefined, ORDERS.messagesPage),
      ]);
      return peopleById(
        db,
        NO_STORAGE,
        rows.map((r) => r.sender_id),
      );
    },
  },
  {
    name: 'POST /api/orders (place)',
    method: 'POST',
    path: ORDER_API.orders,
    body: { packageId: BENCH_ORDER_PACKAGE_ID, idempotencyKey: randomUUID() },
    vary: () => ({ body: { packageId: BENCH_ORDER_PACKAGE_ID, idempotencyKey: randomUUID() } }),
    prepare: (baseUrl) => signInBenchWriter(baseUrl, BENCH_VIEWER.email),
    sql: (db) =>
      db.transaction().execute(async (trx) => {
        await trx
          .selectFrom('service_packages as p')
          .innerJoin('pro_services as s', 's.id', 'p.service_id')
          .selectAll('p')
          .where('p.id', '=', BENCH_ORDER_PACKAGE_ID)
          .executeTakeFirst();
        const order = await trx
          .insertInto('service_orders')
          .values({
            buyer_id: BENCH_VIEWER.id,
            service_title: 'Bench',
            service_category: 'validate',
            package_name: 'Basic',
            package_tier: 'basic',
            package_days: 9,
            subtotal_cents: 60_000,
            price_cents: 60_000,
            idempotency_key: randomUUID(),
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        await trx
          .insertInto('order_milestones')
          .values(
            [1, 2, 3].map((position) => ({
              order_id: order.id,
              position,
              title: `Milestone ${position}`,
              due_date: new Date(),
              amount_cents: 20_000,
            })),
          )
          .execute();
        return order;
      }),
  },
  {
    name: 'POST /api/orders/:id/milestones/:milestoneId/approve',
    method: 'POST',
    path: ORDER_API.approve(benchApprovalOrderId(0), benchApprovalMilestoneId(0)),
    vary: () => {
      const k = approval++;
      return { path: ORDER_API.approve(benchApprovalOrderId(k), benchApprovalMilestoneId(k)) };
    },
    prepare: (baseUrl) => signInBenchWriter(baseUrl, BENCH_VIEWER.email),
    sql: (db) =>
      // The same statements on pool orders the HTTP run does not reach (from the end of the pool).
      db.transaction().execute(async (trx) => {
        const k = sqlApproval--;
        const orderId = benchApprovalOrderId(k % 1_000);
        await selectOrder(trx, orderId, true);
        await selectMilestones(trx, orderId, true);
        await sql`select pg_notify('ibh_bench', ${orderId})`.execute(trx);
        return trx
          .updateTable('order_milestones')
          .set({ updated_at: new Date() })
          .where('id', '=', benchApprovalMilestoneId(k % 1_000))
          .execute();
      }),
  },
];
