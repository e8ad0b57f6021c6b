import {
  DASHBOARD_DEFAULT_SORT,
  DASHBOARD_IDEA_VIEWS,
  DASHBOARD_PEOPLE_VIEWS,
  DASHBOARD_SORTS,
  type DashboardIdeaView,
  type DashboardNavItem,
  type DashboardPeopleView,
  type DashboardRole,
  type DashboardSort,
  type DashboardView,
} from '@ibh/contract';

export const VIEW_PARAM = 'view';
export const SORT_PARAM = 'sort';

/** The view named in ?view=, when the sidebar offers it; else the overview. */
export function parseView(value: string | null, nav: readonly DashboardNavItem[]): DashboardView {
  return nav.find((item) => item.view === value)?.view ?? 'overview';
}

/** ?sort= when valid; professionals only ever get Most Recent (000 section 2). */
export function parseSort(value: string | null, role: DashboardRole): DashboardSort {
  if (role === 'professional') return DASHBOARD_DEFAULT_SORT;
  return (DASHBOARD_SORTS as readonly string[]).includes(value ?? '')
    ? (value as DashboardSort)
    : DASHBOARD_DEFAULT_SORT;
}

export function isIdeaView(view: DashboardView): view is DashboardIdeaView {
  return (DASHBOARD_IDEA_VIEWS as readonly string[]).includes(view);
}

export function isPeopleView(view: DashboardView): view is DashboardPeopleView {
  return (DASHBOARD_PEOPLE_VIEWS as readonly string[]).includes(view);
}
