import { type CollabRequest, IDEA_EVENTS } from '@ibh/contract';
import { sql } from 'kysely';
import type { AppContext } from '../../platform/context.ts';
import { AppError } from '../../platform/errors.ts';
import { emitEvent } from '../../platform/events.ts';
import { assertIdeaOwner } from '../ideas/idea-access.ts';
import { publishMembersChanged } from '../workspace/workspace-events.ts';
import type { CollabRequestAnsweredPayload } from './collab.events.ts';
import { loadCollabRequest, lockCollabRequest } from './collab.repo.ts';

export type CollabAnswer = 'accepted' | 'declined';

const EVENT_OF = {
  accepted: IDEA_EVENTS.collabRequestAccepted,
  declined: IDEA_EVENTS.collabRequestDeclined,
} as const satisfies Record<CollabAnswer, string>;

/**
 * POST /api/collab-requests/:id/accept|decline (owner): only a pending request can be
 * answered. Accepting makes the requester a collaborator (a workspace member).
 */
export async function answerCollabRequest(
  ctx: AppContext,
  userId: string,
  requestId: string,
  answer: CollabAnswer,
): Promise<CollabRequest> {
  return ctx.db.transaction().execute(async (trx) => {
    const request = await lockCollabRequest(trx, requestId);
    if (!request) throw new AppError('E_NOT_FOUND');
    await assertIdeaOwner(trx, request.idea_id, userId);
    if (request.status !== 'pending') throw new AppError('E_NOT_PENDING');
    await trx
      .updateTable('idea_collab_interest')
      .set({ status: answer, responded_at: sql<Date>`now()` })
      .where('id', '=', requestId)
      .execute();
    const payload: CollabRequestAnsweredPayload = {
      recipientId: request.user_id,
      ideaId: request.idea_id,
      collaborationId: requestId,
    };
    await emitEvent(trx, { type: EVENT_OF[answer], actorId: userId, payload: { ...payload } });
    await publishMembersChanged(ctx, request.idea_id, trx);
    return loadCollabRequest(trx, ctx.storage, requestId);
  });
}
