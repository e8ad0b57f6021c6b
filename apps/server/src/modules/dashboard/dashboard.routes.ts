import {
  DASHBOARD_API,
  DashboardIdeaPageSchema,
  DashboardIdeaViewParamsSchema,
  DashboardListQuerySchema,
  DashboardOverviewQuerySchema,
  DashboardOverviewSchema,
  DashboardPeoplePageSchema,
  DashboardPeopleViewParamsSchema,
  PageQuerySchema,
} from '@ibh/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import * as z from 'zod/mini';
import { requireUser } from '../../platform/auth/session.ts';
import { getOverview } from './get-overview.ts';
import { listDashboardIdeas } from './list-dashboard-ideas.ts';
import { listDashboardPeople } from './list-dashboard-people.ts';

const tags = ['dashboard'];
const PeopleQuerySchema = z.pick(PageQuerySchema, { cursor: true });

/** My Hub (000 §2): the overview in one request, then each list by keyset pages. */
export async function dashboardRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { ctx } = app;

  r.get(
    DASHBOARD_API.overview,
    {
      schema: {
        tags,
        summary: 'My Hub overview: header, stats, first ideas and people, counts, workshop ideas',
        querystring: DashboardOverviewQuerySchema,
        response: { 200: DashboardOverviewSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return getOverview(ctx, requireUser(request), request.query.sort);
    },
  );

  r.get(
    DASHBOARD_API.ideas(':view' as never),
    {
      schema: {
        tags,
        summary: 'A My Hub idea list: my ideas, projects, saved or followed ideas',
        params: DashboardIdeaViewParamsSchema,
        querystring: DashboardListQuerySchema,
        response: { 200: DashboardIdeaPageSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return listDashboardIdeas(ctx, requireUser(request), request.params.view, request.query);
    },
  );

  r.get(
    DASHBOARD_API.people(':view' as never),
    {
      schema: {
        tags,
        summary: 'A My Hub people list: following, team members, collaborators',
        params: DashboardPeopleViewParamsSchema,
        querystring: PeopleQuerySchema,
        response: { 200: DashboardPeoplePageSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return listDashboardPeople(ctx, requireUser(request), request.params.view, request.query);
    },
  );
}
