import {
  type CollabRequest,
  type CreateCollabRequest,
  IDEA_EVENTS,
  IDEA_TEXT,
  type IdeaCollabRequests,
  WORKSPACE,
} from '@ibh/contract';
import type { AppContext } from '../../platform/context.ts';
import { AppError } from '../../platform/errors.ts';
import { emitEvent } from '../../platform/events.ts';
import { assertCanViewIdea, assertIdeaOwner } from '../ideas/idea-access.ts';
import { publishMembersChanged } from '../workspace/workspace-events.ts';
import type { CollabClosedPayload } from './collab.events.ts';
import { loadIdeaForMembers, requesterRelation } from './collab.policy.ts';
import { collabRowsOf, countPendingRequests, pendingRequestsOf, toCollabRequests } from './collab.repo.ts';
import { collabRequestMachine, collabStateOf } from './collab-request.machine.ts';
import { announceNewCollabRow, findCollabRow, saveCollabRow } from './collab-row.ts';

/**
 * POST /api/ideas/:id/collab-requests: asks the owner to collaborate. One request per person
 * and idea: a pending or accepted one is a conflict, a declined one is sent again (pending,
 * dated now). At most WORKSPACE.pendingRequests wait per idea. The idea row is locked so two
 * requests cannot both take the last pending place.
 */
export async function requestCollab(
  ctx: AppContext,
  userId: string,
  ideaId: string,
  input: CreateCollabRequest,
): Promise<CollabRequest> {
  return ctx.db.transaction().execute(async (trx) => {
    const access = await loadIdeaForMembers(trx, ideaId, userId, { forUpdate: true });
    // Who asks first (the owner, someone on the team already), then whether the idea is open.
    const actor = requesterRelation(access);
    collabRequestMachine.authorize('request', actor);
    if (!access.openForCollab) throw new AppError('E_INVALID_STATE', IDEA_TEXT.notOpenForCollab);
    const existing = await findCollabRow(trx, ideaId, userId);
    const status = collabRequestMachine.transition(collabStateOf(existing), 'request', actor);
    if ((await countPendingRequests(trx, ideaId)) >= WORKSPACE.pendingRequests) {
      throw new AppError('E_LIMIT_EXCEEDED', IDEA_TEXT.pendingRequestsFull);
    }
    const id = await saveCollabRow(
      trx,
      existing,
      { idea_id: ideaId, user_id: userId },
      { status, message: input.message || null, invited_by: null, responded_at: null },
    );
    return announceNewCollabRow(ctx, trx, IDEA_EVENTS.collabRequestReceived, {
      id,
      ideaId,
      from: userId,
      to: access.ownerId,
    });
  });
}

/**
 * DELETE /api/ideas/:id/collab-requests/mine: withdraws my pending request; the owner's
 * notification about it is resolved (collab_request_withdrawn).
 */
export async function withdrawCollabRequest(ctx: AppContext, userId: string, ideaId: string): Promise<void> {
  await ctx.db.transaction().execute(async (trx) => {
    const access = await assertCanViewIdea(trx, ideaId, userId);
    const row = await findCollabRow(trx, ideaId, userId, { forUpdate: true });
    if (!row) throw new AppError('E_NOT_FOUND');
    collabRequestMachine.transition(row.status, 'withdraw', 'self');
    await trx.deleteFrom('idea_collab_interest').where('id', '=', row.id).execute();
    const payload: CollabClosedPayload = { recipientId: access.ownerId, ideaId, collaborationId: row.id };
    await emitEvent(trx, {
      type: IDEA_EVENTS.collabRequestWithdrawn,
      actorId: userId,
      payload: { ...payload },
    });
    await publishMembersChanged(ctx, ideaId, trx);
  });
}

/**
 * GET /api/ideas/:id/collab-requests (owner): the newest pending requests, the accepted ones,
 * and the invitations to collaborate still waiting for an answer.
 */
export async function listIdeaCollabRequests(
  ctx: AppContext,
  userId: string,
  ideaId: string,
): Promise<IdeaCollabRequests> {
  await assertIdeaOwner(ctx.db, ideaId, userId);
  const [pending, acceptedRows, invitedRows] = await Promise.all([
    pendingRequestsOf(ctx.db, ctx.storage, ideaId, WORKSPACE.pendingRequests),
    collabRowsOf(ctx.db, ideaId, 'accepted', 'c.responded_at'),
    collabRowsOf(ctx.db, ideaId, 'invited', 'c.created_at'),
  ]);
  return {
    ...pending,
    accepted: await toCollabRequests(ctx.storage, acceptedRows),
    invited: await toCollabRequests(ctx.storage, invitedRows),
  };
}
