import { IDEA_ENDPOINTS as E } from '@ibh/contract';
import type { FastifyInstance } from 'fastify';
import { requireUser } from '../../platform/auth/session.ts';
import { route } from '../../platform/endpoints.ts';
import { NOT_SHAREABLE_HEADER } from '../../platform/page-cache.ts';
import { exploreIdeas } from './explore-ideas.ts';
import { getIdeaDetail } from './get-idea.ts';
import { ideaCommentsRoutes } from './idea-comments.routes.ts';
import { ideaFilesRoutes } from './idea-files.routes.ts';
import { ideaSocialRoutes } from './idea-social.routes.ts';
import { publishIdea } from './publish-idea.ts';
import { deleteIdea, editIdea } from './update-idea.ts';

/** Routes of the ideas feature (issue 5): publish, Explore, the idea page, edit and delete. */
export async function ideasRoutes(app: FastifyInstance) {
  const { ctx } = app;

  route(app, E.publish, (request) => publishIdea(ctx, request.log, requireUser(request), request.body));

  route(app, E.explore, (request, reply) => {
    reply.header('cache-control', 'private, no-store');
    return exploreIdeas(ctx, request.user?.id ?? null, request.query);
  });

  route(app, E.detail, async (request, reply) => {
    reply.header('cache-control', 'private, no-store');
    const detail = await getIdeaDetail(ctx, request.params.id, request.user?.id ?? null);
    // A premium idea's page is never kept in the shared page cache, whoever asks (issue 27).
    if (detail.isPremium) reply.header(NOT_SHAREABLE_HEADER, 'premium');
    return detail;
  });

  route(app, E.update, (request) => editIdea(ctx, request.params.id, requireUser(request).id, request.body));

  route(app, E.remove, async (request) => {
    await deleteIdea(ctx, request.log, request.params.id, requireUser(request).id);
    return { ok: true as const };
  });

  await app.register(ideaSocialRoutes);
  await app.register(ideaCommentsRoutes);
  await app.register(ideaFilesRoutes);
}
