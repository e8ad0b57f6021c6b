import type { OrderActivityKind } from '@ibh/contract';
import type { Transaction } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { stopClocks } from './order-clocks.ts';
import { announceOrderCompleted, logActivity } from './order-log.ts';
import type { OrderRow } from './orders.repo.ts';

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
  await announceOrderCompleted(trx, order, actorId, now);
}
