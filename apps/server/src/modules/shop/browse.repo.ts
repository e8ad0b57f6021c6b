import type { BrowseSort, ServiceCategory } from '@ibh/contract';
import { type RawBuilder, sql } from 'kysely';
import type { Executor } from '../../db/executor.ts';
import { type ServiceRow, serviceQuery } from './shop.repo.ts';

export interface BrowseFilters {
  q: string | null;
  category: ServiceCategory | null;
  minCents: number | null;
  maxCents: number | null;
  maxDays: number | null;
  verifiedOnly: boolean;
}

/** Where the previous page ended: the sort's key (impact, price or days), published_at as text, and id. */
export interface BrowseKeyset {
  key: number | null;
  publishedAt: string | null;
  id: string;
}

export type BrowseRow = ServiceRow & { key_value: number | null; published_key: string | null };

function conditions(filters: BrowseFilters): RawBuilder<unknown>[] {
  // listed first: every browse index is partial on it.
  const where: RawBuilder<unknown>[] = [sql`s.listed`];
  if (filters.q) where.push(sql`s.search @@ websearch_to_tsquery('english', ${filters.q})`);
  if (filters.category) where.push(sql`s.category = ${filters.category}`);
  if (filters.minCents !== null) where.push(sql`s.from_cents >= ${filters.minCents}::int`);
  if (filters.maxCents !== null) where.push(sql`s.from_cents <= ${filters.maxCents}::int`);
  if (filters.maxDays !== null) where.push(sql`s.eta_days <= ${filters.maxDays}::int`);
  if (filters.verifiedOnly) where.push(sql`s.pro_verified`);
  return where;
}

/**
 * The four orders, each matching one partial index of 0010: recommended (impact score, then newest),
 * price (cheapest package, ascending), fastest (ETA, ascending), newest (published_at).
 */
const ORDERS: Record<
  BrowseSort,
  { orderBy: RawBuilder<unknown>; after: (k: BrowseKeyset) => RawBuilder<unknown> }
> = {
  recommended: {
    orderBy: sql`s.pro_impact desc, s.published_at desc, s.id desc`,
    after: (k) =>
      sql`(s.pro_impact, s.published_at, s.id) < (${String(k.key ?? 0)}::numeric, ${k.publishedAt}::timestamptz, ${k.id}::uuid)`,
  },
  price: {
    orderBy: sql`s.from_cents asc, s.id asc`,
    after: (k) => sql`(s.from_cents, s.id) > (${k.key ?? 0}::int, ${k.id}::uuid)`,
  },
  fastest: {
    orderBy: sql`s.eta_days asc, s.id asc`,
    after: (k) => sql`(s.eta_days, s.id) > (${k.key ?? 0}::int, ${k.id}::uuid)`,
  },
  newest: {
    orderBy: sql`s.published_at desc, s.id desc`,
    after: (k) => sql`(s.published_at, s.id) < (${k.publishedAt}::timestamptz, ${k.id}::uuid)`,
  },
};

const KEY_COLUMN: Record<BrowseSort, RawBuilder<number | null>> = {
  recommended: sql`s.pro_impact`,
  price: sql`s.from_cents`,
  fastest: sql`s.eta_days`,
  newest: sql`null::int`,
};

/**
 * One browse page: listed services matching the filters, in the sort's order after `after`.
 * Pass `limit` one above the page size to learn whether more follow.
 */
export function selectBrowsePage(
  db: Executor,
  sort: BrowseSort,
  filters: BrowseFilters,
  after: BrowseKeyset | null,
  limit: number,
): Promise<BrowseRow[]> {
  const order = ORDERS[sort];
  const where = conditions(filters);
  if (after) where.push(order.after(after));
  return serviceQuery(db)
    .select([KEY_COLUMN[sort].as('key_value'), sql<string | null>`s.published_at::text`.as('published_key')])
    .where(sql<boolean>`${sql.join(where, sql` and `)}`)
    .orderBy(order.orderBy)
    .limit(limit)
    .execute() as Promise<BrowseRow[]>;
}
