import type { Executor } from '../../db/executor.ts';

export interface OrderRulingSummary {
  resolution: 'completed' | 'refunded' | 'reopened' | 'split';
  decidedAt: string;
}

/**
 * The latest admin ruling (decision 116) of each of these orders, for a review shown beside it
 * (issue 29): what was decided and when; the note and the money stay in the order's own page.
 */
export async function orderRulings(
  db: Executor,
  orderIds: readonly string[],
): Promise<Map<string, OrderRulingSummary>> {
  const rulings = new Map<string, OrderRulingSummary>();
  if (orderIds.length === 0) return rulings;
  const rows = await db
    .selectFrom('order_disputes')
    .select(['order_id', 'resolution', 'resolved_at'])
    .where('order_id', 'in', orderIds)
    .where('resolution', 'is not', null)
    .where('resolved_at', 'is not', null)
    .orderBy('resolved_at', 'asc')
    .execute();
  for (const row of rows) {
    if (!row.resolution || !row.resolved_at) continue;
    rulings.set(row.order_id, {
      resolution: row.resolution,
      decidedAt: new Date(row.resolved_at).toISOString(),
    });
  }
  return rulings;
}
