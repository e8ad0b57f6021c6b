import { SHOP_ENDPOINTS, SHOP_LIMITS } from '@ibh/contract';
import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { keysetPages } from '@/components/lists/keyset-pages';
import { api } from '@/lib/api-client';
import { type BrowseFilters, toQuery } from '../lib/browse-filters';
import { shopKeys } from './shop-keys';

/** GET /api/services: listed services for the filters, a keyset page at a time. */
export function useBrowseServices(filters: BrowseFilters) {
  return useInfiniteQuery({
    queryKey: shopKeys.browse(filters),
    ...keysetPages((cursor, signal) =>
      api(SHOP_ENDPOINTS.browse, {
        query: { ...toQuery(filters), limit: SHOP_LIMITS.pageSize, cursor },
        signal,
      }),
    ),
    // While a new search loads, the previous results stay (dimmed) instead of a flash of skeletons.
    placeholderData: keepPreviousData,
  });
}
