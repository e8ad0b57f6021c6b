import { type InterviewRequest, SPRINT_TEXT, type SprintInterview } from '@ibh/contract';
import type { AppContext } from '../../platform/context.ts';
import { AppError, notFound } from '../../platform/errors.ts';
import { rowExists } from '../../platform/row-exists.ts';
import { sprintMachine, sprintStateOf } from './sprint.machine.ts';
import { actorOf, loadSprint, toInterview } from './sprint-read.ts';

const fields = (input: InterviewRequest) => ({
  outcome: input.outcome,
  who: input.who || null,
  channel: input.channel || null,
  learning: input.learning || null,
  notes: input.notes || null,
});

/**
 * add_interview (001 sections 4.4, 5, 8.3): the owner, while active, below the target ("You've
 * reached the 10-interview cap for this sprint."). The first interview pre-registers the setup.
 */
export async function addInterview(
  ctx: AppContext,
  userId: string,
  id: string,
  input: InterviewRequest,
): Promise<SprintInterview> {
  return ctx.db.transaction().execute(async (trx) => {
    const sprint = await loadSprint(trx, id, { forUpdate: true });
    sprintMachine.transition(sprintStateOf(sprint), 'add_interview', actorOf(sprint, userId));
    const { count } = await trx
      .selectFrom('interviews')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('experiment_id', '=', id)
      .executeTakeFirstOrThrow();
    if (Number(count) >= sprint.target_count)
      throw new AppError('E_LIMIT_EXCEEDED', SPRINT_TEXT.interviewLimit);
    const now = ctx.clock.now();
    if (!sprint.setup_registered_at) {
      await trx.updateTable('experiments').set({ setup_registered_at: now }).where('id', '=', id).execute();
    }
    const row = await trx
      .insertInto('interviews')
      .values({ experiment_id: id, ...fields(input), created_at: now })
      .returningAll()
      .executeTakeFirstOrThrow();
    return toInterview(row);
  });
}

async function lockedInterview(
  trx: Parameters<typeof loadSprint>[0],
  userId: string,
  id: string,
  interviewId: string,
  action: 'edit_interview' | 'delete_interview',
) {
  const sprint = await loadSprint(trx, id, { forUpdate: true });
  sprintMachine.transition(sprintStateOf(sprint), action, actorOf(sprint, userId));
  const interview = await rowExists(
    trx.selectFrom('interviews').where('id', '=', interviewId).where('experiment_id', '=', id),
  );
  if (!interview) throw notFound();
}

/** update_interview: the owner, while active. */
export async function updateInterview(
  ctx: AppContext,
  userId: string,
  id: string,
  interviewId: string,
  input: InterviewRequest,
): Promise<SprintInterview> {
  return ctx.db.transaction().execute(async (trx) => {
    await lockedInterview(trx, userId, id, interviewId, 'edit_interview');
    const row = await trx
      .updateTable('interviews')
      .set(fields(input))
      .where('id', '=', interviewId)
      .returningAll()
      .executeTakeFirstOrThrow();
    return toInterview(row);
  });
}

/** delete_interview: the owner, while active. */
export async function deleteInterview(ctx: AppContext, userId: string, id: string, interviewId: string) {
  await ctx.db.transaction().execute(async (trx) => {
    await lockedInterview(trx, userId, id, interviewId, 'delete_interview');
    await trx.deleteFrom('interviews').where('id', '=', interviewId).execute();
  });
  return { ok: true as const };
}
