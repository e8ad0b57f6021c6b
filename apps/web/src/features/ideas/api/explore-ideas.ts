import { IDEA_ENDPOINTS, IDEA_LIMITS } from '@ibh/contract';
import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { keysetPages } from '@/components/lists/keyset-pages';
import { api } from '@/lib/api-client';
import { type ExploreFilters, toQuery } from '../lib/explore-filters';
import { ideaKeys } from './idea-keys';

/** GET /api/ideas: public ideas for the filters, a keyset page at a time. */
export function useExploreIdeas(filters: ExploreFilters) {
  return useInfiniteQuery({
    queryKey: ideaKeys.explore(filters),
    ...keysetPages((cursor, signal) =>
      api(IDEA_ENDPOINTS.explore, {
        query: { ...toQuery(filters), limit: IDEA_LIMITS.explorePage, cursor },
        signal,
      }),
    ),
    // While a new search loads, the previous results stay (dimmed) instead of a flash of skeletons.
    placeholderData: keepPreviousData,
  });
}
