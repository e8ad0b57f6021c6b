import { HEALTH_ENDPOINTS as E } from '@ibh/contract';
import type { FastifyInstance } from 'fastify';
import { route } from '../../platform/endpoints.ts';
import { checkHealth, databaseProbe } from './check-health.ts';

export function healthRoutes(app: FastifyInstance) {
  const probe = databaseProbe(app.ctx);
  route(app, E.health, async (_request, reply) => {
    const health = await checkHealth(app.ctx, probe);
    // A failed database round trip answers 503 with the same body.
    if (health.status !== 'ok') reply.status(503);
    return health;
  });
}
