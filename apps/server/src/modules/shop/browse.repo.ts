import { type BrowseSort, SEARCH_LIMITS, type ServiceCategory } from '@ibh/contract';
import { type RawBuilder, sql } from 'kysely';
import type { Executor } from '../../db/executor.ts';
import { bestMatchScoreSql, correctionsSql, markedSql } from '../../platform/search-text.ts';
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

export type BrowseRow = ServiceRow & {
  key_value: number | null;
  published_key: string | null;
  /** With a search: the title with the matched words marked (search-text.ts). */
  title_marked: string | null;
};

const tsQuery = (q: string) => sql`websearch_to_tsquery('english', ${q})`;

/**
 * Best match's score as an int (micro-units, exact in a cursor): ts_rank_cd (title A, deliverables
 * C, description D, the seller's name and headline) normalised to 0..1, plus a tenth of the
 * title's own rank (decisions 157, 166).
 */
const relevanceScore = (q: string): RawBuilder<number> => bestMatchScoreSql(sql`s.search`, tsQuery(q));

function conditions(filters: BrowseFilters): RawBuilder<unknown>[] {
  // listed first: every browse index is partial on it.
  const where: RawBuilder<unknown>[] = [sql`s.listed`];
  if (filters.q) where.push(sql`s.search @@ ${tsQuery(filters.q)}`);
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
  Exclude<BrowseSort, 'relevance'>,
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

const KEY_COLUMN: Record<Exclude<BrowseSort, 'relevance'>, RawBuilder<number | null>> = {
  recommended: sql`s.pro_impact`,
  price: sql`s.from_cents`,
  fastest: sql`s.eta_days`,
  newest: sql`null::int`,
};

/**
 * One browse page: listed services matching the filters, in the sort's order after `after`.
 * Pass `limit` one above the page size to learn whether more follow. Best match (`relevance`,
 * needs `filters.q`) scores at most SEARCH_LIMITS.bestMatchCandidates matches, in whatever order
 * the index yields them, and pages within them.
 */
export function selectBrowsePage(
  db: Executor,
  sort: BrowseSort,
  filters: BrowseFilters,
  after: BrowseKeyset | null,
  limit: number,
): Promise<BrowseRow[]> {
  const where = conditions(filters);
  const marked = filters.q ? markedSql(sql`s.title`, tsQuery(filters.q)) : sql<null>`null::text`;
  if (sort === 'relevance' && filters.q) {
    // The page's ids first (at most K candidates scored, then the page of them), then their cards:
    // `= any(array(...))` keeps the outer read an index lookup of those ids.
    const score = relevanceScore(filters.q);
    const keyset = after
      ? sql`where (c.score, c.published_at, c.id) < (${after.key ?? 0}::int, ${after.publishedAt}::timestamptz, ${after.id}::uuid)`
      : sql``;
    const pageIds = sql`s.id = any(array(
      select c.id from (
        select s.id, s.published_at, ${score} as score from pro_services s
        where ${sql.join(where, sql` and `)}
        limit ${SEARCH_LIMITS.bestMatchCandidates}::int
      ) c ${keyset}
      order by c.score desc, c.published_at desc, c.id desc
      limit ${limit}::int))`;
    return serviceQuery(db)
      .select([
        score.as('key_value'),
        sql<string | null>`s.published_at::text`.as('published_key'),
        marked.as('title_marked'),
      ])
      .where(sql<boolean>`${pageIds}`)
      .orderBy(sql`key_value desc, s.published_at desc, s.id desc`)
      .execute() as Promise<BrowseRow[]>;
  }
  const orderSort = sort === 'relevance' ? 'recommended' : sort;
  const order = ORDERS[orderSort];
  if (after) where.push(order.after(after));
  return serviceQuery(db)
    .select([
      KEY_COLUMN[orderSort].as('key_value'),
      sql<string | null>`s.published_at::text`.as('published_key'),
      marked.as('title_marked'),
    ])
    .where(sql<boolean>`${sql.join(where, sql` and `)}`)
    .orderBy(order.orderBy)
    .limit(limit)
    .execute() as Promise<BrowseRow[]>;
}

/** For each word of a search that is not a service word: the closest one (migration 0039). */
export async function selectServiceWordCorrections(
  db: Executor,
  words: string[],
): Promise<Map<string, string>> {
  if (words.length === 0) return new Map();
  const result = await correctionsSql('service_words', words).execute(db);
  return new Map(result.rows.map((row) => [row.word, row.correction]));
}
