import type { QueryClient, QueryKey } from '@tanstack/react-query';

/**
 * Refetches the (mounted) queries under `queryKey` after a change announced elsewhere, typically a
 * realtime event, so the change always shows. A bare invalidateQueries is not enough: when a
 * query's first fetch is still in flight (no data yet, e.g. a tab that just opened), TanStack
 * Query joins the invalidation to that fetch, whose answer may have been read before the change
 * was committed; the query then settles as fresh without it. Cancelling first (the query reverts
 * to its state before that fetch) makes the invalidation start a new fetch after the change.
 */
export async function refreshAfterChange(queryClient: QueryClient, queryKey: QueryKey): Promise<void> {
  await queryClient.cancelQueries({ queryKey });
  await queryClient.invalidateQueries({ queryKey });
}
