import { ORDER_REALTIME_EVENTS, OrderMessageSchema, orderTopic } from '@ibh/contract';
import { useQueryClient } from '@tanstack/react-query';
import { REALTIME_RESUBSCRIBED, useRealtimeTopic } from '@/lib/realtime';
import { refreshAfterChange } from '@/lib/refresh-after-change';
import { addMessage } from '../api/chat';
import { orderKeys } from '../api/order-keys';

/**
 * Keeps an open order current from its realtime topic (chat, status, files). Returns whether the
 * topic is live: callers poll as a fallback while it is not. Each announced change refetches
 * through refreshAfterChange, so a list whose first fetch is still in flight when the event
 * arrives (the buyer just opened the Files tab as the professional's upload commits) is fetched
 * again instead of settling on an answer read before the change.
 */
export function useOrderLive(orderId: string, enabled: boolean): boolean {
  const queryClient = useQueryClient();
  return useRealtimeTopic(enabled ? orderTopic(orderId) : null, (event) => {
    switch (event.type) {
      case ORDER_REALTIME_EVENTS.messageCreated: {
        const parsed = OrderMessageSchema.safeParse(event.data);
        if (parsed.success) addMessage(queryClient, orderId, parsed.data);
        return;
      }
      case ORDER_REALTIME_EVENTS.changed:
        void refreshAfterChange(queryClient, orderKeys.detail(orderId));
        void refreshAfterChange(queryClient, orderKeys.activity(orderId));
        void refreshAfterChange(queryClient, orderKeys.reviews(orderId));
        return;
      case ORDER_REALTIME_EVENTS.filesChanged:
        void refreshAfterChange(queryClient, orderKeys.files(orderId));
        void refreshAfterChange(queryClient, orderKeys.activity(orderId));
        return;
      case REALTIME_RESUBSCRIBED:
        void refreshAfterChange(queryClient, orderKeys.order(orderId));
        return;
      default:
        return;
    }
  });
}
