import { randomBytes } from 'node:crypto';
import type { StartSprintRequest } from '@ibh/contract';
import type { AppContext } from '../../platform/context.ts';
import { AppError } from '../../platform/errors.ts';
import { roleOfAccount } from '../auth/account-reads.ts';
import { assertIdeaOwner } from '../ideas/idea-access.ts';

export const newShareToken = () => randomBytes(24).toString('base64url');

export const isUniqueViolation = (error: unknown, constraint?: string) =>
  typeof error === 'object' &&
  error !== null &&
  (error as { code?: unknown }).code === '23505' &&
  (!constraint ||
    String((error as { constraint?: unknown }).constraint ?? (error as Error).message).includes(constraint));

/** Idea owners only (001 section 6: other roles see Access Restricted). */
export async function assertIdeaOwnerRole(ctx: AppContext, userId: string) {
  if ((await roleOfAccount(ctx.db, userId)) !== 'idea_owner') throw new AppError('E_NOT_AUTHORIZED');
}

/**
 * start_interview_sprint (001 sections 2.1, 4.4): resumes the owner's active sprint, or starts one
 * (on the idea when given, its owner only). One active sprint per owner and per idea: with forceNew
 * an active one answers E_SPRINT_ACTIVE_IDEA / E_SPRINT_ACTIVE_OWNER (409), and the client retries
 * without forcing, which resumes it; two starts at once meet the same unique indexes. Started on an
 * idea, it resumes only that idea's sprint: another open sprint answers E_SPRINT_ACTIVE_OWNER.
 * A sprint closed as not met is no longer active.
 */
export async function startSprint(
  ctx: AppContext,
  userId: string,
  input: StartSprintRequest,
): Promise<{ id: string; resumed: boolean }> {
  await assertIdeaOwnerRole(ctx, userId);
  try {
    return await ctx.db.transaction().execute(async (trx) => {
      if (input.ideaId) await assertIdeaOwner(trx, input.ideaId, userId);
      const activeForIdea = input.ideaId
        ? await trx
            .selectFrom('experiments')
            .select('id')
            .where('idea_id', '=', input.ideaId)
            .where('finalized_at', 'is', null)
            .where('closed_at', 'is', null)
            .executeTakeFirst()
        : undefined;
      const activeForOwner = await trx
        .selectFrom('experiments')
        .select(['id', 'idea_id'])
        .where('owner_user_id', '=', userId)
        .where('finalized_at', 'is', null)
        .where('closed_at', 'is', null)
        .executeTakeFirst();
      if (input.forceNew) {
        if (activeForIdea) throw new AppError('E_SPRINT_ACTIVE_IDEA');
        if (activeForOwner) throw new AppError('E_SPRINT_ACTIVE_OWNER');
      } else if (activeForOwner) {
        // Run a sprint on an idea while another sprint is open: never resume that other sprint as if
        // it were this idea's (issue 26 item 8); the client offers to finish it first.
        if (input.ideaId && activeForOwner.idea_id !== input.ideaId)
          throw new AppError('E_SPRINT_ACTIVE_OWNER');
        return { id: activeForOwner.id, resumed: true };
      }
      const row = await trx
        .insertInto('experiments')
        .values({
          owner_user_id: userId,
          idea_id: input.ideaId ?? null,
          share_token: newShareToken(),
          created_at: ctx.clock.now(),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return { id: row.id, resumed: false };
    });
  } catch (error) {
    if (isUniqueViolation(error, 'experiments_one_active_idea')) throw new AppError('E_SPRINT_ACTIVE_IDEA');
    if (isUniqueViolation(error)) throw new AppError('E_SPRINT_ACTIVE_OWNER');
    throw error;
  }
}
