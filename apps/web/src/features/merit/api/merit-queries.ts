import { MERIT, MERIT_ENDPOINTS } from '@ibh/contract';
import { type QueryClient, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const meritKeys = {
  all: ['merit'] as const,
  card: (userId: string) => ['merit', 'card', userId] as const,
  mine: ['merit', 'mine'] as const,
};

function cardQuery(userId: string) {
  return {
    queryKey: meritKeys.card(userId),
    queryFn: ({ signal }: { signal: AbortSignal }) =>
      api(MERIT_ENDPOINTS.get, { params: { userId }, signal }),
    // The server caches 60 s too and forgets at once when the points change (decision 87).
    staleTime: MERIT.cacheTtl,
  };
}

/** GET /api/merit/:userId, while `enabled` (the card is open, or prefetched). */
export function useMeritCard(userId: string, enabled: boolean) {
  return useQuery({ ...cardQuery(userId), enabled });
}

export function prefetchMeritCard(client: QueryClient, userId: string): Promise<void> {
  return client.prefetchQuery(cardQuery(userId));
}

/** GET /api/merit/me/inputs: the signed-in professional's own ledger, for /help/merit. */
export function useMyMeritInputs(enabled: boolean) {
  return useQuery({
    queryKey: meritKeys.mine,
    queryFn: ({ signal }) => api(MERIT_ENDPOINTS.myInputs, { signal }),
    enabled,
  });
}
