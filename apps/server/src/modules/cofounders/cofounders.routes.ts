import { CofounderPageSchema, CofounderQuerySchema, PROFILE_API } from '@ibh/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireUser } from '../../platform/auth/session.ts';
import { findCofounders } from './find-cofounders.ts';

export async function cofoundersRoutes(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().get(
    PROFILE_API.cofounders,
    {
      schema: {
        tags: ['cofounders'],
        summary: 'Co-founder finder: people ranked by match, with reasons',
        querystring: CofounderQuerySchema,
        response: { 200: CofounderPageSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return findCofounders(app.ctx, requireUser(request).id, request.query);
    },
  );
}
