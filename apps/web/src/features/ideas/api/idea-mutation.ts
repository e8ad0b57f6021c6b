import { type QueryKey, useMutation, useQueryClient } from '@tanstack/react-query';
import { ideaKeys } from './idea-keys';

/**
 * A change to one idea: once it succeeds, the list it touched (`list`: its comments, requests or
 * invites; none when only the idea changes) and the idea itself are read again.
 */
export function useIdeaMutation<T, R>(
  ideaId: string,
  list: QueryKey | null,
  mutationFn: (input: T) => Promise<R>,
) {
  const queryClient = useQueryClient();
  const refresh = (queryKey: QueryKey) => queryClient.invalidateQueries({ queryKey });
  return useMutation({
    mutationFn,
    onSuccess: () => Promise.all([...(list ? [refresh(list)] : []), refresh(ideaKeys.detail(ideaId))]),
  });
}
