import type { ExploreQuery } from '@ibh/contract';
import { type Kysely, type RawBuilder, sql } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { CARD_COLUMNS, canReadSql, type IdeaCardRow, OWNER_JSON } from './idea-card.ts';

/** The sorts Explore runs, with or without a search (decision 113). */
export type ExploreOrder = 'newest' | 'most_liked' | 'most_commented';

/** Where the previous page ended: its sort key (a counter), created_at as text, and id. */
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
 * What a search matches, for this viewer (issue 12, item 3): an idea whose details the viewer may
 * read is searched on `search` (every field); a premium idea they may not read only on
 * `search_public` (what its locked card shows), so a word hidden in its details does not find it.
 */
function searchMatch(viewerId: string | null, q: string) {
  const query = sql`websearch_to_tsquery('english', ${q})`;
  const readable = canReadSql(viewerId);
  return sql`(((${readable}) and i.search @@ ${query}) or (i.is_premium and not (${readable}) and i.search_public @@ ${query}))`;
}

/** The sort key of each order, on `ideas i` (null for newest, whose key is created_at itself). */
function sortKey(order: ExploreOrder): RawBuilder<number> | null {
  switch (order) {
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
  if (filters.q) where.push(searchMatch(viewerId, filters.q));
  if (filters.stage) where.push(sql`i.stage = ${filters.stage}`);
  if (filters.tags.length) where.push(sql`i.tags_lc @> ${lowerArray(filters.tags)}`);
  if (filters.industry) where.push(sql`i.industry_lc @> ${lowerArray([filters.industry])}`);
  if (filters.lookingFor) where.push(sql`i.looking_for_lc @> ${lowerArray([filters.lookingFor])}`);
  if (filters.openForCollab !== null) where.push(sql`i.open_for_collab = ${filters.openForCollab}`);
  if (filters.ownerId) where.push(sql`i.user_id = ${filters.ownerId}`);
  return where;
}

function keysetCondition(key: RawBuilder<number> | null, after: ExploreKeyset): RawBuilder<unknown> {
  const created = sql`${after.createdAt}::timestamptz`;
  const id = sql`${after.id}::uuid`;
  if (!key) return sql`(i.created_at, i.id) < (${created}, ${id})`;
  return sql`(${key}, i.created_at, i.id) < (${after.key ?? 0}::int, ${created}, ${id})`;
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
  const key = sortKey(order);
  const where = conditions(filters, viewerId);
  if (after) where.push(keysetCondition(key, after));
  const keyColumn = key ? sql`${key}` : sql`null::int`;
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
