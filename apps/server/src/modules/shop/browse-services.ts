import { BROWSE_SORTS, type BrowseQuery, type BrowseSort, PAGING, type ServiceCardPage } from '@ibh/contract';
import * as z from 'zod';
import type { AppContext } from '../../platform/context.ts';
import { cursorField, decodeCursor, encodeCursor, invalidCursor } from '../../platform/cursor.ts';
import { type BrowseFilters, type BrowseKeyset, selectBrowsePage } from './browse.repo.ts';
import { toServiceCard } from './service-view.ts';

/** A browse cursor names its sort; its key is what that sort compares (browse.repo.ts ORDERS). */
const CursorSchema = z.object({
  s: z.enum(BROWSE_SORTS),
  key: z.union([cursorField.real, z.null()]),
  publishedAt: z.union([cursorField.time, z.null()]),
  id: cursorField.uuid,
});

function keysetOf(sort: BrowseSort, cursor: string): BrowseKeyset {
  const { s, ...keyset } = decodeCursor(CursorSchema, cursor);
  const valid =
    s === sort &&
    (sort === 'price' || sort === 'fastest'
      ? cursorField.int4.safeParse(keyset.key).success
      : keyset.publishedAt !== null && (sort === 'newest' || keyset.key !== null));
  if (!valid) throw invalidCursor();
  return keyset;
}

/**
 * GET /api/services (/browse-services, /professionals): full-text search over the service's
 * title, deliverables and description and the seller's name and headline; filters; four sorts;
 * keyset pages. Only listed services (published by verified professionals) are ever returned.
 */
export async function browseServices(ctx: AppContext, query: BrowseQuery): Promise<ServiceCardPage> {
  const sort = query.sort ?? 'recommended';
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
  const rows = await selectBrowsePage(ctx.db, sort, filters, after, limit + 1);
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  const nextCursor =
    rows.length > limit && last
      ? encodeCursor({
          s: sort,
          key: last.key_value === null ? null : Number(last.key_value),
          publishedAt: last.published_key,
          id: last.id,
        } satisfies BrowseKeyset & { s: BrowseSort })
      : null;
  return { items: await Promise.all(page.map((row) => toServiceCard(ctx.storage, row))), nextCursor };
}
