import { FollowStateSchema, PROFILE_API, UserIdParamsSchema } from '@ibh/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireUser } from '../../platform/auth/session.ts';
import { followUser, unfollowUser } from './follow-user.ts';

const tags = ['follows'];
const path = PROFILE_API.follow(':userId');

export async function followsRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { ctx } = app;

  r.post(
    path,
    {
      config: { noBody: true },
      schema: {
        tags,
        summary: 'Follow someone',
        params: UserIdParamsSchema,
        response: { 200: FollowStateSchema },
      },
    },
    (request) => followUser(ctx, requireUser(request).id, request.params.userId),
  );

  r.delete(
    path,
    {
      schema: {
        tags,
        summary: 'Stop following someone',
        params: UserIdParamsSchema,
        response: { 200: FollowStateSchema },
      },
    },
    (request) => unfollowUser(ctx, requireUser(request).id, request.params.userId),
  );
}
