import { canComplete, SPRINT_TEXT, sprintEvidenceInterviews, sprintStatus } from '@ibh/contract';
import type { Executor } from '../../db/executor.ts';
import type { AppContext } from '../../platform/context.ts';
import { AppError } from '../../platform/errors.ts';
import { createEvidenceIn, finalizeEvidenceIn } from '../evidence/evidence-write.ts';
import { ideaTitleRow } from '../ideas/idea-titles.ts';
import { sprintMachine, sprintStateOf } from './sprint.machine.ts';
import {
  actorOf,
  interviewsOf,
  loadSprint,
  requiredFor,
  type SprintRow,
  storedGate,
  totalsOf,
} from './sprint-read.ts';
import { isUniqueViolation, newShareToken } from './sprint-start.ts';

/** The result summary written at finalization: its Hypothesis and Persona lines lock the setup. */
export function resultSummary(
  row: Pick<SprintRow, 'hypothesis' | 'persona' | 'target_count'>,
  totals: { pos: number; neu: number; neg: number },
  required: number,
  met = true,
): string {
  return [
    `Hypothesis: ${row.hypothesis || '—'}`,
    `Persona: ${row.persona || '—'}`,
    `Result: ${totals.pos} positive, ${totals.neu} neutral, ${totals.neg} negative of ${row.target_count} interviews; gate ${required} positives ${met ? 'met' : 'not met'}.`,
  ].join('\n');
}

/** The locked sprint once its table allows `action`, with its interview totals and required positives. */
async function gatedSprint(trx: Executor, id: string, userId: string, action: 'finalize' | 'close_not_met') {
  const sprint = await loadSprint(trx, id, { forUpdate: true });
  sprintMachine.transition(sprintStateOf(sprint), action, actorOf(sprint, userId));
  const [totals, stored] = await Promise.all([totalsOf(trx, id), storedGate(trx)]);
  return { sprint, totals, required: requiredFor(sprint, stored) };
}

/**
 * finalize_experiment (001 sections 4.4, 5, 8.3): the owner ('Only the sprint owner can finalize.'),
 * once ('Already finalized.'), when the gate check allows it and there is at least one interview
 * ('Gate not met. Add required positives before finalizing.').
 */
export async function finalizeSprint(ctx: AppContext, userId: string, id: string) {
  return ctx.db.transaction().execute(async (trx) => {
    const { sprint, totals, required } = await gatedSprint(trx, id, userId, 'finalize');
    if (!canComplete(totals, required)) throw new AppError('E_INVALID_STATE', SPRINT_TEXT.gateNotMet);
    const now = ctx.clock.now();
    await trx
      .updateTable('experiments')
      .set({ finalized_at: now, result_summary: resultSummary(sprint, totals, required) })
      .where('id', '=', id)
      .execute();
    return { finalizedAt: now.toISOString() };
  });
}

/**
 * Close as not met (issue 26 item 7): the owner ends an active sprint that reached its target
 * without meeting its gate ('Completed — Not Met'), which finalize refuses. The result is kept (the
 * interviews, and a result summary whose setup lines lock the setup), the sprint no longer holds
 * the owner's one active sprint, and it may be published as a negative result. Only from the
 * states the transition table allows (active), so never twice.
 */
export async function closeSprintNotMet(ctx: AppContext, userId: string, id: string) {
  return ctx.db.transaction().execute(async (trx) => {
    const { sprint, totals, required } = await gatedSprint(trx, id, userId, 'close_not_met');
    const status = sprintStatus(totals, sprint.target_count, required);
    if (status === 'passed') throw new AppError('E_INVALID_STATE', SPRINT_TEXT.closeGateMet);
    if (status !== 'not_met') throw new AppError('E_INVALID_STATE', SPRINT_TEXT.closeTooEarly);
    const now = ctx.clock.now();
    await trx
      .updateTable('experiments')
      .set({ closed_at: now, result_summary: resultSummary(sprint, totals, required, false) })
      .where('id', '=', id)
      .execute();
    return { closedAt: now.toISOString() };
  });
}

/**
 * Reopen (001 section 4.4): the owner unlocks a finalized sprint (not once published: its evidence is
 * frozen). The result summary is cleared with it, so the setup is editable again; one active sprint
 * per owner and idea still holds.
 */
export async function reopenSprint(ctx: AppContext, userId: string, id: string) {
  try {
    await ctx.db.transaction().execute(async (trx) => {
      const sprint = await loadSprint(trx, id, { forUpdate: true });
      sprintMachine.transition(sprintStateOf(sprint), 'reopen', actorOf(sprint, userId));
      await trx
        .updateTable('experiments')
        .set({ finalized_at: null, result_summary: null })
        .where('id', '=', id)
        .execute();
    });
  } catch (error) {
    if (isUniqueViolation(error, 'experiments_one_active_idea')) throw new AppError('E_SPRINT_ACTIVE_IDEA');
    if (isUniqueViolation(error)) throw new AppError('E_SPRINT_ACTIVE_OWNER');
    throw error;
  }
  return { ok: true as const };
}

/** rotate_share_token: the owner; the old public URL stops working at once. */
export async function rotateShareToken(ctx: AppContext, userId: string, id: string) {
  return ctx.db.transaction().execute(async (trx) => {
    const sprint = await loadSprint(trx, id, { forUpdate: true });
    sprintMachine.transition(sprintStateOf(sprint), 'rotate_token', actorOf(sprint, userId));
    const token = newShareToken();
    await trx.updateTable('experiments').set({ share_token: token }).where('id', '=', id).execute();
    return { token };
  });
}

/**
 * create_sprint_evidence_from_experiment (001 sections 2.11, 4.6; issue 18): finalized evidence of
 * kind experiment_passed on the experiment (experiment_not_met, a negative result, for a sprint
 * closed as not met: issue 26 item 7), made by the evidence module's own actions (create, then
 * finalize with its SHA-256 hash), recorded on the sprint in the same transaction. The interviews'
 * private notes never leave the sprint.
 */
export async function publishSprint(ctx: AppContext, userId: string, id: string) {
  return ctx.db.transaction().execute(async (trx) => {
    const sprint = await loadSprint(trx, id, { forUpdate: true });
    const from = sprintStateOf(sprint);
    sprintMachine.transition(from, 'publish', actorOf(sprint, userId));
    const negative = from === 'closed';
    const [interviews, idea] = await Promise.all([
      interviewsOf(trx, id),
      sprint.idea_id ? ideaTitleRow(trx, sprint.idea_id) : Promise.resolve(undefined),
    ]);
    const created = await createEvidenceIn(
      trx,
      ctx,
      userId,
      {
        title:
          `${negative ? 'Interview sprint (not met)' : 'Interview sprint'}${idea ? `: ${idea.title}` : ''}`.slice(
            0,
            200,
          ),
        summary: sprint.result_summary ?? '',
        scope: 'public',
        ownerIntent: 'interview sprint',
        context: { kind: 'experiment', id },
        interviews: sprintEvidenceInterviews(interviews),
      },
      negative ? 'experiment_not_met' : 'experiment_passed',
    );
    const finalized = await finalizeEvidenceIn(trx, ctx, userId, created.evidenceId);
    await trx
      .updateTable('experiments')
      .set({ evidence_id: finalized.evidenceId, version_id: finalized.versionId })
      .where('id', '=', id)
      .execute();
    return finalized;
  });
}
