import { type IdeaPerson, WORKSPACE_LIMITS, WORKSPACE_TEXT } from '@ibh/contract';
import { chatQueryProps } from '@/components/chat/chat-query';
import { ChatThread } from '@/components/chat/chat-thread';
import { useMessages, useSendMessage } from '../api/messages';

/** The last 50 messages, live; Enter sends, Shift+Enter starts a new line, empty text is ignored. */
export function ChatTab({ ideaId, me }: { ideaId: string; me: IdeaPerson }) {
  const messages = useMessages(ideaId);
  const send = useSendMessage(ideaId, me);
  return (
    <ChatThread
      items={messages.data?.items ?? []}
      meId={me.id}
      {...chatQueryProps(messages, send)}
      maxLength={WORKSPACE_LIMITS.messageMax}
      text={WORKSPACE_TEXT}
    />
  );
}
