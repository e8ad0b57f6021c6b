import { ROLE_ENDPOINTS as E } from '@ibh/contract';
import type { FastifyInstance } from 'fastify';
import { route } from '../../platform/endpoints.ts';
import { listRoles } from './roles.repo.ts';

export function rolesRoutes(app: FastifyInstance) {
  // Roles are reference data that only a migration changes (and a migration means a restart), so
  // each process reads them once; a failed read is not kept (decision 41).
  let roles: ReturnType<typeof listRoles> | null = null;
  const readRoles = () => {
    roles ??= listRoles(app.ctx.db).catch((error: unknown) => {
      roles = null;
      throw error;
    });
    return roles;
  };
  route(app, E.list, async (_request, reply) => {
    reply.header('cache-control', 'public, max-age=300');
    return { roles: await readRoles() };
  });
}
