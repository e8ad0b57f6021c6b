import { FOLLOW_ENDPOINTS as E } from '@ibh/contract';
import type { FastifyInstance } from 'fastify';
import { requireUser } from '../../platform/auth/session.ts';
import { route } from '../../platform/endpoints.ts';
import { followUser, unfollowUser } from './follow-user.ts';

export function followsRoutes(app: FastifyInstance) {
  const { ctx } = app;
  route(app, E.follow, (request) => followUser(ctx, requireUser(request).id, request.params.userId));
  route(app, E.unfollow, (request) => unfollowUser(ctx, requireUser(request).id, request.params.userId));
}
