import { IDEA_ENDPOINTS, IDEA_LIMITS } from '@ibh/contract';
import { useInfiniteQuery } from '@tanstack/react-query';
import { keysetPages } from '@/components/lists/keyset-pages';
import { api } from '@/lib/api-client';
import { ideaKeys } from './idea-keys';

/** GET /api/ideas?ownerId=: one person's public ideas, newest first, a keyset page at a time. */
export function useOwnerIdeas(ownerId: string) {
  return useInfiniteQuery({
    queryKey: [...ideaKeys.all, 'owner', ownerId] as const,
    ...keysetPages((cursor, signal) =>
      api(IDEA_ENDPOINTS.explore, {
        query: { ownerId, sort: 'newest', limit: IDEA_LIMITS.explorePage, cursor },
        signal,
      }),
    ),
  });
}
