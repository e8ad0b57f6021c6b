import { IDEA_ENDPOINTS as E } from '@ibh/contract';
import type { FastifyInstance } from 'fastify';
import { requireUser } from '../../platform/auth/session.ts';
import { route } from '../../platform/endpoints.ts';
import { setFavorite, setFollow, setLike, setSave } from './idea-social.ts';

/** Likes, saves, follows and favourites: idempotent on and off switches. */
export async function ideaSocialRoutes(app: FastifyInstance) {
  const { ctx } = app;

  route(app, E.like, (request) => setLike(ctx, request.params.id, requireUser(request).id, true));
  route(app, E.unlike, (request) => setLike(ctx, request.params.id, requireUser(request).id, false));
  route(app, E.save, (request) => setSave(ctx, request.params.id, requireUser(request).id, true));
  route(app, E.unsave, (request) => setSave(ctx, request.params.id, requireUser(request).id, false));
  route(app, E.follow, (request) => setFollow(ctx, request.params.id, requireUser(request).id, true));
  route(app, E.unfollow, (request) => setFollow(ctx, request.params.id, requireUser(request).id, false));
  route(app, E.favorite, (request) => setFavorite(ctx, request.params.id, requireUser(request).id, true));
  route(app, E.unfavorite, (request) => setFavorite(ctx, request.params.id, requireUser(request).id, false));
}
