import { DASHBOARD_ENDPOINTS as E } from '@ibh/contract';
import type { FastifyInstance } from 'fastify';
import { requireUser } from '../../platform/auth/session.ts';
import { route } from '../../platform/endpoints.ts';
import { getOverview } from './get-overview.ts';
import { listDashboardIdeas } from './list-dashboard-ideas.ts';
import { listDashboardPeople } from './list-dashboard-people.ts';

/** My Hub (000 §2): the overview in one request, then each list by keyset pages. */
export async function dashboardRoutes(app: FastifyInstance) {
  const { ctx } = app;

  route(app, E.overview, (request, reply) => {
    reply.header('cache-control', 'private, no-store');
    return getOverview(ctx, requireUser(request), request.query.sort);
  });

  route(app, E.ideas, (request, reply) => {
    reply.header('cache-control', 'private, no-store');
    return listDashboardIdeas(ctx, requireUser(request), request.params.view, request.query);
  });

  route(app, E.people, (request, reply) => {
    reply.header('cache-control', 'private, no-store');
    return listDashboardPeople(ctx, requireUser(request), request.params.view, request.query);
  });
}
