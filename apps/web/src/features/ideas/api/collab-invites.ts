import { COLLAB_API, type CreateCollabInvite } from '@ibh/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { ideaKeys } from './idea-keys';

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
    mutationFn: (body: CreateCollabInvite) => api.post(COLLAB_API.collabInvites(ideaId), { body }),
    onSuccess: refresh,
  });
}

/** The invitee accepts or declines the invitation (viewer.collabRequest with status 'invited'). */
export function useAnswerCollabInvite(ideaId: string) {
  const refresh = useRefreshCollab(ideaId);
  return useMutation({
    mutationFn: ({ requestId, accept }: { requestId: string; accept: boolean }) =>
      api.post(accept ? COLLAB_API.acceptCollabInvite(requestId) : COLLAB_API.declineCollabInvite(requestId)),
    onSuccess: refresh,
  });
}

/** The owner withdraws an unanswered invitation (removing the invited person's row). */
export function useWithdrawCollabInvite(ideaId: string) {
  const refresh = useRefreshCollab(ideaId);
  return useMutation({
    mutationFn: (userId: string) => api.delete(COLLAB_API.collaborator(ideaId, userId)),
    onSuccess: refresh,
  });
}
