import { type DirectMessage, MESSAGE_ENDPOINTS, type Thread } from '@ibh/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { rememberCards } from '@/lib/user-cards';
import { messageKeys } from './message-keys';

/** A message on screen: `pending` (with its clientId) while an optimistic copy waits for the server. */
export type InboxMessage = DirectMessage & { clientId?: string; pending?: boolean };
export type ThreadData = Omit<Thread, 'messages'> & { messages: InboxMessage[] };

/** The latest 300 messages with `userId`, oldest first, and who blocked whom. */
export function useThread(userId: string | null) {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: messageKeys.thread(userId ?? ''),
    enabled: userId !== null,
    refetchOnMount: 'always',
    queryFn: async ({ signal }): Promise<ThreadData> => {
      const id = userId ?? '';
      const thread = await api(MESSAGE_ENDPOINTS.thread, { params: { userId: id }, signal });
      rememberCards([thread.user]);
      // Messages still being sent stay on screen through a refetch (poll, reconnect).
      const pending =
        queryClient
          .getQueryData<ThreadData>(messageKeys.thread(id))
          ?.messages.filter((message) => message.pending) ?? [];
      return { ...thread, messages: [...thread.messages, ...pending] };
    },
  });
}
