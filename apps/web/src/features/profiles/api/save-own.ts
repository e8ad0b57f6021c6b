import { type QueryKey, useMutation, useQueryClient } from '@tanstack/react-query';

/**
 * A save of the signed-in person's own data: `cached` of the answer replaces the cache entry at
 * `key`, then `stale` (in order) and the public profiles are read again.
 */
export function useSaveOwn<B, R>(
  save: (body: B) => Promise<R>,
  key: QueryKey,
  cached: (answer: R) => unknown,
  stale: readonly QueryKey[] = [],
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: save,
    onSuccess: async (answer) => {
      queryClient.setQueryData(key, cached(answer));
      for (const queryKey of [...stale, ['profiles', 'public']])
        await queryClient.invalidateQueries({ queryKey });
    },
  });
}
