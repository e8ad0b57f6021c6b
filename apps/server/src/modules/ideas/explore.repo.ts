import type { ExploreQuery } from '@ibh/contract';
import { type Kysely, type RawBuilder, sql } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { CARD_COLUMNS, canReadSql, type IdeaCardRow, OWNER_JSON } from './idea-card.ts';

/** The sorts Explore runs; 'relevance' only with a search (else it means newest). */
export type ExploreOrder = 'relevance' | 'newest' | 'most_liked' | 'most_commented';

/** Where the previous page ended: its sort key (rank or a counter), created_at as text, and id. */
export interface ExploreKeyset {
  key: number | null;
  createdAt: string;
  id: string;
}

export interface ExploreFilters {
  q: string | null;
  stage: ExploreQuery['stage'] | null;
  tags: string[];
  industry: string | null;
  lookingFor: string | null;
  openForCollab: boolean | null;
  /** One owner's ideas only (a profile's list of public ideas). */
  ownerId: string | null;
}

export type ExploreRow = IdeaCardRow & { sort_key: number | null; created_key: string };

const lowerArray = (values: string[]) => sql`ibh_lower_array(array[${sql.join(values)}]::text[])`;

/**
 * What a search matches and how it ranks, for this viewer (issue 12, item 3): an idea whose
 * details the viewer may read is searched and ranked on `search` (every field); a premium idea they
 * may not read only on `search_public` (what its locked card shows), so a word hidden in its
 * details neither finds it nor moves it up.
 */
function searchOf(viewerId: string | null, q: string) {
  const query = sql`websearch_to_tsquery('english', ${q})`;
  const readable = canReadSql(viewerId);
  return {
    match: sql`(((${readable}) and i.search @@ ${query}) or (i.is_premium and not (${readable}) and i.search_public @@ ${query}))`,
    rank: sql<number>`(case when ${readable} then ts_rank(i.search, ${query}) else ts_rank(i.search_public, ${query}) end)::real`,
  };
}

/** The sort key of each order, on `ideas i` (null for newest, whose key is created_at itself). */
function sortKey(order: ExploreOrder, viewerId: string | null, q: string | null): RawBuilder<number> | null {
  switch (order) {
    case 'relevance':
      return searchOf(viewerId, q ?? '').rank;
    case 'most_liked':
      return sql<number>`i.likes_count`;
    case 'most_commented':
      return sql<number>`i.comments_count`;
    default:
      return null;
  }
}

function conditions(filters: ExploreFilters, viewerId: string | null): RawBuilder<unknown>[] {
  // visibility = 'public' first: every Explore index is partial on it.
  const where: RawBuilder<unknown>[] = [sql`i.visibility = 'public'`];
  if (filters.q) where.push(searchOf(viewerId, filters.q).match);
  if (filters.stage) where.push(sql`i.stage = ${filters.stage}`);
  if (filters.tags.length) where.push(sql`i.tags_lc @> ${lowerArray(filters.tags)}`);
  if (filters.industry) where.push(sql`i.industry_lc @> ${lowerArray([filters.industry])}`);
  if (filters.lookingFor) where.push(sql`i.looking_for_lc @> ${lowerArray([filters.lookingFor])}`);
  if (filters.openForCollab !== null) where.push(sql`i.open_for_collab = ${filters.openForCollab}`);
  if (filters.ownerId) where.push(sql`i.user_id = ${filters.ownerId}`);
  return where;
}

function keysetCondition(
  order: ExploreOrder,
  key: RawBuilder<number> | null,
  after: ExploreKeyset,
): RawBuilder<unknown> {
  const created = sql`${after.createdAt}::timestamptz`;
  const id = sql`${after.id}::uuid`;
  if (!key) return sql`(i.created_at, i.id) < (${created}, ${id})`;
  const value = order === 'relevance' ? sql`${after.key ?? 0}::real` : sql`${after.key ?? 0}::int`;
  return sql`(${key}, i.created_at, i.id) < (${value}, ${created}, ${id})`;
}

/**
 * One Explore page in one round trip: the page's ids found on the partial indexes of 0006
 * (keyset after `after`), then their cards with the owner as JSON and whether the viewer may
 * read premium details. Pass `limit` one above the page size to learn whether more follow.
 */
export async function selectExplorePage(
  db: Kysely<DB>,
  viewerId: string | null,
  order: ExploreOrder,
  filters: ExploreFilters,
  after: ExploreKeyset | null,
  limit: number,
): Promise<ExploreRow[]> {
  const key = sortKey(order, viewerId, filters.q);
  const where = conditions(filters, viewerId);
  if (after) where.push(keysetCondition(order, key, after));
  const keyColumn = key ? sql`${key}` : sql`null::real`;
  const orderBy = key ? sql`sort_key desc, created_at desc, id desc` : sql`created_at desc, id desc`;
  const result = await sql<ExploreRow>`
    with page as (
      select i.id, i.created_at, ${keyColumn} as sort_key
      from ideas i
      where ${sql.join(where, sql` and `)}
      order by ${orderBy}
      limit ${limit}::int
    )
    select ${CARD_COLUMNS}, ${OWNER_JSON} as owner, ${canReadSql(viewerId)} as can_read,
      page.sort_key, i.created_at::text as created_key
    from page join ideas i on i.id = page.id
    order by ${key ? sql`page.sort_key desc, ` : sql``}page.created_at desc, page.id desc`.execute(db);
  return result.rows;
}
