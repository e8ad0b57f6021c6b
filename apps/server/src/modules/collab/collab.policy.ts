import { IDEA_TEXT } from '@ibh/contract';
import type { Executor } from '../../db/executor.ts';
import { AppError } from '../../platform/errors.ts';
import { userExists } from './collab.repo.ts';

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
  if (!(await userExists(db, inviteeId))) throw new AppError('E_NOT_FOUND');
  const member = await db
    .selectFrom('idea_team_members')
    .select('member_id')
    .where('idea_id', '=', ideaId)
    .where('member_id', '=', inviteeId)
    .executeTakeFirst();
  if (member) throw new AppError('E_CONFLICT', IDEA_TEXT.inviteeAlreadyMember);
}
