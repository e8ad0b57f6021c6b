import { type Conversation, MESSAGE_ENDPOINTS } from '@ibh/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { rememberCards } from '@/lib/user-cards';
import { messageKeys } from './message-keys';

export type Conversations = { items: Conversation[] };

/** The 300 px list: one row per person among my latest 400 messages, newest first. */
export function useConversations() {
  return useQuery({
    queryKey: messageKeys.conversations(),
    queryFn: async ({ signal }): Promise<Conversations> => {
      const list = await api(MESSAGE_ENDPOINTS.conversations, { signal });
      rememberCards(list.items.map((item) => item.user));
      return list;
    },
    // Another tab or the modal may have written since: always check on opening the inbox.
    refetchOnMount: 'always',
  });
}
