import type { Executor } from '../../db/executor.ts';
import { stopClocks } from './order-clocks.ts';
import { type OrderRow, recordAnalytics, updateOrder } from './orders.repo.ts';

/** first_pro_response's response_time_category (IBH buckets; the spec names the field only). */
export function responseTimeCategory(hours: number): string {
  if (hours < 1) return 'under_1h';
  if (hours < 4) return '1_4h';
  if (hours < 24) return '4_24h';
  return 'over_24h';
}

/**
 * The professional responded for the first time since payment (started work, wrote in the chat or
 * submitted a milestone): the reminder clock stops and first_pro_response is recorded once, with
 * response_time_hours (one decimal) and its category.
 */
export async function markFirstResponse(db: Executor, order: OrderRow, at: Date): Promise<void> {
  if (order.first_response_at !== null || order.paid_at === null) return;
  const hours = Math.round(((at.getTime() - new Date(order.paid_at).getTime()) / 3_600_000) * 10) / 10;
  await updateOrder(db, order.id, { first_response_at: at }, at);
  order.first_response_at = at;
  await stopClocks(db, order.id, { kind: 'first_response' });
  await recordAnalytics(
    db,
    'first_pro_response',
    order.pro_id,
    {
      order_id: order.id,
      response_time_hours: Math.max(0, hours),
      response_time_category: responseTimeCategory(hours),
      category: order.service_category,
    },
    at,
  );
}
