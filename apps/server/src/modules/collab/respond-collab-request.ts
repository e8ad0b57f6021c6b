import { type CollabRequest, IDEA_EVENTS } from '@ibh/contract';
import { sql } from 'kysely';
import type { AppContext } from '../../platform/context.ts';
import { AppError } from '../../platform/errors.ts';
import type { CollabRequestAnsweredPayload } from './collab.events.ts';
import { loadIdeaForMembers, relationTo } from './collab.policy.ts';
import { lockCollabRequest } from './collab.repo.ts';
import { collabRequestMachine } from './collab-request.machine.ts';
import { announceCollabRow } from './collab-row.ts';

export type CollabAnswer = 'accepted' | 'declined';

const EVENT_OF = {
  accepted: IDEA_EVENTS.collabRequestAccepted,
  declined: IDEA_EVENTS.collabRequestDeclined,
} as const satisfies Record<CollabAnswer, string>;

const ACTION_OF = { accepted: 'accept', declined: 'decline' } as const;

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
    const access = await loadIdeaForMembers(trx, request.idea_id, userId);
    const status = collabRequestMachine.transition(
      request.status,
      ACTION_OF[answer],
      relationTo(access, request.user_id),
    );
    await trx
      .updateTable('idea_collab_interest')
      .set({ status, responded_at: sql<Date>`now()` })
      .where('id', '=', requestId)
      .execute();
    const payload: CollabRequestAnsweredPayload = {
      recipientId: request.user_id,
      ideaId: request.idea_id,
      collaborationId: requestId,
    };
    return announceCollabRow(ctx, trx, request.idea_id, requestId, {
      type: EVENT_OF[answer],
      actorId: userId,
      payload: { ...payload },
    });
  });
}
