import {
  FavoriteStateSchema,
  IDEA_API,
  IdeaFollowStateSchema,
  IdeaIdParamsSchema,
  LikeStateSchema,
  SaveStateSchema,
} from '@ibh/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { ZodMiniType } from 'zod/mini';
import { requireUser } from '../../platform/auth/session.ts';
import type { AppContext } from '../../platform/context.ts';
import { setFavorite, setFollow, setLike, setSave } from './idea-social.ts';

type Setter = (ctx: AppContext, ideaId: string, userId: string, on: boolean) => Promise<unknown>;

/** Likes, saves, follows and favourites: idempotent on and off switches. */
export async function ideaSocialRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { ctx } = app;

  function toggle(path: string, onMethod: 'POST' | 'PUT', what: string, state: ZodMiniType, set: Setter) {
    for (const on of [true, false]) {
      r.route({
        method: on ? onMethod : 'DELETE',
        url: path,
        config: on ? { noBody: true } : {},
        schema: {
          tags: ['ideas'],
          summary: on ? `${what} an idea` : `Undo ${what.toLowerCase()}`,
          params: IdeaIdParamsSchema,
          response: { 200: state },
        },
        handler: (request) => set(ctx, request.params.id, requireUser(request).id, on),
      });
    }
  }

  toggle(IDEA_API.like(':id'), 'POST', 'Like', LikeStateSchema, setLike);
  toggle(IDEA_API.save(':id'), 'POST', 'Save', SaveStateSchema, setSave);
  toggle(IDEA_API.follow(':id'), 'POST', 'Follow', IdeaFollowStateSchema, setFollow);
  toggle(IDEA_API.favorite(':id'), 'PUT', 'Favourite', FavoriteStateSchema, setFavorite);
}
