import { type DirectMessage, MESSAGE_LIMITS, type UserCard } from '@ibh/contract';
import type { QueryClient } from '@tanstack/react-query';
import type { Conversations } from './conversations';
import { messageKeys } from './message-keys';
import type { InboxMessage, ThreadData } from './thread';

/** Saved messages by time, optimistic ones after them; at most the thread limit (300), newest kept. */
function ordered(messages: InboxMessage[]): InboxMessage[] {
  const sorted = [...messages].sort((a, b) => {
    if (Boolean(a.pending) !== Boolean(b.pending)) return a.pending ? 1 : -1;
    return a.createdAt < b.createdAt ? -1 : a.createdAt > b.createdAt ? 1 : 0;
  });
  return sorted.slice(-MESSAGE_LIMITS.thread);
}

/**
 * Puts a message into the cached thread with `otherId` (when that thread is loaded): a saved one
 * replaces the optimistic copy carrying the same clientId, and is added only once (it may come
 * both from the POST answer and from the socket).
 */
export function addToThread(
  queryClient: QueryClient,
  otherId: string,
  message: InboxMessage,
  replacesClientId?: string | null,
): void {
  queryClient.setQueryData<ThreadData>(messageKeys.thread(otherId), (old) => {
    if (!old) return old;
    const replaced = (item: InboxMessage) =>
      Boolean(replacesClientId && item.pending && item.clientId === replacesClientId);
    const swapped = old.messages.some(replaced);
    const rest = old.messages.filter((item) => !replaced(item));
    if (rest.some((item) => item.id === message.id)) return { ...old, messages: rest };
    // The saved copy keeps the clientId of the one it replaces: same row on screen, no flicker.
    const saved = swapped && replacesClientId ? { ...message, clientId: replacesClientId } : message;
    return { ...old, messages: ordered([...rest, saved]) };
  });
}

export function removePending(queryClient: QueryClient, otherId: string, clientId: string): void {
  queryClient.setQueryData<ThreadData>(messageKeys.thread(otherId), (old) =>
    old
      ? { ...old, messages: old.messages.filter((item) => item.clientId !== clientId || !item.pending) }
      : old,
  );
}

/** `readerId` read every message sent to them in the thread with `otherId` up to `readAt`. */
export function markReadInThread(
  queryClient: QueryClient,
  otherId: string,
  readerId: string,
  readAt: string,
): void {
  queryClient.setQueryData<ThreadData>(messageKeys.thread(otherId), (old) => {
    if (!old) return old;
    let touched = false;
    const messages = old.messages.map((item) => {
      if (item.pending || item.readAt || item.recipientId !== readerId || item.createdAt > readAt)
        return item;
      touched = true;
      return { ...item, readAt };
    });
    return touched ? { ...old, messages } : old;
  });
}

/**
 * Moves the conversation with `otherId` to the top with `message` as its last one, adding
 * `addUnread`. Returns false when the list has no row for them (the caller refetches it).
 */
export function bumpConversation(
  queryClient: QueryClient,
  otherId: string,
  message: DirectMessage,
  addUnread: number,
  card?: UserCard,
): boolean {
  let found = false;
  queryClient.setQueryData<Conversations>(messageKeys.conversations(), (old) => {
    if (!old) return old;
    const row = old.items.find((item) => item.user.id === otherId);
    if (!row && !card) return old;
    found = true;
    const base = row ?? { user: card as UserCard, lastMessage: message, unread: 0 };
    if (row && row.lastMessage.createdAt > message.createdAt) return old;
    const next = { ...base, lastMessage: message, unread: base.unread + addUnread };
    return { items: [next, ...old.items.filter((item) => item.user.id !== otherId)] };
  });
  return found;
}

export function clearUnread(queryClient: QueryClient, otherId: string): void {
  queryClient.setQueryData<Conversations>(messageKeys.conversations(), (old) =>
    old
      ? {
          items: old.items.map((item) =>
            item.user.id === otherId && item.unread > 0 ? { ...item, unread: 0 } : item,
          ),
        }
      : old,
  );
}

export function setBlockedByMe(queryClient: QueryClient, otherId: string, blocked: boolean): void {
  queryClient.setQueryData<ThreadData>(messageKeys.thread(otherId), (old) =>
    old ? { ...old, blockedByMe: blocked } : old,
  );
}

/** Something that changes when the list or a thread has news: what the poll's backoff compares. */
export function inboxSignature(queryClient: QueryClient, openUserId: string | null): string {
  const list = queryClient.getQueryData<Conversations>(messageKeys.conversations());
  const rows = (list?.items ?? []).map((item) => `${item.lastMessage.id}:${item.unread}`).join(',');
  const thread = openUserId ? queryClient.getQueryData<ThreadData>(messageKeys.thread(openUserId)) : null;
  const messages = (thread?.messages ?? [])
    .filter((item) => !item.pending)
    .map((item) => `${item.id}:${item.readAt ?? ''}`)
    .join(',');
  return `${rows}|${messages}|${thread?.blockedByMe ?? ''}${thread?.blockedMe ?? ''}`;
}
