import { IDEA_ENDPOINTS as E } from '@ibh/contract';
import type { FastifyInstance } from 'fastify';
import { requireUser } from '../../platform/auth/session.ts';
import { route } from '../../platform/endpoints.ts';
import { addComment, listComments, removeComment } from './idea-comments.ts';

export async function ideaCommentsRoutes(app: FastifyInstance) {
  const { ctx } = app;

  route(app, E.comments, (request, reply) => {
    reply.header('cache-control', 'private, no-store');
    return listComments(ctx, request.params.id, request.user?.id ?? null, request.query);
  });

  route(app, E.addComment, (request) =>
    addComment(ctx, request.params.id, requireUser(request).id, request.body),
  );

  route(app, E.deleteComment, async (request) => {
    await removeComment(ctx, request.params.commentId, requireUser(request).id);
    return { ok: true as const };
  });
}
