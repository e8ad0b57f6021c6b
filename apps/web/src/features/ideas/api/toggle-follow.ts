import { IDEA_API, IdeaFollowStateSchema } from '@ibh/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { patchIdea } from './get-idea';

/** Follow or unfollow the idea; the follower count comes back from the server. */
export function useToggleFollow(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (follow: boolean) =>
      follow
        ? api.post(IDEA_API.follow(id), { schema: IdeaFollowStateSchema })
        : api.delete(IDEA_API.follow(id), { schema: IdeaFollowStateSchema }),
    onSuccess: (state) =>
      patchIdea(queryClient, id, (idea) => ({
        ...idea,
        followersCount: state.followersCount,
        viewer: { ...idea.viewer, following: state.following },
      })),
  });
}
