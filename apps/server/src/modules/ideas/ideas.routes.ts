import {
  ExploreQuerySchema,
  IDEA_API,
  IdeaCreatedSchema,
  IdeaDetailSchema,
  IdeaIdParamsSchema,
  IdeaPageSchema,
  OkSchema,
  PublishIdeaRequestSchema,
  UpdateIdeaRequestSchema,
} from '@ibh/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireUser } from '../../platform/auth/session.ts';
import { exploreIdeas } from './explore-ideas.ts';
import { getIdeaDetail } from './get-idea.ts';
import { ideaCommentsRoutes } from './idea-comments.routes.ts';
import { ideaFilesRoutes } from './idea-files.routes.ts';
import { ideaSocialRoutes } from './idea-social.routes.ts';
import { publishIdea } from './publish-idea.ts';
import { deleteIdea, editIdea } from './update-idea.ts';

const tags = ['ideas'];
const idPath = IDEA_API.idea(':id');

/** Routes of the ideas feature (issue 5): publish, Explore, the idea page, edit and delete. */
export async function ideasRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { ctx } = app;

  r.post(
    IDEA_API.ideas,
    {
      schema: {
        tags,
        summary: 'Publish an idea (idea owners)',
        body: PublishIdeaRequestSchema,
        response: { 200: IdeaCreatedSchema },
      },
    },
    (request) => publishIdea(ctx, request.log, requireUser(request), request.body),
  );

  r.get(
    IDEA_API.ideas,
    {
      schema: {
        tags,
        summary: 'Explore public ideas: search, filters, sorts, keyset pages',
        querystring: ExploreQuerySchema,
        response: { 200: IdeaPageSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return exploreIdeas(ctx, request.user?.id ?? null, request.query);
    },
  );

  r.get(
    idPath,
    {
      schema: {
        tags,
        summary: 'An idea page (private ideas: members only)',
        params: IdeaIdParamsSchema,
        response: { 200: IdeaDetailSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return getIdeaDetail(ctx, request.params.id, request.user?.id ?? null);
    },
  );

  r.patch(
    idPath,
    {
      schema: {
        tags,
        summary: 'Edit my idea',
        params: IdeaIdParamsSchema,
        body: UpdateIdeaRequestSchema,
        response: { 200: IdeaDetailSchema },
      },
    },
    (request) => editIdea(ctx, request.params.id, requireUser(request).id, request.body),
  );

  r.delete(
    idPath,
    {
      schema: {
        tags,
        summary: 'Delete my idea and its files',
        params: IdeaIdParamsSchema,
        response: { 200: OkSchema },
      },
    },
    async (request) => {
      await deleteIdea(ctx, request.log, request.params.id, requireUser(request).id);
      return { ok: true as const };
    },
  );

  await app.register(ideaSocialRoutes);
  await app.register(ideaCommentsRoutes);
  await app.register(ideaFilesRoutes);
}
