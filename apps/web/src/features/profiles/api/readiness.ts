import { READINESS_ENDPOINTS, type ReadinessRequest } from '@ibh/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { myReadinessKey } from '@/lib/my-readiness';

export { useMyReadiness } from '@/lib/my-readiness';

/** Saves the four facts, ARR amount and deck URL; answers the new score and the previous one. */
export function saveReadiness(body: ReadinessRequest) {
  return api(READINESS_ENDPOINTS.save, { body });
}

export function useSaveReadiness() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveReadiness,
    onSuccess: async (result) => {
      queryClient.setQueryData(myReadinessKey, result.readiness);
      await queryClient.invalidateQueries({ queryKey: ['readiness', 'explanation'] });
      await queryClient.invalidateQueries({ queryKey: ['profiles', 'public'] });
    },
  });
}

/** Which items earned a person's readiness points (anyone may read it for a visible profile). */
export function useReadinessExplanation(userId: string, enabled: boolean) {
  return useQuery({
    queryKey: ['readiness', 'explanation', userId],
    queryFn: ({ signal }) => api(READINESS_ENDPOINTS.explanation, { params: { userId }, signal }),
    enabled,
  });
}
