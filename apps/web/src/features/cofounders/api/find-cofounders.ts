import { COFOUNDER_ENDPOINTS, COFOUNDER_PAGE } from '@ibh/contract';
import { useInfiniteQuery } from '@tanstack/react-query';
import { keysetPages } from '@/components/lists/keyset-pages';
import { api } from '@/lib/api-client';
import { type CofounderFilters, toQuery } from '../lib/filters';

/** The finder's ranked people, a page at a time (keyset cursor), for the given filters. */
export function useCofounders(filters: CofounderFilters) {
  return useInfiniteQuery({
    queryKey: ['cofounders', filters],
    ...keysetPages((cursor, signal) =>
      api(COFOUNDER_ENDPOINTS.find, {
        query: { ...toQuery(filters), limit: COFOUNDER_PAGE, cursor },
        signal,
      }),
    ),
  });
}
