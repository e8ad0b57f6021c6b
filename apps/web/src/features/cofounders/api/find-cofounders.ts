import { COFOUNDER_PAGE, CofounderPageSchema, PROFILE_API } from '@ibh/contract';
import { useInfiniteQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { type CofounderFilters, toQuery } from '../lib/filters';

/** The finder's ranked people, a page at a time (keyset cursor), for the given filters. */
export function useCofounders(filters: CofounderFilters) {
  return useInfiniteQuery({
    queryKey: ['cofounders', filters],
    queryFn: ({ pageParam, signal }) =>
      api.get(PROFILE_API.cofounders, {
        query: { ...toQuery(filters), limit: COFOUNDER_PAGE, cursor: pageParam },
        schema: CofounderPageSchema,
        signal,
      }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
}
