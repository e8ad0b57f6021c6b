import { IDEA_TEXT, isProfessionalRole } from '@ibh/contract';
import { sql } from 'kysely';
import type { Executor } from '../../db/executor.ts';
import { AppError, notFound } from '../../platform/errors.ts';

/** Who the viewer is to one idea. */
export interface IdeaAccess {
  ideaId: string;
  ownerId: string;
  title: string;
  visibility: 'public' | 'private';
  isPremium: boolean;
  openForCollab: boolean;
  viewerId: string | null;
  isOwner: boolean;
  isTeamMember: boolean;
  /** An accepted collaboration request. */
  isCollaborator: boolean;
  /** Owner, team member or accepted collaborator: may see a private idea and enter its workspace. */
  isMember: boolean;
  /** Holds an unanswered team invite or invitation to collaborate: may see the idea to answer it. */
  isInvited: boolean;
  /** A verified professional (reads premium details). */
  viewerIsVerifiedPro: boolean;
}

/** One query: the idea and the viewer's relation to it, or undefined when the idea does not exist. */
export async function loadIdeaAccess(
  db: Executor,
  ideaId: string,
  viewerId: string | null,
  options: { forUpdate?: boolean } = {},
): Promise<IdeaAccess | undefined> {
  const viewer = viewerId ?? '00000000-0000-0000-0000-000000000000';
  let query = db
    .selectFrom('ideas as i')
    .select(['i.id', 'i.user_id', 'i.title', 'i.visibility', 'i.is_premium', 'i.open_for_collab'])
    .select((eb) => {
      // The viewer is on the idea's team, or an accepted collaborator (one kind of idea_members).
      const isMember = (kind: 'team' | 'collaborator') =>
        eb.exists(
          eb
            .selectFrom('idea_members as m')
            .select(sql`1`.as('one'))
            .whereRef('m.idea_id', '=', 'i.id')
            .where('m.user_id', '=', viewer)
            .where('m.kind', '=', kind),
        );
      return [
        isMember('team').as('is_team_member'),
        isMember('collaborator').as('is_collaborator'),
        eb
          .or([
            eb.exists(
              eb
                .selectFrom('idea_team_invitations as ti')
                .select(sql`1`.as('one'))
                .whereRef('ti.idea_id', '=', 'i.id')
                .where('ti.invitee_id', '=', viewer)
                .where('ti.status', '=', 'pending'),
            ),
            eb.exists(
              eb
                .selectFrom('idea_collab_requests as ci')
                .select(sql`1`.as('one'))
                .whereRef('ci.idea_id', '=', 'i.id')
                .where('ci.user_id', '=', viewer)
                .where('ci.status', '=', 'invited'),
            ),
          ])
          .as('is_invited'),
        eb.selectFrom('people as v').select('v.role').where('v.id', '=', viewer).as('viewer_role'),
        eb
          .selectFrom('person_profiles as vp')
          .select('vp.is_verified')
          .where('vp.user_id', '=', viewer)
          .as('viewer_verified'),
      ];
    })
    .where('i.id', '=', ideaId);
  if (options.forUpdate) query = query.forUpdate('i');
  const row = await query.executeTakeFirst();
  if (!row) return undefined;
  const isOwner = viewerId !== null && row.user_id === viewerId;
  const isTeamMember = viewerId !== null && Boolean(row.is_team_member);
  const isCollaborator = viewerId !== null && Boolean(row.is_collaborator);
  return {
    ideaId: row.id,
    ownerId: row.user_id,
    title: row.title,
    visibility: row.visibility,
    isPremium: row.is_premium,
    openForCollab: row.open_for_collab,
    viewerId,
    isOwner,
    isTeamMember,
    isCollaborator,
    isMember: isOwner || isTeamMember || isCollaborator,
    isInvited: viewerId !== null && Boolean(row.is_invited),
    viewerIsVerifiedPro: Boolean(row.viewer_verified) && isProfessionalRole(row.viewer_role),
  };
}

export const ideaNotFound = () => notFound(IDEA_TEXT.ideaNotFound);

/**
 * The idea, when the viewer may see it. A private idea is 404 to everyone but its members and
 * the people invited to it (who need its page to answer the invitation).
 */
export async function assertCanViewIdea(
  db: Executor,
  ideaId: string,
  viewerId: string | null,
): Promise<IdeaAccess> {
  const access = await loadIdeaAccess(db, ideaId, viewerId);
  if (!access || (access.visibility === 'private' && !access.isMember && !access.isInvited)) {
    throw ideaNotFound();
  }
  return access;
}

/**
 * The idea and the viewer's relation to it, for an action its members take: 404 when it does not
 * exist or is private and the viewer is not a member (an invitation does not open it here).
 */
export async function loadIdeaForMembers(
  db: Executor,
  ideaId: string,
  viewerId: string,
  options: { forUpdate?: boolean } = {},
): Promise<IdeaAccess> {
  const access = await loadIdeaAccess(db, ideaId, viewerId, options);
  if (!access || (access.visibility === 'private' && !access.isMember)) throw ideaNotFound();
  return access;
}

/** Owner-only actions: 404 when the viewer cannot see the idea, E_NOT_OWNER when they can. */
export async function assertIdeaOwner(
  db: Executor,
  ideaId: string,
  viewerId: string,
  options: { forUpdate?: boolean } = {},
): Promise<IdeaAccess> {
  const access = await loadIdeaForMembers(db, ideaId, viewerId, options);
  if (!access.isOwner) throw new AppError('E_NOT_OWNER');
  return access;
}

/** Workspace actions: owner, team members and accepted collaborators (E_NOT_TEAM_MEMBER otherwise). */
export async function assertWorkspaceMember(
  db: Executor,
  ideaId: string,
  viewerId: string,
): Promise<IdeaAccess> {
  const access = await loadIdeaForMembers(db, ideaId, viewerId);
  if (!access.isMember) throw new AppError('E_NOT_TEAM_MEMBER');
  return access;
}

/** Premium details (descriptions, roadmap, funding, files) show to members and verified professionals. */
export function canReadPremium(
  access: Pick<IdeaAccess, 'isPremium' | 'isMember' | 'viewerIsVerifiedPro'>,
): boolean {
  return !access.isPremium || access.isMember || access.viewerIsVerifiedPro;
}
