import { READINESS_ENDPOINTS } from '@ibh/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/**
 * The signed-in owner's founder readiness score, for the wizard's nudge. Same endpoint and cache
 * key as the profile editor's query (features do not import each other), so the two share it.
 */
export function useMyReadinessScore() {
  return useQuery({
    queryKey: ['readiness', 'me'],
    queryFn: ({ signal }) => api(READINESS_ENDPOINTS.mine, { signal }),
    select: (readiness) => readiness.score,
  });
}
