import { MESSAGES_QUERY_ROOT } from '@/components/messaging/send-direct-message';

/** Query keys of the inbox: everything under ['messages']. */
export const messageKeys = {
  all: MESSAGES_QUERY_ROOT,
  conversations: () => [...MESSAGES_QUERY_ROOT, 'conversations'] as const,
  thread: (userId: string) => [...MESSAGES_QUERY_ROOT, 'thread', userId] as const,
};
