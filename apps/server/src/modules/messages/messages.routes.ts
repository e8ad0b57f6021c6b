import {
  BlockListSchema,
  BlockStateSchema,
  ConversationListSchema,
  MarkThreadReadResponseSchema,
  MESSAGE_API,
  MessageIdParamsSchema,
  MessageReportSchema,
  ReportMessageRequestSchema,
  SendMessageRequestSchema,
  SentMessageSchema,
  ThreadParamsSchema,
  ThreadSchema,
} from '@ibh/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireUser } from '../../platform/auth/session.ts';
import { blockUser, listBlocks, unblockUser } from './block-user.ts';
import { getThread } from './get-thread.ts';
import { listConversations } from './list-conversations.ts';
import { markThreadRead } from './mark-thread-read.ts';
import { reportMessage } from './report-message.ts';
import { sendMessage } from './send-message.ts';

const tags = ['messages'];

/** /api/messages (direct messages), blocks and reports. */
export async function messagesRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { ctx } = app;

  r.get(
    MESSAGE_API.conversations,
    {
      schema: {
        tags,
        summary: 'My conversations, from my latest 400 messages',
        response: { 200: ConversationListSchema },
      },
    },
    (request) => listConversations(ctx, requireUser(request).id),
  );

  r.post(
    MESSAGE_API.send,
    {
      schema: {
        tags,
        summary: 'Send a direct message',
        body: SendMessageRequestSchema,
        response: { 201: SentMessageSchema },
      },
    },
    async (request, reply) => {
      const sent = await sendMessage(ctx, requireUser(request).id, request.body);
      return reply.status(201).send(sent);
    },
  );

  r.get(
    MESSAGE_API.thread(':userId'),
    {
      schema: {
        tags,
        summary: 'The latest 300 messages with someone, oldest first',
        params: ThreadParamsSchema,
        response: { 200: ThreadSchema },
      },
    },
    (request) => getThread(ctx, requireUser(request).id, request.params.userId),
  );

  r.post(
    MESSAGE_API.read(':userId'),
    {
      config: { noBody: true },
      schema: {
        tags,
        summary: "Mark someone's messages to me read",
        params: ThreadParamsSchema,
        response: { 200: MarkThreadReadResponseSchema },
      },
    },
    (request) => markThreadRead(ctx, requireUser(request).id, request.params.userId),
  );

  r.post(
    MESSAGE_API.report(':messageId'),
    {
      schema: {
        tags,
        summary: 'Report a message I received',
        params: MessageIdParamsSchema,
        body: ReportMessageRequestSchema,
        response: { 201: MessageReportSchema },
      },
    },
    async (request, reply) => {
      const report = await reportMessage(
        ctx,
        requireUser(request).id,
        request.params.messageId,
        request.body,
      );
      return reply.status(201).send(report);
    },
  );

  r.post(
    MESSAGE_API.block(':userId'),
    {
      config: { noBody: true },
      schema: {
        tags,
        summary: 'Block someone: no direct messages either way',
        params: ThreadParamsSchema,
        response: { 200: BlockStateSchema },
      },
    },
    (request) => blockUser(ctx, requireUser(request).id, request.params.userId),
  );

  r.delete(
    MESSAGE_API.block(':userId'),
    {
      schema: {
        tags,
        summary: 'Unblock someone',
        params: ThreadParamsSchema,
        response: { 200: BlockStateSchema },
      },
    },
    (request) => unblockUser(ctx, requireUser(request).id, request.params.userId),
  );

  r.get(
    MESSAGE_API.blocks,
    {
      schema: { tags, summary: 'People I blocked', response: { 200: BlockListSchema } },
    },
    (request) => listBlocks(ctx, requireUser(request).id),
  );
}
