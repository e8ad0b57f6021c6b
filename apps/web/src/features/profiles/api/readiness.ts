import { READINESS_ENDPOINTS, type ReadinessRequest } from '@ibh/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { myReadinessKey } from '@/lib/my-readiness';
import { useSaveOwn } from './save-own';

export { useMyReadiness } from '@/lib/my-readiness';

/** Saves the four facts, ARR amount and deck URL; answers the new score and the previous one. */
export function saveReadiness(body: ReadinessRequest) {
  return api(READINESS_ENDPOINTS.save, { body });
}

export function useSaveReadiness() {
  return useSaveOwn(saveReadiness, myReadinessKey, (result) => result.readiness, [
    ['readiness', 'explanation'],
  ]);
}

/** Which items earned a person's readiness points (anyone may read it for a visible profile). */
export function useReadinessExplanation(userId: string, enabled: boolean) {
  return useQuery({
    queryKey: ['readiness', 'explanation', userId],
    queryFn: ({ signal }) => api(READINESS_ENDPOINTS.explanation, { params: { userId }, signal }),
    enabled,
  });
}
