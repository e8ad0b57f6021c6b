import { COLLAB_ENDPOINTS } from '@ibh/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { answerCollabRequest } from '@/lib/collab-requests';
import { ideaKeys } from './idea-keys';
import { useIdeaMutation } from './idea-mutation';

/** The viewer's own request: send one with an optional message, or withdraw a pending one. */
export function useMyCollabRequest(ideaId: string) {
  const send = useIdeaMutation(ideaId, null, (message: string) =>
    api(COLLAB_ENDPOINTS.requestCollab, {
      params: { id: ideaId },
      body: { message: message.trim() || null },
    }),
  );
  const withdraw = useIdeaMutation(ideaId, null, () =>
    api(COLLAB_ENDPOINTS.withdrawRequest, { params: { id: ideaId } }),
  );
  return { send, withdraw };
}

/** GET /api/ideas/:id/collab-requests (owner): pending and accepted requests. */
export function useCollabRequests(ideaId: string, enabled: boolean) {
  return useQuery({
    queryKey: ideaKeys.collabRequests(ideaId),
    queryFn: ({ signal }) => api(COLLAB_ENDPOINTS.ideaRequests, { params: { id: ideaId }, signal }),
    enabled,
  });
}

/** The owner accepts or declines a request; the list and the idea's collaborators refresh. */
export function useAnswerCollabRequest(ideaId: string) {
  return useIdeaMutation(
    ideaId,
    ideaKeys.collabRequests(ideaId),
    ({ requestId, accept }: { requestId: string; accept: boolean }) => answerCollabRequest(requestId, accept),
  );
}
