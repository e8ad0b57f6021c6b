import { type CreateCommentRequest, IDEA_ENDPOINTS, IDEA_LIMITS } from '@ibh/contract';
import { useInfiniteQuery } from '@tanstack/react-query';
import { keysetPages } from '@/components/lists/keyset-pages';
import { api } from '@/lib/api-client';
import { ideaKeys } from './idea-keys';
import { useIdeaMutation } from './idea-mutation';

/** GET /api/ideas/:id/comments: top-level comments newest first, each with its replies. */
export function useComments(ideaId: string, enabled = true) {
  return useInfiniteQuery({
    queryKey: ideaKeys.comments(ideaId),
    ...keysetPages((cursor, signal) =>
      api(IDEA_ENDPOINTS.comments, {
        params: { id: ideaId },
        query: { limit: IDEA_LIMITS.commentsPage, cursor },
        signal,
      }),
    ),
    enabled,
  });
}

export function usePostComment(ideaId: string) {
  return useIdeaMutation(ideaId, ideaKeys.comments(ideaId), (body: CreateCommentRequest) =>
    api(IDEA_ENDPOINTS.addComment, { params: { id: ideaId }, body }),
  );
}

export function useDeleteComment(ideaId: string) {
  return useIdeaMutation(ideaId, ideaKeys.comments(ideaId), (commentId: string) =>
    api(IDEA_ENDPOINTS.deleteComment, { params: { commentId } }),
  );
}
