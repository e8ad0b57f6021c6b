import type { ExploreQuery, ExploreSort } from '@ibh/contract';
import { type Kysely, type RawBuilder, sql } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { bestMatchScoreSql, correctionsSql, markedSql } from '../../platform/search-text.ts';
import { bestMatchCandidatesSql } from './best-match-candidates.ts';
import { CARD_COLUMNS, canReadSql, type IdeaCardRow, OWNER_JSON } from './idea-card.ts';

/** The sorts Explore runs: relevance (Best match) only with a search (decisions 113, 157). */
export type ExploreOrder = ExploreSort;

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

export type ExploreRow = IdeaCardRow & {
  sort_key: number | null;
  created_key: string;
  /** With a search: the title and one-liner with the matched words marked (search-text.ts). */
  title_marked: string | null;
  one_liner_marked: string | null;
};

const lowerArray = (values: string[]) => sql`ibh_lower_array(array[${sql.join(values)}]::text[])`;

/**
 * What a search matches, for this viewer (issue 12, item 3): an idea whose details the viewer may
 * read is searched on `search` (every field); a premium idea they may not read only on
 * `search_public` (what its locked card shows), so a word hidden in its details does not find it.
 */
function searchMatch(viewerId: string | null, q: string) {
  const query = tsQuery(q);
  const readable = canReadSql(viewerId);
  return sql`(((${readable}) and i.search @@ ${query}) or (i.is_premium and not (${readable}) and i.search_public @@ ${query}))`;
}

const tsQuery = (q: string) => sql`websearch_to_tsquery('english', ${q})`;

/**
 * Best match's score, an int (micro-units) so a cursor holds it exactly: ts_rank_cd over what the
 * viewer may search (weights: title A > one-liner, tags B > C > description D), normalised to
 * 0..1, plus a tenth of the title's own rank (its A positions only; decision 166).
 */
function relevanceScore(viewerId: string | null, q: string): RawBuilder<number> {
  const vector = sql`case when ${canReadSql(viewerId)} then i.search else i.search_public end`;
  return bestMatchScoreSql(vector, tsQuery(q));
}

/** The sort key of each order, on `ideas i` (null for newest, whose key is created_at itself). */
function sortKey(order: ExploreOrder, viewerId: string | null, q: string | null): RawBuilder<number> | null {
  switch (order) {
    case 'relevance':
      return q ? relevanceScore(viewerId, q) : null;
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

function keysetCondition(key: RawBuilder<unknown> | null, after: ExploreKeyset): RawBuilder<unknown> {
  const created = sql`${after.createdAt}::timestamptz`;
  const id = sql`${after.id}::uuid`;
  if (!key) return sql`(i.created_at, i.id) < (${created}, ${id})`;
  return sql`(${key}, i.created_at, i.id) < (${after.key ?? 0}::int, ${created}, ${id})`;
}

/**
 * One Explore page in one round trip: the page's ids found on the partial indexes of 0006
 * (keyset after `after`), then their cards with the owner as JSON and whether the viewer may
 * read premium details. Pass `limit` one above the page size to learn whether more follow.
 * Best match (`relevance`, needs `filters.q`) scores only its bounded candidates
 * (best-match-candidates.ts) and pages within them.
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
  const keyColumn = key ? sql`${key}` : sql`null::int`;
  const orderBy = key ? sql`sort_key desc, created_at desc, id desc` : sql`created_at desc, id desc`;
  const pageIds =
    order === 'relevance' && filters.q
      ? sql`select * from ${bestMatchCandidatesSql(filters.q, sql.join(where, sql` and `), keyColumn)} i
        ${after ? sql`where ${keysetCondition(sql`i.sort_key`, after)}` : sql``}
        order by ${orderBy}
        limit ${limit}::int`
      : sql`select i.id, i.created_at, ${keyColumn} as sort_key
        from ideas i
        where ${sql.join(after ? [...where, keysetCondition(key, after)] : where, sql` and `)}
        order by ${orderBy}
        limit ${limit}::int`;
  const marked = (column: RawBuilder<unknown>) =>
    filters.q ? markedSql(column, tsQuery(filters.q)) : sql<null>`null::text`;
  const result = await sql<ExploreRow>`
    with page as (${pageIds})
    select ${CARD_COLUMNS}, ${OWNER_JSON} as owner, ${canReadSql(viewerId)} as can_read,
      page.sort_key, i.created_at::text as created_key,
      ${marked(sql`i.title`)} as title_marked, ${marked(sql`i.one_liner`)} as one_liner_marked
    from page join ideas i on i.id = page.id
    order by ${key ? sql`page.sort_key desc, ` : sql``}page.created_at desc, page.id desc`.execute(db);
  return result.rows;
}

/** For each word of a search that is not an idea word: the closest one (migration 0039). */
export async function selectIdeaWordCorrections(
  db: Kysely<DB>,
  words: string[],
): Promise<Map<string, string>> {
  if (words.length === 0) return new Map();
  const result = await correctionsSql('idea_words', words).execute(db);
  return new Map(result.rows.map((row) => [row.word, row.correction]));
}
