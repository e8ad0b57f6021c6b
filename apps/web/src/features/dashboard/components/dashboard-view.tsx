import { dashboardNav, HUB_TEXT, normalizeDashboardRole, type DashboardView as View } from '@ibh/contract';
import { useSearchParams } from 'react-router';
import { useAuth } from '@/lib/auth';
import { useDashboardOverview } from '../api/get-overview';
import { isIdeaView, isPeopleView, parseSort, parseView, SORT_PARAM, VIEW_PARAM } from '../lib/view-param';
import { DashboardNav } from './dashboard-nav';
import { DashboardError, OverviewSkeleton } from './dashboard-states';
import { IdeaListView } from './idea-list-view';
import { OverviewPanel } from './overview-panel';
import { PeopleListView } from './people-list-view';
import { TestNotificationsPanel } from './test-notifications-panel';

/** My Hub (/dashboard): the role's sidebar views, the view in ?view= and the sort in ?sort=. */
export function DashboardView() {
  const { user } = useAuth();
  const [params] = useSearchParams();
  const sessionRole = normalizeDashboardRole(user?.role);
  const overviewQuery = useDashboardOverview(parseSort(params.get(SORT_PARAM), sessionRole));
  const overview = overviewQuery.data;
  const role = overview?.role ?? sessionRole;
  const sort = parseSort(params.get(SORT_PARAM), role);
  const nav = dashboardNav(role, (overview?.counts.myCollaborators ?? 0) > 0);
  const requested = params.get(VIEW_PARAM);
  // A professional who follows a link to Team Members is told it is not theirs (000 section 2).
  const view: View =
    role === 'professional' && requested === 'teamMembers'
      ? 'teamMembers'
      : parseView(requested, overview ? nav : dashboardNav(role, true));
  const title =
    [...nav, ...dashboardNav('idea_owner', false)].find((item) => item.view === view)?.label ??
    HUB_TEXT.title;

  if (overviewQuery.isError && !overview) return <DashboardError />;

  return (
    <div className="flex flex-col gap-5">
      <title>{`${HUB_TEXT.title} · IBH`}</title>
      <div className="flex items-center justify-between gap-3">
        <h1 className="text-2xl font-semibold tracking-tight text-ink">{HUB_TEXT.title}</h1>
        <TestNotificationsPanel />
      </div>
      <div className="flex flex-col gap-6 md:grid md:grid-cols-[12.5rem_minmax(0,1fr)] md:items-start">
        <div className="md:sticky md:top-20">
          <DashboardNav items={nav} current={view} />
        </div>
        <div className="min-w-0">
          {view === 'overview' ? (
            overview ? (
              <OverviewPanel overview={overview} nav={nav} sort={sort} />
            ) : (
              <OverviewSkeleton />
            )
          ) : isIdeaView(view) ? (
            <IdeaListView view={view} title={title} role={role} sort={sort} />
          ) : isPeopleView(view) ? (
            <PeopleListView view={view} title={title} role={role} />
          ) : null}
        </div>
      </div>
    </div>
  );
}
