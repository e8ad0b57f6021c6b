import { expect, it } from 'vitest';
import { createQueryClient } from './query-client';

it('caches 5 min, is stale after 60 s, retries a query once and a mutation never, and does not refetch on focus', () => {
  // The spec's numbers (000 §9), written out rather than read from QUERY_CACHE.
  const { queries, mutations } = createQueryClient().getDefaultOptions();
  expect(queries).toMatchObject({
    gcTime: 5 * 60_000,
    staleTime: 60_000,
    retry: 1,
    refetchOnWindowFocus: false,
  });
  expect(mutations).toMatchObject({ retry: 0 });
});
