import { COLLAB_ENDPOINTS, type CreateCollabInvite } from '@ibh/contract';
import { api } from '@/lib/api-client';
import { ideaKeys } from './idea-keys';
import { useIdeaMutation } from './idea-mutation';
import { removePerson } from './team';

/** POST /api/ideas/:id/collab-invites (owner): invite someone to collaborate. */
export function useSendCollabInvite(ideaId: string) {
  return useIdeaMutation(ideaId, ideaKeys.collabRequests(ideaId), (body: CreateCollabInvite) =>
    api(COLLAB_ENDPOINTS.inviteToCollab, { params: { id: ideaId }, body }),
  );
}

/** The invitee accepts or declines the invitation (viewer.collabRequest with status 'invited'). */
export function useAnswerCollabInvite(ideaId: string) {
  return useIdeaMutation(
    ideaId,
    ideaKeys.collabRequests(ideaId),
    ({ requestId, accept }: { requestId: string; accept: boolean }) =>
      api(accept ? COLLAB_ENDPOINTS.acceptCollabInvite : COLLAB_ENDPOINTS.declineCollabInvite, {
        params: { id: requestId },
      }),
  );
}

/** The owner withdraws an unanswered invitation (removing the invited person's row). */
export function useWithdrawCollabInvite(ideaId: string) {
  return useIdeaMutation(ideaId, ideaKeys.collabRequests(ideaId), (userId: string) =>
    removePerson(ideaId, userId, 'collaborator'),
  );
}
