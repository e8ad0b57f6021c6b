import { MESSAGE_EVENTS, MessagesReadEventSchema, SentMessageSchema, userTopic } from '@ibh/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { headerCountsKey } from '@/lib/header-counts-key';
import { REALTIME_RESUBSCRIBED, type RealtimeTopicEvent, useRealtimeTopic } from '@/lib/realtime';
import { refreshAfterChange } from '@/lib/refresh-after-change';
import { useBackoffPoll } from '@/lib/use-backoff-poll';
import { cachedCard } from '@/lib/user-cards';
import {
  addToThread,
  bumpConversation,
  clearUnread,
  inboxSignature,
  markReadInThread,
} from '../api/inbox-cache';
import { messageKeys } from '../api/message-keys';

/**
 * Keeps the inbox current from my user topic: `dm.created` adds to the thread and the list,
 * `dm.read` shows receipts. While the topic is not live the open thread and the list are
 * polled instead (15 s, backing off to 4x while nothing changes).
 */
export function useInboxLive(meId: string, openUserId: string | null, threadVisible: boolean) {
  const queryClient = useQueryClient();

  const onEvent = (event: RealtimeTopicEvent) => {
    switch (event.type) {
      case MESSAGE_EVENTS.created: {
        const parsed = SentMessageSchema.safeParse(event.data);
        if (!parsed.success) return;
        const { message, clientId } = parsed.data;
        const incoming = message.recipientId === meId && message.senderId !== meId;
        const otherId = incoming ? message.senderId : message.recipientId;
        addToThread(queryClient, otherId, message, clientId);
        // Read at once when its thread is on screen; the thread marks it read (POST read).
        const seenNow = otherId === openUserId && threadVisible;
        const added = incoming && !seenNow ? 1 : 0;
        if (!bumpConversation(queryClient, otherId, message, added, cachedCard(otherId)?.card)) {
          void refreshAfterChange(queryClient, messageKeys.conversations());
        }
        if (incoming) void refreshAfterChange(queryClient, headerCountsKey);
        return;
      }
      case MESSAGE_EVENTS.read: {
        const parsed = MessagesReadEventSchema.safeParse(event.data);
        if (!parsed.success) return;
        const { readerId, senderId, readAt } = parsed.data;
        if (readerId === meId) {
          // Read in another tab or device.
          markReadInThread(queryClient, senderId, meId, readAt);
          clearUnread(queryClient, senderId);
          void refreshAfterChange(queryClient, headerCountsKey);
        } else if (senderId === meId) {
          markReadInThread(queryClient, readerId, readerId, readAt);
        }
        return;
      }
      case REALTIME_RESUBSCRIBED:
        // Events may have been missed while the socket was down.
        void refreshAfterChange(queryClient, messageKeys.all);
        return;
      default:
        return;
    }
  };

  const live = useRealtimeTopic(userTopic(meId), onEvent);

  const poll = useCallback(async () => {
    const before = inboxSignature(queryClient, openUserId);
    await Promise.all([
      queryClient.refetchQueries({ queryKey: messageKeys.conversations(), exact: true }),
      openUserId
        ? queryClient.refetchQueries({ queryKey: messageKeys.thread(openUserId), exact: true })
        : Promise.resolve(),
    ]);
    return inboxSignature(queryClient, openUserId) !== before;
  }, [queryClient, openUserId]);

  useBackoffPoll({ enabled: !live, poll });
  return live;
}
