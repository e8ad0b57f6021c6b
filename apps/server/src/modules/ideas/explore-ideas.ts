import {
  EXPLORE_DEFAULT_SORT,
  EXPLORE_SEARCH_DEFAULT_SORT,
  EXPLORE_SORTS,
  type ExploreQuery,
  IDEA_LIMITS,
  type IdeaPage,
  SEARCH_TEXT,
} from '@ibh/contract';
import * as z from 'zod';
import type { AppContext } from '../../platform/context.ts';
import { cursorField, decodeCursor, encodeCursor, invalidCursor } from '../../platform/cursor.ts';
import { AppError } from '../../platform/errors.ts';
import {
  applyCorrections,
  correctableWords,
  highlightRanges,
  searchCorrectingTypos,
} from '../../platform/search-text.ts';
import {
  type ExploreFilters,
  type ExploreKeyset,
  type ExploreOrder,
  type ExploreRow,
  selectExplorePage,
  selectIdeaWordCorrections,
} from './explore.repo.ts';
import { toIdeaCard } from './idea-card.ts';

/**
 * The sort, its key (none for newest, an int4 counter or Best match score otherwise), created_at,
 * id; `c` when the pages are of the corrected query (decision 157).
 */
const ExploreCursorSchema = z
  .object({
    s: z.enum(EXPLORE_SORTS),
    k: cursorField.int4.nullable(),
    t: cursorField.time,
    id: cursorField.uuid,
    c: z.literal(1).optional(),
  })
  .refine(({ s, k }) => (s === 'newest' ? k === null : k !== null));

/**
 * The sort a request runs: the chosen one, else Best match with a search and newest without
 * (decision 157). Best match without a search has nothing to rank: a coded 400.
 */
export function exploreOrder(query: Pick<ExploreQuery, 'sort' | 'q'>): ExploreOrder {
  const searching = Boolean(query.q?.trim());
  const order = query.sort ?? (searching ? EXPLORE_SEARCH_DEFAULT_SORT : EXPLORE_DEFAULT_SORT);
  if (order === 'relevance' && !searching) {
    throw new AppError('E_INVALID_INPUT', undefined, { fields: { sort: [SEARCH_TEXT.needsQuery] } });
  }
  return order;
}

/** The search with each unknown word replaced by the closest idea word, or null if none was. */
async function correctedSearch(ctx: AppContext, q: string): Promise<string | null> {
  const corrections = await selectIdeaWordCorrections(ctx.db, correctableWords(q));
  return applyCorrections(q, corrections);
}

function tagsOf(text: string | undefined): string[] {
  const tags = [
    ...new Set(
      (text ?? '')
        .split(',')
        .map((t) => t.trim())
        .filter(Boolean),
    ),
  ];
  if (tags.length > IDEA_LIMITS.filterTagsMax) {
    throw new AppError('E_INVALID_INPUT', undefined, {
      fields: { tags: [`Filter by up to ${IDEA_LIMITS.filterTagsMax} tags.`] },
    });
  }
  return tags;
}

function filtersOf(query: ExploreQuery): ExploreFilters {
  return {
    q: query.q?.trim() || null,
    stage: query.stage ?? null,
    tags: tagsOf(query.tags),
    industry: query.industry?.trim() || null,
    lookingFor: query.lookingFor?.trim() || null,
    openForCollab: query.openForCollab === undefined ? null : query.openForCollab === 'true',
    ownerId: query.ownerId ?? null,
  };
}

function cursorAfter(order: ExploreOrder, row: ExploreRow, corrected: boolean): string {
  const key = order === 'newest' ? null : Number(row.sort_key);
  return encodeCursor({ s: order, k: key, t: row.created_key, id: row.id, ...(corrected ? { c: 1 } : {}) });
}

/**
 * GET /api/ideas: public ideas, searched (websearch syntax, English stemming), filtered and
 * sorted, in keyset pages of IDEA_LIMITS.explorePage. One query per page plus URL signing.
 */
export async function exploreIdeas(
  ctx: AppContext,
  viewerId: string | null,
  query: ExploreQuery,
): Promise<IdeaPage> {
  const filters = filtersOf(query);
  const order = exploreOrder(query);
  const limit = query.limit ?? IDEA_LIMITS.explorePage;
  let after: ExploreKeyset | null = null;
  let corrected: string | null = null;
  if (query.cursor) {
    const cursor = decodeCursor(ExploreCursorSchema, query.cursor);
    if (cursor.s !== order || (cursor.c && !filters.q)) throw invalidCursor();
    after = { key: cursor.k, createdAt: cursor.t, id: cursor.id };
    if (cursor.c && filters.q) corrected = await correctedSearch(ctx, filters.q);
  }
  const run = (q: string | null) =>
    selectExplorePage(ctx.db, viewerId, order, { ...filters, q }, after, limit + 1);
  // A first page that finds nothing is searched again with its unknown words corrected, kept only
  // if that finds something this viewer may see (so a private idea's words never show).
  let rows: ExploreRow[];
  if (!after && filters.q) {
    ({ rows, corrected } = await searchCorrectingTypos(filters.q, run, (q) => correctedSearch(ctx, q)));
  } else {
    rows = await run(corrected ?? filters.q);
  }
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  const searched = Boolean(filters.q);
  const items = await Promise.all(
    page.map(async (row) => {
      const card = await toIdeaCard(ctx.storage, row);
      if (!searched) return card;
      const highlights = {
        title: highlightRanges(row.title, row.title_marked),
        oneLiner: highlightRanges(row.one_liner, row.one_liner_marked),
      };
      return { ...card, highlights };
    }),
  );
  return {
    items,
    nextCursor: rows.length > limit && last ? cursorAfter(order, last, corrected !== null) : null,
    correctedQuery: corrected,
  };
}
