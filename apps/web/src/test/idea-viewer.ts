import type { IdeaViewer } from '@ibh/contract';

/** How an idea looks to a signed-in outsider (no role, nothing liked, saved or asked); overrides on top. */
export function ideaViewer(overrides: Partial<IdeaViewer> = {}): IdeaViewer {
  return {
    isOwner: false,
    isTeamMember: false,
    isCollaborator: false,
    canEnterWorkspace: false,
    liked: false,
    saved: false,
    following: false,
    favorite: false,
    collabRequest: null,
    teamInvite: null,
    ...overrides,
  };
}
