import type { SprintDetail, SprintSetupRequest } from '@ibh/contract';
import type { AppContext } from '../../platform/context.ts';
import { sprintMachine, sprintStateOf } from './sprint.machine.ts';
import { actorOf, loadSprint, sprintDetail } from './sprint-read.ts';

/**
 * update_experiment_setup (001 sections 2.11, 4.4, 5): the owner only ('Owners-only feature'),
 * while the sprint is active. Pre-registration (issue 18, decision 76): once the first interview
 * is in, every change is kept as a revision (before and after), which the public page shows.
 */
export async function saveSetup(
  ctx: AppContext,
  userId: string,
  id: string,
  input: SprintSetupRequest,
): Promise<SprintDetail> {
  const row = await ctx.db.transaction().execute(async (trx) => {
    const sprint = await loadSprint(trx, id, { forUpdate: true });
    sprintMachine.transition(sprintStateOf(sprint), 'setup', actorOf(sprint, userId));
    const minValidated = Math.min(input.minValidated, sprint.target_count);
    const before = {
      hypothesis: sprint.hypothesis,
      persona: sprint.persona,
      minValidated: sprint.min_validated,
    };
    const after = { hypothesis: input.hypothesis, persona: input.persona, minValidated };
    const changed =
      before.hypothesis !== after.hypothesis ||
      before.persona !== after.persona ||
      before.minValidated !== after.minValidated;
    if (changed && sprint.setup_registered_at) {
      await trx
        .insertInto('experiment_setup_revisions')
        .values({
          experiment_id: id,
          before: JSON.stringify(before),
          after: JSON.stringify(after),
          changed_at: ctx.clock.now(),
        })
        .execute();
    }
    return trx
      .updateTable('experiments')
      .set({ hypothesis: after.hypothesis, persona: after.persona, min_validated: minValidated })
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirstOrThrow();
  });
  return sprintDetail(ctx, row, userId);
}
