import type { DashboardIdeaView, DashboardPeopleView, DashboardSort } from '@ibh/contract';

/** Query keys of My Hub: everything under ['dashboard'] so one invalidation refreshes it all. */
export const dashboardKeys = {
  all: ['dashboard'] as const,
  overview: (sort: DashboardSort) => ['dashboard', 'overview', sort] as const,
  overviews: ['dashboard', 'overview'] as const,
  ideas: (view: DashboardIdeaView, sort: DashboardSort) => ['dashboard', 'ideas', view, sort] as const,
  people: (view: DashboardPeopleView) => ['dashboard', 'people', view] as const,
};
