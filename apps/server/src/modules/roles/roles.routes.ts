import { RolesResponseSchema } from '@ibh/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { listRoles } from './roles.repo.ts';

export async function rolesRoutes(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/roles',
    {
      schema: {
        tags: ['accounts'],
        summary: 'Roles a person can sign up with, ordered by name',
        response: { 200: RolesResponseSchema },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'public, max-age=300');
      return { roles: await listRoles(app.ctx.db) };
    },
  );
}
