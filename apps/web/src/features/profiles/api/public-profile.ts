import { FOLLOW_ENDPOINTS, PROFILE_ENDPOINTS, type PublicProfile } from '@ibh/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, isApiRequestError } from '@/lib/api-client';

export const publicProfileKey = (userId: string) => ['profiles', 'public', userId] as const;

/** GET /api/profiles/:userId, shared by the profile pages and the editor's skill levels. */
export function publicProfileQuery(userId: string) {
  return queryOptions({
    queryKey: publicProfileKey(userId),
    queryFn: ({ signal }) => api(PROFILE_ENDPOINTS.profile, { params: { userId }, signal }),
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
      api(follow ? FOLLOW_ENDPOINTS.follow : FOLLOW_ENDPOINTS.unfollow, { params: { userId } }),
    onSuccess: (state) =>
      queryClient.setQueryData<PublicProfile>(publicProfileKey(userId), (old) =>
        old ? { ...old, isFollowing: state.following, followers: state.followers } : old,
      ),
  });
}
