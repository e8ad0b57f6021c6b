import { isProfessionalRole, type RespondCosignRequest, SPRINT, SPRINT_TEXT } from '@ibh/contract';
import type { Executor } from '../../db/executor.ts';
import type { AppContext } from '../../platform/context.ts';
import { AppError, notFound } from '../../platform/errors.ts';
import { oneRequest, requestActor, requestsJson, requestsWithSprint } from './cosign-request-view.ts';
import { cosignRequestMachine, sprintMachine, sprintStateOf } from './sprint.machine.ts';
import { actorOf, loadSprint } from './sprint-read.ts';
import { isUniqueViolation } from './sprint-start.ts';

async function isVerifiedProfessional(db: Executor, userId: string): Promise<boolean> {
  const row = await db
    .selectFrom('people as u')
    .select(['u.role', 'u.is_verified', 'u.pro_verified'])
    .where('u.id', '=', userId)
    .executeTakeFirst();
  return Boolean(row && isProfessionalRole(row.role) && (row.is_verified || row.pro_verified));
}

/**
 * request_cosign (001 sections 4.5, 5, 8.3): the sprint's owner, after finalization, of a verified
 * professional other than themselves, at most 3 pending per sprint, one pending per professional.
 */
export async function requestCosign(ctx: AppContext, userId: string, id: string, professionalId: string) {
  try {
    const requestId = await ctx.db.transaction().execute(async (trx) => {
      const sprint = await loadSprint(trx, id, { forUpdate: true });
      sprintMachine.transition(sprintStateOf(sprint), 'request_cosign', actorOf(sprint, userId));
      if (professionalId === userId) throw new AppError('E_SELF_REQUEST', SPRINT_TEXT.cosignSelf);
      if (!(await isVerifiedProfessional(trx, professionalId))) {
        throw new AppError('E_NOT_PROFESSIONAL', SPRINT_TEXT.cosignNotProfessional);
      }
      const pending = await trx
        .selectFrom('experiment_cosign_requests')
        .select('pro_user_id')
        .where('experiment_id', '=', id)
        .where('status', '=', 'pending')
        .execute();
      if (pending.some((p) => p.pro_user_id === professionalId)) throw new AppError('E_DUP_PENDING');
      if (pending.length >= SPRINT.maxPendingCosigns) {
        throw new AppError('E_LIMIT_EXCEEDED', SPRINT_TEXT.cosignPendingLimit);
      }
      const row = await trx
        .insertInto('experiment_cosign_requests')
        .values({
          experiment_id: id,
          pro_user_id: professionalId,
          requested_by: userId,
          created_at: ctx.clock.now(),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    });
    return await oneRequest(ctx, requestId, userId);
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('E_DUP_PENDING');
    throw error;
  }
}

/** The listed requests (ids in list order) as the viewer sees them. */
async function requestItems(ctx: AppContext, rows: { id: string }[], viewerId: string) {
  return {
    items: await requestsJson(
      ctx,
      ctx.db,
      rows.map((r) => r.id),
      viewerId,
    ),
  };
}

/** list_owner_cosign_requests: the sprint's owner, newest first. */
export async function listOwnerRequests(ctx: AppContext, userId: string, id: string) {
  const sprint = await loadSprint(ctx.db, id);
  if (actorOf(sprint, userId) !== 'owner') throw new AppError('E_NOT_OWNER');
  const rows = await ctx.db
    .selectFrom('experiment_cosign_requests')
    .select('id')
    .where('experiment_id', '=', id)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
  return requestItems(ctx, rows, userId);
}

/** get_my_cosign_requests: the professional's requests (every status), newest first. */
export async function listMyRequests(ctx: AppContext, userId: string) {
  const rows = await ctx.db
    .selectFrom('experiment_cosign_requests')
    .select('id')
    .where('pro_user_id', '=', userId)
    .where('status', '!=', 'cancelled')
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(100)
    .execute();
  return requestItems(ctx, rows, userId);
}

function lockRequest(trx: Executor, requestId: string) {
  return requestsWithSprint(trx)
    .select(['r.id', 'r.status', 'r.pro_user_id', 'r.experiment_id', 'x.owner_user_id'])
    .where('r.id', '=', requestId)
    .forUpdate()
    .executeTakeFirstOrThrow(() => notFound());
}

/** cancel_cosign_request: the owner, pending only ('Only pending requests can be cancelled.'). */
export async function cancelCosign(ctx: AppContext, userId: string, requestId: string) {
  await ctx.db.transaction().execute(async (trx) => {
    const row = await lockRequest(trx, requestId);
    const sprint = await loadSprint(trx, row.experiment_id);
    sprintMachine.transition(sprintStateOf(sprint), 'cancel_cosign', actorOf(sprint, userId));
    const to = cosignRequestMachine.transition(row.status, 'cancel', requestActor(row, userId));
    await trx
      .updateTable('experiment_cosign_requests')
      .set({ status: to, responded_at: ctx.clock.now() })
      .where('id', '=', requestId)
      .execute();
  });
  return { ok: true as const };
}

/** respond_cosign: the requested professional accepts (with an optional public note) or declines. */
export async function respondCosign(
  ctx: AppContext,
  userId: string,
  requestId: string,
  input: RespondCosignRequest,
) {
  await ctx.db.transaction().execute(async (trx) => {
    const row = await lockRequest(trx, requestId);
    const to = cosignRequestMachine.transition(
      row.status,
      input.accept ? 'accept' : 'decline',
      requestActor(row, userId),
    );
    await trx
      .updateTable('experiment_cosign_requests')
      .set({ status: to, responded_at: ctx.clock.now(), pro_note: input.accept ? input.note || null : null })
      .where('id', '=', requestId)
      .execute();
  });
  return oneRequest(ctx, requestId, userId);
}

/** update_cosign_pro_note: the professional of an accepted request edits the public note. */
export async function updateCosignNote(ctx: AppContext, userId: string, requestId: string, note: string) {
  await ctx.db.transaction().execute(async (trx) => {
    const row = await lockRequest(trx, requestId);
    cosignRequestMachine.transition(row.status, 'edit_note', requestActor(row, userId));
    await trx
      .updateTable('experiment_cosign_requests')
      .set({ pro_note: note || null })
      .where('id', '=', requestId)
      .execute();
  });
  return oneRequest(ctx, requestId, userId);
}
