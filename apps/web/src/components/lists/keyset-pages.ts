import { useMemo } from 'react';

/** A keyset-paged answer: its items and the cursor of the next page (null at the end). */
interface KeysetPage {
  nextCursor: string | null;
}

/**
 * The paging half of a keyset list's infinite query: each page is fetched with the cursor the
 * previous one returned, starting from `from` (the first page by default). Spread into
 * `useInfiniteQuery` next to the query key.
 */
export function keysetPages<P extends KeysetPage>(
  fetchPage: (cursor: string | undefined, signal: AbortSignal) => Promise<P>,
  from?: string,
) {
  return {
    queryFn: ({ pageParam, signal }: { pageParam: string | undefined; signal: AbortSignal }) =>
      fetchPage(pageParam, signal),
    initialPageParam: from,
    getNextPageParam: (last: P) => last.nextCursor ?? undefined,
  };
}

/** The items of every loaded page, in order (the same array until the pages change). */
export function usePageItems<T>(
  data: { pages: readonly { items: readonly T[] }[] } | undefined,
): readonly T[] {
  return useMemo(() => data?.pages.flatMap((page) => page.items) ?? [], [data]);
}
