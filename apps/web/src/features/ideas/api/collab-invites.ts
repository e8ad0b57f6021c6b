import { COLLAB_ENDPOINTS, type CreateCollabInvite } from '@ibh/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { ideaKeys } from './idea-keys';
import { removePerson } from './team';

function useRefreshCollab(ideaId: string) {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: ideaKeys.collabRequests(ideaId) }),
      queryClient.invalidateQueries({ queryKey: ideaKeys.detail(ideaId) }),
    ]);
}

/** POST /api/ideas/:id/collab-invites (owner): invite someone to collaborate. */
export function useSendCollabInvite(ideaId: string) {
  const refresh = useRefreshCollab(ideaId);
  return useMutation({
    mutationFn: (body: CreateCollabInvite) =>
      api(COLLAB_ENDPOINTS.inviteToCollab, { params: { id: ideaId }, body }),
    onSuccess: refresh,
  });
}

/** The invitee accepts or declines the invitation (viewer.collabRequest with status 'invited'). */
export function useAnswerCollabInvite(ideaId: string) {
  const refresh = useRefreshCollab(ideaId);
  return useMutation({
    mutationFn: ({ requestId, accept }: { requestId: string; accept: boolean }) =>
      api(accept ? COLLAB_ENDPOINTS.acceptCollabInvite : COLLAB_ENDPOINTS.declineCollabInvite, {
        params: { id: requestId },
      }),
    onSuccess: refresh,
  });
}

/** The owner withdraws an unanswered invitation (removing the invited person's row). */
export function useWithdrawCollabInvite(ideaId: string) {
  const refresh = useRefreshCollab(ideaId);
  return useMutation({
    mutationFn: (userId: string) => removePerson(ideaId, userId, 'collaborator'),
    onSuccess: refresh,
  });
}
