import { COLLAB_API, IdeaCollabRequestsSchema } from '@ibh/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { ideaKeys } from './idea-keys';

/** The viewer's own request: send one with an optional message, or withdraw a pending one. */
export function useMyCollabRequest(ideaId: string) {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: ideaKeys.detail(ideaId) });
  const send = useMutation({
    mutationFn: (message: string) =>
      api.post(COLLAB_API.requests(ideaId), { body: { message: message.trim() || null } }),
    onSuccess: refresh,
  });
  const withdraw = useMutation({
    mutationFn: () => api.delete(COLLAB_API.myRequest(ideaId)),
    onSuccess: refresh,
  });
  return { send, withdraw };
}

/** GET /api/ideas/:id/collab-requests (owner): pending and accepted requests. */
export function useCollabRequests(ideaId: string, enabled: boolean) {
  return useQuery({
    queryKey: ideaKeys.collabRequests(ideaId),
    queryFn: ({ signal }) =>
      api.get(COLLAB_API.requests(ideaId), { schema: IdeaCollabRequestsSchema, signal }),
    enabled,
  });
}

/** The owner accepts or declines a request; the list and the idea's collaborators refresh. */
export function useAnswerCollabRequest(ideaId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ requestId, accept }: { requestId: string; accept: boolean }) =>
      api.post(accept ? COLLAB_API.accept(requestId) : COLLAB_API.decline(requestId)),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ideaKeys.collabRequests(ideaId) }),
        queryClient.invalidateQueries({ queryKey: ideaKeys.detail(ideaId) }),
      ]),
  });
}
