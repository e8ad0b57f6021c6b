import {
  MyReadinessSchema,
  PROFILE_API,
  PublicReadinessSchema,
  ReadinessExplanationSchema,
  ReadinessRequestSchema,
  SaveReadinessResponseSchema,
  UserIdParamsSchema,
} from '@ibh/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireUser } from '../../platform/auth/session.ts';
import { getMyReadiness, getPublicReadiness, getReadinessExplanation } from './get-readiness.ts';
import { saveReadiness } from './save-readiness.ts';

const tags = ['readiness'];
const byUserId = ':userId';

export async function readinessRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { ctx } = app;
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'private, no-store');
  });

  r.get(
    PROFILE_API.readiness,
    {
      schema: {
        tags,
        summary: 'My founder readiness, private fields included',
        response: { 200: MyReadinessSchema },
      },
    },
    (request) => getMyReadiness(ctx, requireUser(request).id),
  );

  r.put(
    PROFILE_API.readiness,
    {
      schema: {
        tags,
        summary: 'Save my founder readiness; the server computes the score',
        body: ReadinessRequestSchema,
        response: { 200: SaveReadinessResponseSchema },
      },
    },
    (request) => saveReadiness(ctx, requireUser(request).id, request.body),
  );

  r.get(
    PROFILE_API.readinessPublic(byUserId),
    {
      schema: {
        tags,
        summary: "Someone's readiness facts and score (no ARR amount or deck URL)",
        params: UserIdParamsSchema,
        response: { 200: PublicReadinessSchema },
      },
    },
    (request) => getPublicReadiness(ctx, request.params.userId, request.user?.id ?? null),
  );

  r.get(
    PROFILE_API.readinessExplanation(byUserId),
    {
      schema: {
        tags,
        summary: "How someone's readiness score is made up",
        params: UserIdParamsSchema,
        response: { 200: ReadinessExplanationSchema },
      },
    },
    (request) => getReadinessExplanation(ctx, request.params.userId, request.user?.id ?? null),
  );
}
