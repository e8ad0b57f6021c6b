import { IDEA_API, IDEA_LIMITS, IdeaPageSchema } from '@ibh/contract';
import { useInfiniteQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { ideaKeys } from './idea-keys';

/** GET /api/ideas?ownerId=: one person's public ideas, newest first, a keyset page at a time. */
export function useOwnerIdeas(ownerId: string) {
  return useInfiniteQuery({
    queryKey: [...ideaKeys.all, 'owner', ownerId] as const,
    queryFn: ({ pageParam, signal }) =>
      api.get(IDEA_API.ideas, {
        query: { ownerId, sort: 'newest', limit: IDEA_LIMITS.explorePage, cursor: pageParam },
        schema: IdeaPageSchema,
        signal,
      }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
}
