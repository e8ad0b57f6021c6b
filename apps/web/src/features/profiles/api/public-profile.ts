import { FollowStateSchema, PROFILE_API, type PublicProfile, PublicProfileSchema } from '@ibh/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, isApiRequestError } from '@/lib/api-client';

export const publicProfileKey = (userId: string) => ['profiles', 'public', userId] as const;

/** GET /api/profiles/:userId, shared by the profile pages and the editor's skill levels. */
export function publicProfileQuery(userId: string) {
  return queryOptions({
    queryKey: publicProfileKey(userId),
    queryFn: ({ signal }) => api.get(PROFILE_API.profile(userId), { schema: PublicProfileSchema, signal }),
    // 'Not found or not public' is an answer, not a hiccup: asking again will not change it.
    retry: (count, error) => !(isApiRequestError(error) && error.status < 500) && count < 1,
  });
}

/** Someone's profile as others see it (privacy applied by the server); 404 when hidden. */
export function usePublicProfile(userId: string) {
  return useQuery(publicProfileQuery(userId));
}

/** Follow or unfollow (follows with status accepted); the counts come back from the server. */
export function useFollow(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (follow: boolean) =>
      follow
        ? api.post(PROFILE_API.follow(userId), { schema: FollowStateSchema })
        : api.delete(PROFILE_API.follow(userId), { schema: FollowStateSchema }),
    onSuccess: (state) =>
      queryClient.setQueryData<PublicProfile>(publicProfileKey(userId), (old) =>
        old ? { ...old, isFollowing: state.following, followers: state.followers } : old,
      ),
  });
}
