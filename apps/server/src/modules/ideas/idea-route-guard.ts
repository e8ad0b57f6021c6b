import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../platform/context.ts';
import { AppError } from '../../platform/errors.ts';
import type { RouteGuard } from '../../platform/module.ts';
import { ideaNotFound, loadIdeaAccess } from './idea-access.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const READS = new Set(['GET', 'HEAD']);

/**
 * Every route under `/api/ideas/:id` (issue 12, item 4): an idea that does not exist, and a private
 * idea the viewer is not a member of, get the very same answer (404 'Idea not found') before
 * validation or any handler runs, whatever the method: like and unlike, follow, save, favourite,
 * comments, collaboration requests, team actions, files, and routes added later. Holders of an
 * unanswered invite may read (the idea page and its comments, to decide); anything else they try is
 * E_NOT_TEAM_MEMBER (they know the idea exists, so a 403 tells them nothing new).
 * A malformed id is left to validation, which answers both cases alike.
 */
export function ideaRouteGuard(ctx: AppContext): RouteGuard {
  return {
    path: '/api/ideas/:id',
    async check(request: FastifyRequest) {
      const { id } = request.params as { id?: unknown };
      if (typeof id !== 'string' || !UUID.test(id)) return;
      const idea = await ctx.db
        .selectFrom('ideas')
        .select('visibility')
        .where('id', '=', id)
        .executeTakeFirst();
      if (!idea) throw ideaNotFound();
      if (idea.visibility === 'public') return;
      const access = await loadIdeaAccess(ctx.db, id, request.user?.id ?? null);
      if (access?.isMember) return;
      if (!access?.isInvited) throw ideaNotFound();
      if (!READS.has(request.method)) throw new AppError('E_NOT_TEAM_MEMBER');
    },
  };
}
