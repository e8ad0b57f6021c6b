import { type CollabRequest, type CreateCollabInvite, IDEA_EVENTS } from '@ibh/contract';
import { sql } from 'kysely';
import type { AppContext } from '../../platform/context.ts';
import { AppError } from '../../platform/errors.ts';
import type { CollabInviteAnsweredPayload } from './collab.events.ts';
import { assertInviteTarget, loadIdeaForMembers } from './collab.policy.ts';
import { lockCollabRequest } from './collab.repo.ts';
import { collabRequestMachine, collabStateOf } from './collab-request.machine.ts';
import { announceCollabRow, announceNewCollabRow, findCollabRow, saveCollabRow } from './collab-row.ts';

/**
 * POST /api/ideas/:id/collab-invites (owner): invites someone to collaborate (collab_invite).
 * Not the owner, not a team member, not a collaborator, not someone already invited; someone
 * whose own request is pending should have that request accepted instead. A declined row
 * (request or invitation) is re-used. The row waits as 'invited' until the invitee answers.
 */
export async function inviteToCollaborate(
  ctx: AppContext,
  ownerId: string,
  ideaId: string,
  input: CreateCollabInvite,
): Promise<CollabRequest> {
  return ctx.db.transaction().execute(async (trx) => {
    const access = await loadIdeaForMembers(trx, ideaId, ownerId, { forUpdate: true });
    const actor = access.isOwner ? 'owner' : 'other';
    collabRequestMachine.authorize('invite', actor);
    await assertInviteTarget(trx, ideaId, ownerId, input.userId, 'E_CONFLICT');
    const existing = await findCollabRow(trx, ideaId, input.userId, { forUpdate: true });
    // An accepted, pending or invited row stops a new invitation; a declined one is re-used.
    const id = await saveCollabRow(
      trx,
      existing,
      { idea_id: ideaId, user_id: input.userId },
      {
        status: collabRequestMachine.transition(collabStateOf(existing), 'invite', actor),
        invited_by: ownerId,
        message: input.message || null,
        responded_at: null,
      },
    );
    return announceNewCollabRow(ctx, trx, IDEA_EVENTS.collabInviteReceived, {
      id,
      ideaId,
      from: ownerId,
      to: input.userId,
    });
  });
}

const EVENT_OF = {
  accepted: IDEA_EVENTS.collabInviteAccepted,
  declined: IDEA_EVENTS.collabInviteDeclined,
} as const;

const ANSWER_OF = { accepted: 'acceptInvite', declined: 'declineInvite' } as const;

/**
 * POST /api/collab-invites/:id/accept|decline (the invitee): only an invitation still waiting
 * ('invited') can be answered. Accepting makes the invitee a collaborator; the owner who
 * invited is told either way.
 */
export async function answerCollabInvite(
  ctx: AppContext,
  userId: string,
  requestId: string,
  answer: 'accepted' | 'declined',
): Promise<CollabRequest> {
  return ctx.db.transaction().execute(async (trx) => {
    const request = await lockCollabRequest(trx, requestId);
    if (!request) throw new AppError('E_NOT_FOUND');
    // Only the invitee answers: everyone else is told so, whoever they are to the idea.
    const status = collabRequestMachine.transition(
      request.status,
      ANSWER_OF[answer],
      request.user_id === userId ? 'self' : 'other',
    );
    const updated = await trx
      .updateTable('idea_collab_interest as c')
      .set({ status, responded_at: sql<Date>`now()` })
      .where('c.id', '=', requestId)
      .returning((eb) => [
        'c.invited_by',
        eb
          .selectFrom('idea_cards')
          .select('idea_cards.user_id')
          .whereRef('idea_cards.id', '=', 'c.idea_id')
          .as('owner_id'),
      ])
      .executeTakeFirstOrThrow();
    const payload: CollabInviteAnsweredPayload = {
      recipientId: updated.invited_by ?? (updated.owner_id as string),
      ideaId: request.idea_id,
      collaborationId: requestId,
      memberId: userId,
    };
    return announceCollabRow(ctx, trx, request.idea_id, requestId, {
      type: EVENT_OF[answer],
      actorId: userId,
      payload: { ...payload },
    });
  });
}
