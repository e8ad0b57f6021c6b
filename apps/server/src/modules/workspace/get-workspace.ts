import {
  type IdeaPerson,
  WORKSPACE,
  type Workspace,
  type WorkspaceMember,
  type WorkspaceMemberRole,
} from '@ibh/contract';
import type { AppContext } from '../../platform/context.ts';
import { assertWorkspaceMember } from '../ideas/idea-access.ts';
import { signIdeaFile } from '../ideas/idea-storage.ts';
import type { WorkspaceDeps } from './workspace.module.ts';
import { loadWorkspaceIdea, memberIdsOf, peopleInOrder, presenceOf } from './workspace.repo.ts';

const asMember = (person: IdeaPerson, memberRole: WorkspaceMemberRole): WorkspaceMember => ({
  ...person,
  memberRole,
});

/**
 * GET /api/workspaces/:id (owner, team members, accepted collaborators): the idea cut to the
 * spec's workspace limits, the people, the owner's pending requests and who is here now.
 */
export async function getWorkspace(
  ctx: AppContext,
  deps: WorkspaceDeps,
  userId: string,
  ideaId: string,
): Promise<Workspace> {
  const access = await assertWorkspaceMember(ctx.db, ideaId, userId);
  const [idea, ids, pending, presence] = await Promise.all([
    loadWorkspaceIdea(ctx.db, ideaId),
    memberIdsOf(ctx.db, ideaId),
    access.isOwner
      ? deps.pendingRequestsOf(ctx.db, ctx.storage, ideaId, WORKSPACE.pendingRequests)
      : Promise.resolve({ pending: [], pendingTotal: 0 }),
    presenceOf(ctx.db, ctx.storage, ideaId),
  ]);
  const people = await peopleInOrder(ctx.db, ctx.storage, [idea.user_id, ...ids.team, ...ids.collaborators]);
  const byId = new Map(people.map((p) => [p.id, p]));
  const pick = (list: string[], role: WorkspaceMemberRole) =>
    list.flatMap((id) => {
      const person = byId.get(id);
      return person ? [asMember(person, role)] : [];
    });
  const owner = byId.get(idea.user_id);
  if (!owner) throw new Error(`owner of idea ${ideaId} not found`);
  const memberRole: WorkspaceMemberRole = access.isOwner
    ? 'owner'
    : access.isTeamMember
      ? 'team_member'
      : 'collaborator';
  return {
    idea: {
      id: idea.id,
      title: idea.title,
      shortDescription: idea.short_description,
      country: idea.country,
      stage: idea.stage,
      visibility: idea.visibility,
      tags: idea.tags.slice(0, WORKSPACE.tags),
      lookingFor: idea.looking_for.slice(0, WORKSPACE.lookingFor),
      imageUrls: await Promise.all(
        idea.image_paths.slice(0, WORKSPACE.images).map((key) => signIdeaFile(ctx.storage, key)),
      ),
      createdAt: new Date(idea.created_at).toISOString(),
    },
    me: { userId, memberRole },
    owner: asMember(owner, 'owner'),
    team: pick(ids.team, 'team_member'),
    collaborators: pick(ids.collaborators, 'collaborator'),
    pendingRequests: pending.pending,
    pendingTotal: pending.pendingTotal,
    presence: presence.presence,
    presenceTotal: presence.presenceTotal,
  };
}
