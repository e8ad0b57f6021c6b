import { READINESS_ENDPOINTS } from '@ibh/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from './api-client';

/** The one cache key of the signed-in person's readiness (the profile editor and the wizard share it). */
export const myReadinessKey = ['readiness', 'me'] as const;

/** The signed-in owner's founder readiness, private fields included (GET /api/me/readiness). */
export function useMyReadiness() {
  return useQuery({
    queryKey: myReadinessKey,
    queryFn: ({ signal }) => api(READINESS_ENDPOINTS.mine, { signal }),
  });
}
