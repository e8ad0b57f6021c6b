import { COLLAB_ENDPOINTS, type CreateTeamInvite } from '@ibh/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { ideaKeys } from './idea-keys';
import { useIdeaMutation } from './idea-mutation';

/** GET /api/ideas/:id/team-invites (owner). */
export function useTeamInvites(ideaId: string, enabled: boolean) {
  return useQuery({
    queryKey: ideaKeys.teamInvites(ideaId),
    queryFn: ({ signal }) => api(COLLAB_ENDPOINTS.ideaTeamInvites, { params: { id: ideaId }, signal }),
    enabled,
  });
}

export function useSendTeamInvite(ideaId: string) {
  return useIdeaMutation(ideaId, ideaKeys.teamInvites(ideaId), (body: CreateTeamInvite) =>
    api(COLLAB_ENDPOINTS.inviteToTeam, { params: { id: ideaId }, body }),
  );
}

export function useCancelTeamInvite(ideaId: string) {
  return useIdeaMutation(ideaId, ideaKeys.teamInvites(ideaId), (inviteId: string) =>
    api(COLLAB_ENDPOINTS.cancelTeamInvite, { params: { id: inviteId } }),
  );
}

/** The invitee accepts or declines the pending invite (viewer.teamInvite). */
export function useAnswerTeamInvite(ideaId: string) {
  return useIdeaMutation(
    ideaId,
    ideaKeys.teamInvites(ideaId),
    ({ inviteId, accept }: { inviteId: string; accept: boolean }) =>
      api(accept ? COLLAB_ENDPOINTS.acceptTeamInvite : COLLAB_ENDPOINTS.declineTeamInvite, {
        params: { id: inviteId },
      }),
  );
}

/**
 * DELETE a team member or a collaborator (the owner removes them, or they leave); removing an
 * invited person withdraws the invitation to collaborate.
 */
export function removePerson(ideaId: string, userId: string, kind: 'team' | 'collaborator') {
  return api(kind === 'team' ? COLLAB_ENDPOINTS.removeTeamMember : COLLAB_ENDPOINTS.removeCollaborator, {
    params: { id: ideaId, userId },
  });
}

/** The owner removes a team member or a collaborator. */
export function useRemovePerson(ideaId: string) {
  return useIdeaMutation(
    ideaId,
    ideaKeys.teamInvites(ideaId),
    ({ userId, kind }: { userId: string; kind: 'team' | 'collaborator' }) =>
      removePerson(ideaId, userId, kind),
  );
}

/** GET /api/users/search?q=: people to invite, while the (debounced) query is not empty. */
export function usePeopleSearch(q: string) {
  const query = q.trim();
  return useQuery({
    queryKey: ideaKeys.people(query),
    queryFn: ({ signal }) => api(COLLAB_ENDPOINTS.peopleSearch, { query: { q: query }, signal }),
    enabled: query.length > 0,
    placeholderData: keepPreviousData,
  });
}
