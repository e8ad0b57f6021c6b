import { IDEA_ENDPOINTS } from '@ibh/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { patchIdea } from './get-idea';

/** Follow or unfollow the idea; the follower count comes back from the server. */
export function useToggleFollow(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (follow: boolean) =>
      api(follow ? IDEA_ENDPOINTS.follow : IDEA_ENDPOINTS.unfollow, { params: { id } }),
    onSuccess: (state) =>
      patchIdea(queryClient, id, (idea) => ({
        ...idea,
        followersCount: state.followersCount,
        viewer: { ...idea.viewer, following: state.following },
      })),
  });
}
