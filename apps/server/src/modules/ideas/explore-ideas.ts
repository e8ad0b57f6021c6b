import {
  EXPLORE_DEFAULT_SORT,
  EXPLORE_SORTS,
  type ExploreQuery,
  IDEA_LIMITS,
  type IdeaPage,
} from '@ibh/contract';
import * as z from 'zod';
import type { AppContext } from '../../platform/context.ts';
import { cursorField, decodeCursor, encodeCursor, invalidCursor } from '../../platform/cursor.ts';
import { AppError } from '../../platform/errors.ts';
import {
  type ExploreFilters,
  type ExploreOrder,
  type ExploreRow,
  selectExplorePage,
} from './explore.repo.ts';
import { toIdeaCard } from './idea-card.ts';

/** The sort, its key (none for newest, an int4 counter otherwise), created_at, id. */
const ExploreCursorSchema = z
  .object({
    s: z.enum(EXPLORE_SORTS),
    k: cursorField.int4.nullable(),
    t: cursorField.time,
    id: cursorField.uuid,
  })
  .refine(({ s, k }) => (s === 'newest' ? k === null : k !== null));

/** The sort a request runs: newest unless another is chosen, with or without a search (decision 113). */
export function exploreOrder(query: Pick<ExploreQuery, 'sort'>): ExploreOrder {
  return query.sort ?? EXPLORE_DEFAULT_SORT;
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

function cursorAfter(order: ExploreOrder, row: ExploreRow): string {
  const key = order === 'newest' ? null : Number(row.sort_key);
  return encodeCursor({ s: order, k: key, t: row.created_key, id: row.id });
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
  let after = null;
  if (query.cursor) {
    const cursor = decodeCursor(ExploreCursorSchema, query.cursor);
    if (cursor.s !== order) throw invalidCursor();
    after = { key: cursor.k, createdAt: cursor.t, id: cursor.id };
  }
  const rows = await selectExplorePage(ctx.db, viewerId, order, filters, after, limit + 1);
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  return {
    items: await Promise.all(page.map((row) => toIdeaCard(ctx.storage, row))),
    nextCursor: rows.length > limit && last ? cursorAfter(order, last) : null,
  };
}
