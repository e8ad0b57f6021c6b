import type { OrderActivityKind } from '@ibh/contract';
import type { Transaction } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { stopClocks } from './order-clocks.ts';
import { emitOrderEvent, logActivity, ORDER_EVENTS } from './order-log.ts';
import { type OrderRow, recordAnalytics } from './orders.repo.ts';

/**
 * What completing an order records, whoever completes it (the buyer's last approval, an admin's
 * ruling): its clocks stop, the activity line, the order_completed analytics row and the event.
 */
export async function recordOrderCompleted(
  trx: Transaction<DB>,
  order: Pick<OrderRow, 'id' | 'buyer_id' | 'price_cents'>,
  actorId: string | null,
  activity: { kind: OrderActivityKind; text: string },
  now: Date,
): Promise<void> {
  await stopClocks(trx, order.id);
  await logActivity(trx, { orderId: order.id, actorId, ...activity, at: now });
  await recordAnalytics(
    trx,
    'order_completed',
    order.buyer_id,
    { order_id: order.id, amount_usd: order.price_cents / 100 },
    now,
  );
  await emitOrderEvent(trx, ORDER_EVENTS.completed, { orderId: order.id, actorId });
}
