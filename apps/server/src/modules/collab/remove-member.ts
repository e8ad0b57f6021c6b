import { IDEA_EVENTS, workspaceTopic } from '@ibh/contract';
import type { AppContext } from '../../platform/context.ts';
import { emitEvent } from '../../platform/events.ts';
import { rowExists } from '../../platform/row-exists.ts';
import { assertCanViewIdea } from '../ideas/idea-access.ts';
import { publishMembersChanged } from '../workspace/workspace-events.ts';
import { forgetWorkspaceMember } from '../workspace/workspace-membership.ts';
import type { CollabClosedPayload } from './collab.events.ts';
import { relationTo } from './collab.policy.ts';
import { collabRequestMachine, collabStateOf } from './collab-request.machine.ts';
import { findCollabRow } from './collab-row.ts';
import { teamMembershipMachine } from './team-membership.machine.ts';

export type MemberKind = 'team' | 'collaborator';

/**
 * DELETE /api/ideas/:id/team/:userId and /collaborators/:userId: the owner removes someone, or
 * someone leaves. The person's tasks lose their assignee and their presence is forgotten. The
 * owner removing a collaborator also takes back an unanswered invitation to collaborate
 * (collab_invite_cancelled resolves the invitee's notification).
 */
export async function removeMember(
  ctx: AppContext,
  viewerId: string,
  ideaId: string,
  userId: string,
  kind: MemberKind,
): Promise<void> {
  await ctx.db.transaction().execute(async (trx) => {
    const access = await assertCanViewIdea(trx, ideaId, viewerId);
    const actor = relationTo(access, userId);
    if (kind === 'team') {
      teamMembershipMachine.authorize('remove', actor);
      const member = await rowExists(
        trx
          .selectFrom('idea_team_members')
          .where('idea_id', '=', ideaId)
          .where('member_id', '=', userId)
          .forUpdate(),
      );
      teamMembershipMachine.transition(member ? 'member' : 'none', 'remove', actor);
      await trx
        .deleteFrom('idea_team_members')
        .where('idea_id', '=', ideaId)
        .where('member_id', '=', userId)
        .execute();
    } else {
      collabRequestMachine.authorize('remove', actor);
      const row = await findCollabRow(trx, ideaId, userId, { forUpdate: true });
      collabRequestMachine.transition(collabStateOf(row), 'remove', actor);
      await trx
        .deleteFrom('idea_collab_interest')
        .where('idea_id', '=', ideaId)
        .where('user_id', '=', userId)
        .execute();
      if (row?.status === 'invited') {
        const payload: CollabClosedPayload = { recipientId: userId, ideaId, collaborationId: row.id };
        await emitEvent(trx, {
          type: IDEA_EVENTS.collabInviteCancelled,
          actorId: viewerId,
          payload: { ...payload },
        });
      }
    }
    await forgetWorkspaceMember(trx, ideaId, userId);
    // Their open sockets stop hearing the workspace as this commits, before its next event.
    await ctx.realtime.revokeAccess(userId, { topic: workspaceTopic(ideaId), via: trx });
    await publishMembersChanged(ctx, ideaId, trx);
  });
}
