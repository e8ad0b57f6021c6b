import { IDEA_TEXT } from '@ibh/contract';
import type { Executor } from '../../db/executor.ts';
import { AppError } from '../../platform/errors.ts';
import { rowExists } from '../../platform/row-exists.ts';
import { accountExists } from '../auth/account-reads.ts';
import type { IdeaAccess } from '../ideas/idea-access.ts';
import type { CollabActor } from './collab-request.machine.ts';

/** The idea and the viewer's relation to it, for an action its members take (404 as assertIdeaOwner). */
export { loadIdeaForMembers } from '../ideas/idea-access.ts';

/** Who the viewer is to someone's collaboration row (or team place): its owner, the person, or other. */
export function relationTo(access: IdeaAccess, personId: string): 'owner' | 'self' | 'other' {
  if (access.isOwner) return 'owner';
  return access.viewerId === personId ? 'self' : 'other';
}

/** Who the viewer is when asking to collaborate: the owner, already on the team, or someone asking. */
export function requesterRelation(access: IdeaAccess): CollabActor {
  if (access.isOwner) return 'owner';
  return access.isTeamMember || access.isCollaborator ? 'member' : 'self';
}

/**
 * Whom an idea's owner may invite, to the team or to collaborate: not themselves (`selfCode`:
 * a team invite answers E_INVALID_INPUT, an invitation to collaborate E_CONFLICT), someone who
 * exists (else 404), and not a team member already.
 */
export async function assertInviteTarget(
  db: Executor,
  ideaId: string,
  ownerId: string,
  inviteeId: string,
  selfCode: 'E_INVALID_INPUT' | 'E_CONFLICT',
): Promise<void> {
  if (inviteeId === ownerId) throw new AppError(selfCode, IDEA_TEXT.cannotInviteSelf);
  if (!(await accountExists(db, inviteeId))) throw new AppError('E_NOT_FOUND');
  const member = await rowExists(
    db.selectFrom('idea_team_members').where('idea_id', '=', ideaId).where('member_id', '=', inviteeId),
  );
  if (member) throw new AppError('E_CONFLICT', IDEA_TEXT.inviteeAlreadyMember);
}
