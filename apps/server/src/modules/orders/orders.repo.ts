import type { OrderActivityKind } from '@ibh/contract';
import type { Selectable } from 'kysely';
import type { Executor } from '../../db/executor.ts';
import type { OrderMilestonesTable, ServiceOrdersTable } from './orders.tables.ts';

export type OrderRow = Selectable<ServiceOrdersTable>;
export type MilestoneRow = Selectable<OrderMilestonesTable>;

/** The order row, locked for the rest of the transaction when `lock` (every change locks it first). */
export function selectOrder(db: Executor, id: string, lock = false): Promise<OrderRow | undefined> {
  const query = db.selectFrom('service_orders').selectAll().where('id', '=', id);
  return (lock ? query.forUpdate() : query).executeTakeFirst();
}

/** The order's three milestones by position; locked with the order when `lock`. */
export function selectMilestones(db: Executor, orderId: string, lock = false): Promise<MilestoneRow[]> {
  const query = db
    .selectFrom('order_milestones')
    .selectAll()
    .where('order_id', '=', orderId)
    .orderBy('position');
  return (lock ? query.forUpdate() : query).execute();
}

export async function updateOrder(
  db: Executor,
  id: string,
  values: Partial<Omit<OrderRow, 'id' | 'created_at'>>,
  now: Date,
): Promise<void> {
  await db
    .updateTable('service_orders')
    .set({ ...values, updated_at: now })
    .where('id', '=', id)
    .execute();
}

export async function updateMilestone(
  db: Executor,
  id: string,
  values: Partial<Omit<MilestoneRow, 'id' | 'order_id' | 'created_at'>>,
  now: Date,
): Promise<void> {
  await db
    .updateTable('order_milestones')
    .set({ ...values, updated_at: now })
    .where('id', '=', id)
    .execute();
}

/** A system entry of the order's log (the Activity tab): kind 'system', never a user's text. */
export async function insertActivity(
  db: Executor,
  entry: { orderId: string; actorId: string | null; kind: OrderActivityKind; text: string; at: Date },
): Promise<void> {
  await db
    .insertInto('order_messages')
    .values({
      order_id: entry.orderId,
      sender_id: entry.actorId,
      kind: 'system',
      activity_kind: entry.kind,
      body: entry.text,
      created_at: entry.at,
    })
    .execute();
}

/** analytics_events is the analytics module's: its writer, re-exported for the order actions. */
export { recordAnalytics } from '../analytics/record-analytics.ts';
