import { ADMIN_ANALYTICS_ENDPOINTS as E } from '@ibh/contract';
import type { FastifyInstance } from 'fastify';
import { requireAdmin } from '../../platform/auth/session.ts';
import { route } from '../../platform/endpoints.ts';
import { analyticsSummary } from './analytics-summary.ts';

export function analyticsRoutes(app: FastifyInstance) {
  route(app, E.summary, (request, reply) => {
    requireAdmin(request);
    reply.headers({ 'cache-control': 'private, no-store' });
    return analyticsSummary(app.ctx, request.query.days);
  });
}
