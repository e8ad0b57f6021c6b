import { IDEA_TEXT, type PublishIdeaRequest } from '@ibh/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { RequestUser } from '../../platform/auth/session.ts';
import type { AppContext } from '../../platform/context.ts';
import { AppError } from '../../platform/errors.ts';
import { enforceRateLimit } from '../../platform/rate-limit.ts';
import { ideaColumns } from './idea-input.ts';
import { IDEA_RATE_RULES, ideaRateKeys } from './ideas.rate-rules.ts';
import { announceNewIdea } from './ideas.realtime.ts';
import { insertIdea } from './ideas.repo.ts';

/** Only idea owners post ideas (000 section 6). */
export function assertCanPostIdeas(user: Pick<RequestUser, 'role'>): void {
  if (user.role !== 'idea_owner') throw new AppError('E_NOT_AUTHORIZED', IDEA_TEXT.onlyOwnersPost);
}

/**
 * POST /api/ideas: publishes an idea with every field of the wizard (limits are checked by the
 * request schema, stage and visibility normalised), then tells the public feed about it.
 */
export async function publishIdea(
  ctx: AppContext,
  log: FastifyBaseLogger,
  user: RequestUser,
  input: PublishIdeaRequest,
): Promise<{ id: string }> {
  assertCanPostIdeas(user);
  await enforceRateLimit(ctx.db, ideaRateKeys.create(user.id), IDEA_RATE_RULES.create);
  const columns = ideaColumns(input);
  const id = await ctx.db.transaction().execute((trx) =>
    insertIdea(trx, {
      ...columns,
      user_id: user.id,
      title: columns.title ?? input.title,
      short_description: columns.short_description ?? input.shortDescription,
      one_liner: columns.one_liner ?? null,
      full_description: columns.full_description ?? null,
      roadmap: columns.roadmap ?? null,
      funding: columns.funding ?? null,
      availability: columns.availability ?? null,
    }),
  );
  if (columns.visibility === 'public') await announceNewIdea(ctx, log, id);
  return { id };
}
