import * as z from 'zod/mini';
import { defineEndpoint, endpointPath } from './endpoint.ts';
import { MESSAGES } from './limits.ts';
import { UserCardSchema } from './profiles.ts';

/** Direct messages (000 sections 2, 3, 4, 7): two participants, a body, read_at. */
export const MESSAGE_LIMITS = {
  conversationList: MESSAGES.conversationList,
  thread: MESSAGES.thread,
  /** Not in the spec: long enough for a real note, short enough to keep threads readable. */
  bodyMax: 4000,
  reportReasonMax: 500,
  /** Messages a person may send per minute (IBH; not in the spec). */
  perMinute: 30,
  /** The stored next-DM-user id (000 section 2, Messages inbox) lives this long. */
  nextUserTtlMs: 10 * 60 * 1000,
} as const;

export const MESSAGE_TEXT = {
  title: 'Messages',
  noConversations: 'No conversations yet.',
  pickSomeone: 'Pick someone to view the conversation.',
  sayHi: 'Say hi 👋',
  typeFirst: 'Type a message first',
  notSignedIn: 'You’re not signed in',
  noRecipient: 'Recipient not selected',
  couldNotLoad: 'Could not load messages.',
  failedToLoad: 'Failed to load messages.',
  failedToSend: 'Failed to send message.',
  notLoggedIn: "You're not logged in.",
  sendFailedRetry: 'Failed to send. Please try again.',
  placeholder: 'Write a message…',
  send: 'Send',
  sending: 'Sending…',
  composerHint: 'Enter sends, Shift+Enter adds a new line.',
  message: 'Message',
  modalTitle: (name: string) => `Message ${name}`,
  sent: 'Message sent.',
  openInbox: 'Open inbox',
  conversations: 'Conversations',
  back: 'Back to conversations',
  you: 'You',
  block: 'Block',
  unblock: 'Unblock',
  blockConfirm: (name: string) =>
    `Block ${name}? Neither of you can send the other messages until you unblock.`,
  blocked: 'You blocked this person. Unblock to message them again.',
  blockedYou: "You can't message this person.",
  blockedToast: 'Blocked.',
  unblockedToast: 'Unblocked.',
  report: 'Report',
  reportTitle: 'Report this message',
  reportReason: 'What is wrong with it?',
  reportSubmit: 'Send report',
  reported: 'Thanks. Our team will review this message.',
  reportFailed: 'Could not send the report.',
  alreadyReported: 'You already reported this message.',
  cannotReportOwn: "You can't report your own message.",
  cannotMessageSelf: "You can't message yourself.",
  tooLong: `Keep messages under ${MESSAGE_LIMITS.bodyMax} characters.`,
  empty: 'Body must be non-empty.',
  unread: (count: number) => `${count} unread`,
} as const;

const body = z
  .string()
  .check(
    z.trim(),
    z.minLength(1, { error: MESSAGE_TEXT.typeFirst }),
    z.maxLength(MESSAGE_LIMITS.bodyMax, { error: MESSAGE_TEXT.tooLong }),
  );

export const DirectMessageSchema = z.object({
  id: z.string(),
  senderId: z.string(),
  recipientId: z.string(),
  body: z.string(),
  createdAt: z.string(),
  readAt: z.nullable(z.string()),
});
export type DirectMessage = z.infer<typeof DirectMessageSchema>;

/** POST /api/messages. `clientId` lets the sender match its optimistic copy to the saved one. */
export const SendMessageRequestSchema = z.object({
  recipientId: z.uuid({ error: MESSAGE_TEXT.noRecipient }),
  body,
  clientId: z.optional(z.string().check(z.maxLength(64))),
});
export type SendMessageRequest = z.infer<typeof SendMessageRequestSchema>;

export const SentMessageSchema = z.object({
  message: DirectMessageSchema,
  clientId: z.nullable(z.string()),
});
export type SentMessage = z.infer<typeof SentMessageSchema>;

/** One row of the 300 px list, built from my latest 400 messages (000 section 7). */
export const ConversationSchema = z.object({
  user: UserCardSchema,
  lastMessage: DirectMessageSchema,
  /** Unread messages from this person among the latest 400. */
  unread: z.number(),
});
export type Conversation = z.infer<typeof ConversationSchema>;
export const ConversationListSchema = z.object({ items: z.array(ConversationSchema) });

/** GET /api/messages/with/:userId: the latest 300, oldest first, and the block state. */
export const ThreadSchema = z.object({
  user: UserCardSchema,
  messages: z.array(DirectMessageSchema),
  blockedByMe: z.boolean(),
  blockedMe: z.boolean(),
});
export type Thread = z.infer<typeof ThreadSchema>;

