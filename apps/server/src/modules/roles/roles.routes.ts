import { ROLE_ENDPOINTS as E } from '@ibh/contract';
import type { FastifyInstance } from 'fastify';
import { route } from '../../platform/endpoints.ts';
import { listRoles } from './roles.repo.ts';

export function rolesRoutes(app: FastifyInstance) {
  route(app, E.list, async (_request, reply) => {
    reply.header('cache-control', 'public, max-age=300');
    return { roles: await listRoles(app.ctx.db) };
  });
}
