import { DASHBOARD_ENDPOINTS, type DashboardSort, QUERY_CACHE } from '@ibh/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { useAuth } from '@/lib/auth';
import { dashboardKeys } from './dashboard-keys';

/** GET /api/dashboard: the whole overview in one request; runs once auth is ready and someone is signed in. */
export function useDashboardOverview(sort: DashboardSort) {
  const { status } = useAuth();
  return useQuery({
    queryKey: dashboardKeys.overview(sort),
    queryFn: ({ signal }) => api(DASHBOARD_ENDPOINTS.overview, { query: { sort }, signal }),
    enabled: status === 'signed_in',
    staleTime: QUERY_CACHE.dashboardStale.ideas,
    // Changing the sort keeps the page and swaps the list when the new order arrives.
    placeholderData: keepPreviousData,
  });
}
