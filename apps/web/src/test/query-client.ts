import type { QueryClient } from '@tanstack/react-query';
import { createQueryClient } from '@/lib/query-client';

/**
 * The app's query client with its spec defaults, except that nothing retries: a test that answers
 * a call with an error sees the error state at once, never a hidden second call on a backoff timer.
 */
export function createTestQueryClient(): QueryClient {
  const client = createQueryClient();
  const defaults = client.getDefaultOptions();
  client.setDefaultOptions({
    ...defaults,
    queries: { ...defaults.queries, retry: false },
    mutations: { ...defaults.mutations, retry: false },
  });
  return client;
}
