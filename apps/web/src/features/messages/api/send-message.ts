import { MESSAGE_TEXT, type UserCard } from '@ibh/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import toast from 'react-hot-toast';
import { sendErrorText } from '@/components/messaging/message-errors';
import { postDirectMessage } from '@/components/messaging/send-direct-message';
import { isApiRequestError } from '@/lib/api-client';
import { addToThread, bumpConversation, removePending } from './inbox-cache';
import { messageKeys } from './message-keys';

interface SendVariables {
  body: string;
  clientId: string;
}

/**
 * Sends to `other` from `meId` (000 section 4, message sending): the message shows at once as
 * pending, is replaced by the saved one, or is removed with 'Failed to send message.'.
 */
export function useSendMessage(meId: string, other: UserCard, onFailed?: (body: string) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ body, clientId }: SendVariables) =>
      postDirectMessage({ recipientId: other.id, body, clientId }),
    onMutate: ({ body, clientId }) => {
      addToThread(queryClient, other.id, {
        id: `local-${clientId}`,
        clientId,
        pending: true,
        senderId: meId,
        recipientId: other.id,
        body,
        createdAt: new Date().toISOString(),
        readAt: null,
      });
    },
    onSuccess: ({ message }, { clientId }) => {
      addToThread(queryClient, other.id, message, clientId);
      if (!bumpConversation(queryClient, other.id, message, 0, other)) {
        void queryClient.invalidateQueries({ queryKey: messageKeys.conversations() });
      }
    },
    onError: (error, { body, clientId }) => {
      removePending(queryClient, other.id, clientId);
      toast.error(sendErrorText(error, MESSAGE_TEXT.failedToSend));
      onFailed?.(body);
      // Blocked meanwhile: show the thread's real state instead of a composer that cannot work.
      if (isApiRequestError(error) && error.code === 'E_NOT_AUTHORIZED') {
        void queryClient.invalidateQueries({ queryKey: messageKeys.thread(other.id) });
      }
    },
  });
}
