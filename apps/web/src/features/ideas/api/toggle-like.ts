import { IDEA_ENDPOINTS, type IdeaDetail } from '@ibh/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { patchIdea } from './get-idea';
import { ideaKeys } from './idea-keys';

/**
 * Like or unlike, shown at once: the count moves before the server answers and moves back if it
 * refuses; the server's count then wins.
 */
export function useToggleLike(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (like: boolean) =>
      api(like ? IDEA_ENDPOINTS.like : IDEA_ENDPOINTS.unlike, { params: { id } }),
    onMutate: async (like) => {
      await queryClient.cancelQueries({ queryKey: ideaKeys.detail(id) });
      const before = queryClient.getQueryData<IdeaDetail>(ideaKeys.detail(id));
      patchIdea(queryClient, id, (idea) => ({
        ...idea,
        likesCount: Math.max(0, idea.likesCount + (like === idea.viewer.liked ? 0 : like ? 1 : -1)),
        viewer: { ...idea.viewer, liked: like },
      }));
      return { before };
    },
    onError: (_error, _like, context) => {
      if (context?.before) queryClient.setQueryData(ideaKeys.detail(id), context.before);
    },
    onSuccess: (state) =>
      patchIdea(queryClient, id, (idea) => ({
        ...idea,
        likesCount: state.likesCount,
        viewer: { ...idea.viewer, liked: state.liked },
      })),
  });
}
