import {
  CommentPageSchema,
  CommentSchema,
  CreateCommentRequestSchema,
  IDEA_API,
  IdeaIdParamsSchema,
  OkSchema,
  PageQuerySchema,
} from '@ibh/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import * as z from 'zod';
import { requireUser } from '../../platform/auth/session.ts';
import { addComment, listComments, removeComment } from './idea-comments.ts';

const tags = ['ideas'];
const CommentIdParamsSchema = z.object({ commentId: z.uuid() });

export async function ideaCommentsRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { ctx } = app;

  r.get(
    IDEA_API.comments(':id'),
    {
      schema: {
        tags,
        summary: 'Comments on an idea, newest first, with their replies',
        params: IdeaIdParamsSchema,
        querystring: PageQuerySchema,
        response: { 200: CommentPageSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return listComments(ctx, request.params.id, request.user?.id ?? null, request.query);
    },
  );

  r.post(
    IDEA_API.comments(':id'),
    {
      schema: {
        tags,
        summary: 'Comment on an idea, or reply to a comment',
        params: IdeaIdParamsSchema,
        body: CreateCommentRequestSchema,
        response: { 200: CommentSchema },
      },
    },
    (request) => addComment(ctx, request.params.id, requireUser(request).id, request.body),
  );

  r.delete(
    IDEA_API.comment(':commentId'),
    {
      schema: {
        tags,
        summary: 'Delete a comment (its author or the idea owner)',
        params: CommentIdParamsSchema,
        response: { 200: OkSchema },
      },
    },
    async (request) => {
      await removeComment(ctx, request.params.commentId, requireUser(request).id);
      return { ok: true as const };
    },
  );
}
