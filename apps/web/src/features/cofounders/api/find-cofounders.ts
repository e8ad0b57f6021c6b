import { COFOUNDER_ENDPOINTS, COFOUNDER_PAGE } from '@ibh/contract';
import { useInfiniteQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { type CofounderFilters, toQuery } from '../lib/filters';

/** The finder's ranked people, a page at a time (keyset cursor), for the given filters. */
export function useCofounders(filters: CofounderFilters) {
  return useInfiniteQuery({
    queryKey: ['cofounders', filters],
    queryFn: ({ pageParam, signal }) =>
      api(COFOUNDER_ENDPOINTS.find, {
        query: { ...toQuery(filters), limit: COFOUNDER_PAGE, cursor: pageParam },
        signal,
      }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
}
