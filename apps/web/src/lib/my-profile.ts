import { type MyProfile, PATHS, PROFILE_ENDPOINTS, QUERY_CACHE } from '@ibh/contract';
import { type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { api } from './api-client';
import { useAuth } from './auth';

/**
 * The signed-in person's own profile (GET /api/profiles/me), shared by the profile feature, the
 * onboarding redirect and the header, so one cache entry serves them all.
 */
export const myProfileKey = ['profiles', 'me'] as const;

export function myProfileQuery() {
  return queryOptions({
    queryKey: myProfileKey,
    queryFn: ({ signal }) => api(PROFILE_ENDPOINTS.me, { signal }),
    staleTime: QUERY_CACHE.dashboardStale.profile,
  });
}

/** Whether the signed-in person still has to complete the profile. False when it cannot be told. */
export async function needsOnboarding(queryClient: QueryClient): Promise<boolean> {
  try {
    const profile: MyProfile = await queryClient.fetchQuery(myProfileQuery());
    return !profile.onboardComplete;
  } catch {
    return false;
  }
}

/** On /dashboard: a signed-in person whose profile is not complete goes to /complete-signup. */
export function useOnboardingRedirect(): void {
  const { status } = useAuth();
  const navigate = useNavigate();
  const { data } = useQuery({ ...myProfileQuery(), enabled: status === 'signed_in' });
  const incomplete = data !== undefined && !data.onboardComplete;
  useEffect(() => {
    if (incomplete) void navigate(PATHS.completeSignup, { replace: true });
  }, [incomplete, navigate]);
}

/** The avatar of the cached own profile (fresh right after an upload), without fetching it. */
export function useCachedAvatarUrl(): string | null | undefined {
  const { data } = useQuery({ ...myProfileQuery(), enabled: false });
  return data?.avatarUrl;
}
