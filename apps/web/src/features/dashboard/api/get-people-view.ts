import { DASHBOARD_ENDPOINTS, type DashboardPeopleView, QUERY_CACHE } from '@ibh/contract';
import { useInfiniteQuery } from '@tanstack/react-query';
import { keysetPages } from '@/components/lists/keyset-pages';
import { api } from '@/lib/api-client';
import { useAuth } from '@/lib/auth';
import { dashboardKeys } from './dashboard-keys';

const STALE: Record<DashboardPeopleView, number> = {
  followingUsers: QUERY_CACHE.dashboardStale.savedAndFollowing,
  teamMembers: QUERY_CACHE.dashboardStale.collaborators,
  collaborators: QUERY_CACHE.dashboardStale.collaborators,
  myCollaborators: QUERY_CACHE.dashboardStale.collaborators,
};

/** One of the people lists of My Hub, a page at a time (keyset cursor). */
export function usePeopleView(view: DashboardPeopleView, enabled = true) {
  const { status } = useAuth();
  return useInfiniteQuery({
    queryKey: dashboardKeys.people(view),
    ...keysetPages((cursor, signal) =>
      api(DASHBOARD_ENDPOINTS.people, { params: { view }, query: { cursor }, signal }),
    ),
    enabled: enabled && status === 'signed_in',
    staleTime: STALE[view],
  });
}
