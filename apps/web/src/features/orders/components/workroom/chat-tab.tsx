import { ORDER_SCREEN_TEXT, ORDERS, type OrderPerson, WORKROOM_SCREEN_TEXT } from '@ibh/contract';
import { chatQueryProps } from '@/components/chat/chat-query';
import { ChatThread } from '@/components/chat/chat-thread';
import { MoreButton } from '@/components/ui/more-button';
import { chronological, useOrderMessages, useSendOrderMessage } from '../../api/chat';

const CHAT_TEXT = { ...WORKROOM_SCREEN_TEXT, retry: ORDER_SCREEN_TEXT.retry };

/** The workroom chat, live over the order's topic; Enter sends, empty text is ignored. */
export function ChatTab({ orderId, me }: { orderId: string; me: OrderPerson }) {
  const messages = useOrderMessages(orderId);
  const send = useSendOrderMessage(orderId, me);
  return (
    <ChatThread
      items={chronological(messages.data)}
      meId={me.id}
      {...chatQueryProps(messages, send)}
      maxLength={ORDERS.messageMax}
      text={CHAT_TEXT}
      before={
        <MoreButton query={messages} variant="ghost">
          {WORKROOM_SCREEN_TEXT.olderMessages}
        </MoreButton>
      }
    />
  );
}