export const ThreadParamsSchema = z.object({ userId: z.uuid() });
/** `since`: only messages created at or after this instant (a reconnected client catching up; see REALTIME). */
export const ThreadQuerySchema = z.object({ since: z.optional(z.iso.datetime({ offset: true })) });
export type ThreadQuery = z.infer<typeof ThreadQuerySchema>;
export const MarkThreadReadResponseSchema = z.object({ updated: z.number(), readAt: z.nullable(z.string()) });

export const ReportMessageRequestSchema = z.object({
  reason: z.string().check(
    z.trim(),
    z.minLength(1, { error: 'Tell us what is wrong.' }),
    z.maxLength(MESSAGE_LIMITS.reportReasonMax, {
      error: `Keep the reason under ${MESSAGE_LIMITS.reportReasonMax} characters.`,
    }),
  ),
});
export type ReportMessageRequest = z.infer<typeof ReportMessageRequestSchema>;

export const MessageIdParamsSchema = z.object({ messageId: z.uuid() });

/** POST /api/messages/:messageId/report answers with the stored report. */
export const MessageReportSchema = z.object({
  id: z.string(),
  messageId: z.string(),
  createdAt: z.string(),
});
export type MessageReport = z.infer<typeof MessageReportSchema>;

export const BlockStateSchema = z.object({ blocked: z.boolean() });
export const BlockListSchema = z.object({ items: z.array(UserCardSchema) });

/** Realtime events on both participants' user topics. */
export const MESSAGE_EVENTS = {
  created: 'dm.created',
  read: 'dm.read',
} as const;

/** dm.read data: `readerId` read every message `senderId` sent them up to `readAt`. */
export const MessagesReadEventSchema = z.object({
  readerId: z.string(),
  senderId: z.string(),
  readAt: z.string(),
});

const tags = ['messages'] as const;

/** The direct-message endpoints (000 section 4): one descriptor each, shared by server and web. */
export const MESSAGE_ENDPOINTS = {
  conversations: defineEndpoint({
    method: 'GET',
    path: '/api/messages',
    summary: 'My conversations, from my latest 400 messages',
    tags,
    responses: { 200: ConversationListSchema },
  }),
  send: defineEndpoint({
    errors: ['E_RATE_LIMITED', 'E_NOT_AUTHORIZED'],
    method: 'POST',
    path: '/api/messages',
    summary: 'Send a direct message',
    tags,
    body: SendMessageRequestSchema,
    responses: { 201: SentMessageSchema },
  }),
  thread: defineEndpoint({
    method: 'GET',
    path: '/api/messages/with/:userId',
    summary:
      'The latest 300 messages with someone, oldest first (since=<ISO time>: of those created at or after it)',
    tags,
    params: ThreadParamsSchema,
    query: ThreadQuerySchema,
    responses: { 200: ThreadSchema },
  }),
  markRead: defineEndpoint({
    method: 'POST',
    path: '/api/messages/with/:userId/read',
    summary: "Mark someone's messages to me read",
    tags,
    params: ThreadParamsSchema,
    responses: { 200: MarkThreadReadResponseSchema },
  }),
  report: defineEndpoint({
    errors: ['E_CONFLICT'],
    method: 'POST',
    path: '/api/messages/:messageId/report',
    summary: 'Report a message I received',
    tags,
    params: MessageIdParamsSchema,
    body: ReportMessageRequestSchema,
    responses: { 201: MessageReportSchema },
  }),
  block: defineEndpoint({
    method: 'POST',
    path: '/api/users/:userId/block',
    summary: 'Block someone: no direct messages either way',
    tags,
    params: ThreadParamsSchema,
    responses: { 200: BlockStateSchema },
  }),
  unblock: defineEndpoint({
    method: 'DELETE',
    path: '/api/users/:userId/block',
    summary: 'Unblock someone',
    tags,
    params: ThreadParamsSchema,
    responses: { 200: BlockStateSchema },
  }),
  blocks: defineEndpoint({
    method: 'GET',
    path: '/api/me/blocks',
    summary: 'People I blocked',
    tags,
    responses: { 200: BlockListSchema },
  }),
};

/** Concrete paths, derived from the descriptors (for tests, the bench and e2e). */
export const MESSAGE_API = {
  conversations: MESSAGE_ENDPOINTS.conversations.path,
  send: MESSAGE_ENDPOINTS.send.path,
  thread: (userId: string) => endpointPath(MESSAGE_ENDPOINTS.thread, { userId }),
  read: (userId: string) => endpointPath(MESSAGE_ENDPOINTS.markRead, { userId }),
  report: (messageId: string) => endpointPath(MESSAGE_ENDPOINTS.report, { messageId }),
  block: (userId: string) => endpointPath(MESSAGE_ENDPOINTS.block, { userId }),
  blocks: MESSAGE_ENDPOINTS.blocks.path,
} as const;

/** Query parameter that opens a conversation (/inbox?to=<userId>), and the stored fallback's key. */
export const INBOX_TO_PARAM = 'to';
export const NEXT_DM_USER_KEY = 'ibh.nextDmUserId';
