import type { ChatThreadProps } from './chat-thread';

let tempIds = 0;

/** The key of a message being sent: its pending copy's, until the saved one replaces it. */
export function nextTempId(): string {
  tempIds += 1;
  return `temp-${tempIds}`;
}

/** A ChatThread's state and actions from its messages query and its send mutation. */
export function chatQueryProps(
  messages: { isPending: boolean; isError: boolean; refetch: () => unknown },
  send: { mutate: (message: { body: string; tempId: string }) => void },
): Pick<ChatThreadProps, 'isPending' | 'isError' | 'onRetry' | 'onSend'> {
  return {
    isPending: messages.isPending,
    isError: messages.isError,
    onRetry: () => void messages.refetch(),
    onSend: (body) => send.mutate({ body, tempId: nextTempId() }),
  };
}
