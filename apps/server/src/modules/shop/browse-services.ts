import {
  BROWSE_DEFAULT_SORT,
  BROWSE_SEARCH_DEFAULT_SORT,
  BROWSE_SORTS,
  type BrowseQuery,
  type BrowseSort,
  PAGING,
  SEARCH_TEXT,
  type ServiceCardPage,
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
  type BrowseFilters,
  type BrowseKeyset,
  type BrowseRow,
  selectBrowsePage,
  selectServiceWordCorrections,
} from './browse.repo.ts';
import { toServiceCard } from './service-view.ts';

/** A browse cursor names its sort; its key is what that sort compares (browse.repo.ts ORDERS). */
const CursorSchema = z.object({
  s: z.enum(BROWSE_SORTS),
  key: z.union([cursorField.real, z.null()]),
  publishedAt: z.union([cursorField.time, z.null()]),
  id: cursorField.uuid,
  /** The pages are of the corrected search (decision 157). */
  c: z.literal(1).optional(),
});

function keysetOf(sort: BrowseSort, cursor: string): BrowseKeyset & { corrected: boolean } {
  const { s, c, ...keyset } = decodeCursor(CursorSchema, cursor);
  const valid =
    s === sort &&
    (sort === 'price' || sort === 'fastest'
      ? cursorField.int4.safeParse(keyset.key).success
      : keyset.publishedAt !== null &&
        (sort === 'newest' ||
          (sort === 'relevance' ? cursorField.int4.safeParse(keyset.key).success : keyset.key !== null)));
  if (!valid) throw invalidCursor();
  return { ...keyset, corrected: c === 1 };
}

/** The chosen sort, else Best match with a search and recommended without (decision 157). */
function sortOf(query: BrowseQuery): BrowseSort {
  const sort = query.sort ?? (query.q?.length ? BROWSE_SEARCH_DEFAULT_SORT : BROWSE_DEFAULT_SORT);
  if (sort === 'relevance' && !query.q?.length) {
    throw new AppError('E_INVALID_INPUT', undefined, { fields: { sort: [SEARCH_TEXT.needsQuery] } });
  }
  return sort;
}

async function correctedSearch(ctx: AppContext, q: string): Promise<string | null> {
  return applyCorrections(q, await selectServiceWordCorrections(ctx.db, correctableWords(q)));
}

/**
 * GET /api/services (/browse-services, /professionals): full-text search over the service's
 * title, deliverables and description and the seller's name and headline; filters; four sorts;
 * keyset pages. Only listed services (published by verified professionals) are ever returned.
 */
export async function browseServices(ctx: AppContext, query: BrowseQuery): Promise<ServiceCardPage> {
  const sort = sortOf(query);
  const limit = query.limit ?? PAGING.defaultPageSize;
  const filters: BrowseFilters = {
    q: query.q?.length ? query.q : null,
    category: query.category ?? null,
    minCents: query.minPrice !== undefined ? query.minPrice * 100 : null,
    maxCents: query.maxPrice !== undefined ? query.maxPrice * 100 : null,
    maxDays: query.maxDays ?? null,
    verifiedOnly: query.verifiedOnly === 'true',
  };
  const after = query.cursor ? keysetOf(sort, query.cursor) : null;
  if (after?.corrected && !filters.q) throw invalidCursor();
  let corrected = after?.corrected && filters.q ? await correctedSearch(ctx, filters.q) : null;
  const run = (q: string | null) => selectBrowsePage(ctx.db, sort, { ...filters, q }, after, limit + 1);
  // Nothing found on the first page: again with unknown words corrected, kept if it finds some.
  let rows: BrowseRow[];
  if (!after && filters.q) {
    ({ rows, corrected } = await searchCorrectingTypos(filters.q, run, (q) => correctedSearch(ctx, q)));
  } else {
    rows = await run(corrected ?? filters.q);
  }
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  const nextCursor =
    rows.length > limit && last
      ? encodeCursor({
          s: sort,
          key: last.key_value === null ? null : Number(last.key_value),
          publishedAt: last.published_key,
          id: last.id,
          ...(corrected ? { c: 1 } : {}),
        } satisfies BrowseKeyset & { s: BrowseSort; c?: 1 })
      : null;
  const items = await Promise.all(
    page.map(async (row) => {
      const card = await toServiceCard(ctx.storage, row);
      return filters.q
        ? { ...card, highlights: { title: highlightRanges(row.title, row.title_marked) } }
        : card;
    }),
  );
  return { items, nextCursor, correctedQuery: corrected };
}
