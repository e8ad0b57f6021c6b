import { type IdeaPerson, WORKSPACE_ENDPOINTS, WORKSPACE_TEXT, type WorkspaceMessage } from '@ibh/contract';
import { type QueryClient, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import toast from 'react-hot-toast';
import { api } from '@/lib/api-client';
import { workspaceKeys } from './workspace-keys';

/** A message on screen; `pending` while an optimistic one waits for the server. */
export type ChatMessage = WorkspaceMessage & { pending?: boolean };
type Messages = { items: ChatMessage[] };

export function useMessages(ideaId: string) {
  return useQuery({
    queryKey: workspaceKeys.messages(ideaId),
    queryFn: ({ signal }): Promise<Messages> =>
      api(WORKSPACE_ENDPOINTS.messages, { params: { id: ideaId }, signal }),
  });
}

/** Adds a saved message once (it may come by the socket and by the POST answer), or swaps out a temporary one. */
export function addMessage(
  queryClient: QueryClient,
  ideaId: string,
  message: ChatMessage,
  replaces?: string,
) {
  queryClient.setQueryData<Messages>(workspaceKeys.messages(ideaId), (old) => {
    const items = (old?.items ?? []).filter((item) => item.id !== replaces);
    if (items.some((item) => item.id === message.id)) return { items };
    return { items: [...items, message] };
  });
}

function removeMessage(queryClient: QueryClient, ideaId: string, id: string) {
  queryClient.setQueryData<Messages>(workspaceKeys.messages(ideaId), (old) =>
    old ? { items: old.items.filter((item) => item.id !== id) } : old,
  );
}

/**
 * POST a message: shown at once as pending, replaced by the saved one, removed with a toast
 * when the server refuses (000 section 4, message sending).
 */
export function useSendMessage(ideaId: string, me: IdeaPerson) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ body }: { body: string; tempId: string }) =>
      api(WORKSPACE_ENDPOINTS.postMessage, { params: { id: ideaId }, body: { body } }),
    onMutate: ({ body, tempId }) => {
      addMessage(queryClient, ideaId, {
        id: tempId,
        ideaId,
        body,
        createdAt: new Date().toISOString(),
        sender: me,
        pending: true,
      });
    },
    onSuccess: (saved, { tempId }) => addMessage(queryClient, ideaId, saved, tempId),
    onError: (_error, { tempId }) => {
      removeMessage(queryClient, ideaId, tempId);
      toast.error(WORKSPACE_TEXT.sendFailed);
    },
  });
}
