import { infiniteQueryOptions, type QueryKey } from '@tanstack/react-query';

/**
 * The options of a list read in keyset pages: the first page without a cursor, each next one
 * with the previous page's `nextCursor`, none after a page without one. Spread into
 * useInfiniteQuery, with the query's own options (enabled, staleTime) beside.
 */
export function keysetPages<K extends QueryKey, P extends { nextCursor?: string | null }>(
  queryKey: K,
  fetchPage: (cursor: string | undefined, signal: AbortSignal) => Promise<P>,
) {
  return infiniteQueryOptions({
    queryKey,
    queryFn: ({ pageParam, signal }) => fetchPage(pageParam, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
}
