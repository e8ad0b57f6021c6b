import { COFOUNDER_ENDPOINTS as E } from '@ibh/contract';
import type { FastifyInstance } from 'fastify';
import { requireUser } from '../../platform/auth/session.ts';
import { route } from '../../platform/endpoints.ts';
import { findCofounders } from './find-cofounders.ts';

export function cofoundersRoutes(app: FastifyInstance) {
  route(app, E.find, (request, reply) => {
    reply.header('cache-control', 'private, no-store');
    return findCofounders(app.ctx, requireUser(request).id, request.query);
  });
}
