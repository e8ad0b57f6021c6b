import {
  type DomainEventType,
  ORDER_EVENTS,
  ORDER_REALTIME_EVENTS,
  type OrderActivityKind,
  type OrderStatus,
  orderTopic,
} from '@ibh/contract';
import type { Kysely } from 'kysely';
import type { Executor } from '../../db/executor.ts';
import type { DB } from '../../db/schema.ts';
import type { AppContext } from '../../platform/context.ts';
import { emitEvent } from '../../platform/events.ts';
import { insertActivity, recordAnalytics } from './orders.repo.ts';

type OrderEventType = (typeof ORDER_EVENTS)[Exclude<keyof typeof ORDER_EVENTS, 'payoutReleased'>];

/**
 * What every order change does besides the change itself, in the change's transaction: a system
 * entry in the order's log (Activity tab), the domain event that mails and notifies after commit,
 * and the live 'order_changed' push to the workroom (sent only if the transaction commits).
 */
export async function logActivity(
  db: Executor,
  entry: { orderId: string; actorId: string | null; kind: OrderActivityKind; text: string; at: Date },
): Promise<void> {
  await insertActivity(db, entry);
}

export async function emitOrderEvent(
  db: Executor,
  type: OrderEventType & DomainEventType,
  payload: { orderId: string; milestoneId?: string | null; actorId?: string | null },
): Promise<void> {
  await emitEvent(
    db as Kysely<DB>,
    {
      type,
      actorId: payload.actorId ?? null,
      payload: {
        orderId: payload.orderId,
        milestoneId: payload.milestoneId ?? null,
        actorId: payload.actorId ?? null,
      },
    } as Parameters<typeof emitEvent>[1],
  );
}

export async function publishOrderChanged(
  ctx: Pick<AppContext, 'realtime'>,
  db: Executor,
  order: { id: string; status: OrderStatus },
): Promise<void> {
  await ctx.realtime.publish(
    orderTopic(order.id),
    { type: ORDER_REALTIME_EVENTS.changed, data: { orderId: order.id, status: order.status } },
    db as Kysely<DB>,
  );
}

export { ORDER_EVENTS };

/** A completed order (the buyer's or the system's approval, or an admin's ruling): its analytics row and event. */
export async function announceOrderCompleted(
  db: Executor,
  order: { id: string; buyer_id: string | null; price_cents: number },
  actorId: string | null,
  now: Date,
): Promise<void> {
  await recordAnalytics(
    db,
    'order_completed',
    order.buyer_id,
    { order_id: order.id, amount_usd: order.price_cents / 100 },
    now,
  );
  await emitOrderEvent(db, ORDER_EVENTS.completed, { orderId: order.id, actorId });
}
