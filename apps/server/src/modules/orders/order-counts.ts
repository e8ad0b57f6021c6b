import { sql } from 'kysely';
import type { Executor } from '../../db/executor.ts';

/** Orders in dispute now (the admin overview). */
export async function countDisputedOrders(db: Executor): Promise<number> {
  const row = await db
    .selectFrom('service_orders')
    .select(sql<number>`count(*)::int`.as('n'))
    .where('status', '=', 'disputed')
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Orders placed since a moment and the money paid for them, in cents (the admin overview). */
export async function ordersSince(db: Executor, since: Date): Promise<{ count: number; paidCents: number }> {
  const row = await db
    .selectFrom('service_orders')
    .select([
      sql<number>`count(*)::int`.as('n'),
      sql<number>`coalesce(sum(price_cents) filter (where paid_at is not null), 0)::bigint`.as('gmv'),
    ])
    .where('created_at', '>=', since)
    .executeTakeFirstOrThrow();
  return { count: Number(row.n), paidCents: Number(row.gmv) };
}
