import type { IdeaDetail, UpdateIdeaRequest } from '@ibh/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../../platform/context.ts';
import { getIdeaDetail } from './get-idea.ts';
import { assertIdeaOwner } from './idea-access.ts';
import { ideaColumns } from './idea-input.ts';
import { removeIdeaFiles } from './idea-storage.ts';
import { deleteIdeaRow, updateIdea } from './ideas.repo.ts';

/** PATCH /api/ideas/:id (owner): changes the fields sent; updated_at moves on. */
export async function editIdea(
  ctx: AppContext,
  ideaId: string,
  userId: string,
  input: UpdateIdeaRequest,
): Promise<IdeaDetail> {
  await ctx.db.transaction().execute(async (trx) => {
    await assertIdeaOwner(trx, ideaId, userId, { forUpdate: true });
    await updateIdea(trx, ideaId, ideaColumns(input));
  });
  return getIdeaDetail(ctx, ideaId, userId);
}

/** DELETE /api/ideas/:id (owner): the idea and everything on it; its files go after the commit. */
export async function deleteIdea(
  ctx: AppContext,
  log: FastifyBaseLogger,
  ideaId: string,
  userId: string,
): Promise<void> {
  const keys = await ctx.db.transaction().execute(async (trx) => {
    await assertIdeaOwner(trx, ideaId, userId, { forUpdate: true });
    return deleteIdeaRow(trx, ideaId);
  });
  await removeIdeaFiles(ctx.storage, log, keys);
}
