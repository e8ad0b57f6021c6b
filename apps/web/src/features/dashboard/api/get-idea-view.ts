import { DASHBOARD_ENDPOINTS, type DashboardIdeaView, type DashboardSort, QUERY_CACHE } from '@ibh/contract';
import { useInfiniteQuery } from '@tanstack/react-query';
import { keysetPages } from '@/components/lists/keyset-pages';
import { api } from '@/lib/api-client';
import { useAuth } from '@/lib/auth';
import { dashboardKeys } from './dashboard-keys';

const STALE: Record<DashboardIdeaView, number> = {
  myIdeas: QUERY_CACHE.dashboardStale.ideas,
  projects: QUERY_CACHE.dashboardStale.ideas,
  savedIdeas: QUERY_CACHE.dashboardStale.savedAndFollowing,
  followingIdeas: QUERY_CACHE.dashboardStale.savedAndFollowing,
};

/** One of the idea lists of My Hub, a page at a time (keyset cursor). */
export function useIdeaView(view: DashboardIdeaView, sort: DashboardSort) {
  const { status } = useAuth();
  return useInfiniteQuery({
    queryKey: dashboardKeys.ideas(view, sort),
    ...keysetPages((cursor, signal) =>
      api(DASHBOARD_ENDPOINTS.ideas, { params: { view }, query: { sort, cursor }, signal }),
    ),
    enabled: status === 'signed_in',
    staleTime: STALE[view],
  });
}
