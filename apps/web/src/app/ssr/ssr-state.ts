import { type SessionUser, SSR_STATE_ID } from '@ibh/contract';
import type { DehydratedState, QueryClient } from '@tanstack/react-query';
import type { HydrationState } from 'react-router';

/** What the server rendered a page with, written into its HTML for the browser to hydrate from. */
export interface SsrState {
  user: SessionUser | null;
  queries: DehydratedState;
  /** The router's state (no loaders here, so empty data; it tells the router it starts ready). */
  router: HydrationState;
}

/** The page's SsrState, or null when the server sent the plain app shell. */
export function readSsrState(): SsrState | null {
  const element = document.getElementById(SSR_STATE_ID);
  if (!element?.textContent) return null;
  try {
    return JSON.parse(element.textContent) as SsrState;
  } catch {
    return null;
  }
}

/**
 * Puts the server's answers in the query cache, as of when the server read them. The server sends
 * only answered queries (dehydrate's default), so this is all TanStack's `hydrate` would do here,
 * without its 2 KB in the entry.
 */
export function seedQueries(queryClient: QueryClient, state: DehydratedState): void {
  for (const { queryKey, state: query } of state.queries) {
    if (query.status === 'success')
      queryClient.setQueryData(queryKey, query.data, { updatedAt: query.dataUpdatedAt });
  }
}
