import { READINESS_ENDPOINTS as E } from '@ibh/contract';
import type { FastifyInstance } from 'fastify';
import { requireUser } from '../../platform/auth/session.ts';
import { route } from '../../platform/endpoints.ts';
import { getMyReadiness, getPublicReadiness, getReadinessExplanation } from './get-readiness.ts';
import { saveReadiness } from './save-readiness.ts';

export function readinessRoutes(app: FastifyInstance) {
  const { ctx } = app;
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'private, no-store');
  });

  route(app, E.mine, (request) => getMyReadiness(ctx, requireUser(request).id));
  route(app, E.save, (request) => saveReadiness(ctx, requireUser(request).id, request.body));
  route(app, E.public, (request) => getPublicReadiness(ctx, request.params.userId, request.user?.id ?? null));
  route(app, E.explanation, (request) =>
    getReadinessExplanation(ctx, request.params.userId, request.user?.id ?? null),
  );
}
