import { ADMIN_ANALYTICS_ENDPOINTS as E } from '@ibh/contract';
import type { FastifyInstance } from 'fastify';
import { adminRead } from '../../platform/auth/session.ts';
import { route } from '../../platform/endpoints.ts';
import { analyticsSummary } from './analytics-summary.ts';

export function analyticsRoutes(app: FastifyInstance) {
  route(app, E.summary, (request, reply) =>
    adminRead(request, reply, () => analyticsSummary(app.ctx, request.query.days)),
  );
}
