import { ORDER_OPEN_STATUSES } from '@ibh/contract';
import { sql } from 'kysely';
import type { Executor } from '../../db/executor.ts';

/**
 * My Hub's professional stats (000 section 2), made real by the orders issue: Open Shop Orders
 * (paid and not finished: paid_escrow, in_progress, delivered, disputed) and MTD Earnings (money
 * released to them since the first of the month, UTC, in cents). Two index reads.
 */
export async function proShopStats(db: Executor, proId: string, now: Date) {
  const monthStart = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
  const [open, earned] = await Promise.all([
    db
      .selectFrom('service_orders')
      .select(sql<string>`count(*)`.as('n'))
      .where('pro_id', '=', proId)
      .where('status', 'in', ORDER_OPEN_STATUSES)
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('escrow_ledger')
      .select(sql<string>`coalesce(sum(amount_cents), 0)`.as('cents'))
      .where('pro_id', '=', proId)
      .where('kind', '=', 'release')
      .where('created_at', '>=', monthStart)
      .executeTakeFirstOrThrow(),
  ]);
  return { openOrders: Number(open.n), mtdEarningsCents: Number(earned.cents) };
}
