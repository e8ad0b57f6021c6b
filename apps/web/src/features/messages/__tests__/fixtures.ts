import type { Conversation, DirectMessage, Thread, UserCard } from '@ibh/contract';
import { testUser } from '@/test/render-app';

export const ME = testUser.id;

export const grace: UserCard = {
  id: '30000000-0000-4000-8000-000000000002',
  fullName: 'Grace Builder',
  avatarUrl: null,
};

export const omar: UserCard = {
  id: '30000000-0000-4000-8000-000000000003',
  fullName: 'Omar Owner',
  avatarUrl: null,
};

let sequence = 0;

/** A saved message; `from` and `to` are user ids, `minute` orders them. */
export function dm(
  from: string,
  to: string,
  body: string,
  minute = 0,
  readAt: string | null = null,
): DirectMessage {
  sequence += 1;
  return {
    id: `40000000-0000-4000-8000-${String(sequence).padStart(12, '0')}`,
    senderId: from,
    recipientId: to,
    body,
    createdAt: new Date(Date.UTC(2025, 2, 2, 10, minute)).toISOString(),
    readAt,
  };
}

export function conversation(user: UserCard, lastMessage: DirectMessage, unread = 0): Conversation {
  return { user, lastMessage, unread };
}

export function thread(user: UserCard, messages: DirectMessage[], overrides: Partial<Thread> = {}): Thread {
  return { user, messages, blockedByMe: false, blockedMe: false, ...overrides };
}
