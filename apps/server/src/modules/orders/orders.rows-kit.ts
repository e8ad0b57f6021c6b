import { randomUUID } from 'node:crypto';
import type { MilestoneStatus, OrderStatus } from '@ibh/contract';
import type { FastifyInstance } from 'fastify';
import type { OrderWorld } from './orders.test-kit.ts';

/**
 * An order written straight into its tables in any status (test helper, not a test): what the API
 * path would leave behind, without walking it. $100 in three milestones; a paid status holds the
 * $100 in the escrow ledger; a disputed one has an open dispute opened by the buyer. Unpaid:
 * pending, and cancelled (an abandoned checkout).
 */
export async function orderRowIn(
  app: FastifyInstance,
  world: OrderWorld,
  status: OrderStatus,
  milestones: readonly MilestoneStatus[] = ['open', 'open', 'open'],
): Promise<{ id: string; milestones: string[] }> {
  const db = app.ctx.db;
  const now = app.ctx.clock.now();
  const paid = status !== 'pending' && status !== 'cancelled';
  const started = paid && status !== 'paid_escrow';
  const { id } = await db
    .insertInto('service_orders')
    .values({
      buyer_id: world.buyer.user.id,
      pro_id: world.pro.user.id,
      service_id: world.serviceId,
      package_id: world.packages.basic,
      service_title: 'Customer interviews',
      service_category: 'validate',
      package_name: 'Basic',
      package_tier: 'basic',
      package_days: 7,
      subtotal_cents: 10_000,
      price_cents: 10_000,
      status,
      idempotency_key: randomUUID(),
      escrow_pi_id: paid ? `pi_rows_${randomUUID()}` : null,
      paid_at: paid ? now : null,
      started_at: started ? now : null,
      delivered_at: status === 'delivered' || status === 'completed' ? now : null,
      first_delivered_at: status === 'delivered' || status === 'completed' ? now : null,
      completed_at: status === 'completed' ? now : null,
      cancelled_at: status === 'cancelled' ? now : null,
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const ids: string[] = [];
  for (const [i, milestone] of milestones.entries()) {
    const row = await db
      .insertInto('order_milestones')
      .values({
        order_id: id,
        position: i + 1,
        title: `Milestone ${i + 1}`,
        due_date: new Date(now.getTime() + (i + 1) * 86_400_000),
        amount_cents: i === 2 ? 3_334 : 3_333,
        status: milestone,
        revision_notes: milestone === 'revisions' ? 'More detail' : null,
        revision_count: milestone === 'revisions' ? 1 : 0,
        delivery_note: null,
        submitted_at: milestone === 'open' ? null : now,
        approved_at: milestone === 'approved' ? now : null,
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    ids.push(row.id);
  }
  if (paid) {
    await db
      .insertInto('escrow_ledger')
      .values({
        order_id: id,
        pro_id: world.pro.user.id,
        kind: 'hold',
        amount_cents: 10_000,
        entry_key: `hold:${id}`,
        created_at: now,
      })
      .execute();
  }
  if (status === 'disputed') {
    await db
      .insertInto('order_disputes')
      .values({
        order_id: id,
        opened_by: world.buyer.user.id,
        opened_by_role: 'buyer',
        from_status: 'in_progress',
        reason: 'Not what we agreed',
        created_at: now,
      })
      .execute();
  }
  return { id, milestones: ids };
}

export async function statusOf(app: FastifyInstance, orderId: string) {
  const order = await app.ctx.db
    .selectFrom('service_orders')
    .select('status')
    .where('id', '=', orderId)
    .executeTakeFirstOrThrow();
  const milestones = await app.ctx.db
    .selectFrom('order_milestones')
    .select('status')
    .where('order_id', '=', orderId)
    .orderBy('position')
    .execute();
  return { order: order.status, milestones: milestones.map((m) => m.status) };
}
