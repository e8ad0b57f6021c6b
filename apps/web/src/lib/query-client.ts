import { QUERY_CACHE } from '@ibh/contract';
import { QueryClient } from '@tanstack/react-query';

/** The client query cache with the spec's defaults (000 section 9). */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        gcTime: QUERY_CACHE.gcTime,
        staleTime: QUERY_CACHE.staleTime,
        retry: QUERY_CACHE.queryRetries,
        refetchOnWindowFocus: QUERY_CACHE.refetchOnWindowFocus,
      },
      mutations: {
        retry: QUERY_CACHE.mutationRetries,
      },
    },
  });
}
