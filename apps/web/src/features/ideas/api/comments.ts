import { type CreateCommentRequest, IDEA_ENDPOINTS, IDEA_LIMITS } from '@ibh/contract';
import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { ideaKeys } from './idea-keys';

/** GET /api/ideas/:id/comments: top-level comments newest first, each with its replies. */
export function useComments(ideaId: string, enabled = true) {
  return useInfiniteQuery({
    queryKey: ideaKeys.comments(ideaId),
    queryFn: ({ pageParam, signal }) =>
      api(IDEA_ENDPOINTS.comments, {
        params: { id: ideaId },
        query: { limit: IDEA_LIMITS.commentsPage, cursor: pageParam },
        signal,
      }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    enabled,
  });
}

/** After a comment is added or removed: the thread and the idea's count are read again. */
function useRefreshComments(ideaId: string) {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: ideaKeys.comments(ideaId) }),
      queryClient.invalidateQueries({ queryKey: ideaKeys.detail(ideaId) }),
    ]);
}

export function usePostComment(ideaId: string) {
  const refresh = useRefreshComments(ideaId);
  return useMutation({
    mutationFn: (body: CreateCommentRequest) =>
      api(IDEA_ENDPOINTS.addComment, { params: { id: ideaId }, body }),
    onSuccess: refresh,
  });
}

export function useDeleteComment(ideaId: string) {
  const refresh = useRefreshComments(ideaId);
  return useMutation({
    mutationFn: (commentId: string) => api(IDEA_ENDPOINTS.deleteComment, { params: { commentId } }),
    onSuccess: refresh,
  });
}
