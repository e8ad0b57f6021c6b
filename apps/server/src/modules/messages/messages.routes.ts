import { MESSAGE_ENDPOINTS as E } from '@ibh/contract';
import type { FastifyInstance } from 'fastify';
import { requireUser } from '../../platform/auth/session.ts';
import { route } from '../../platform/endpoints.ts';
import { blockUser, listBlocks, unblockUser } from './block-user.ts';
import { getThread } from './get-thread.ts';
import { listConversations } from './list-conversations.ts';
import { markThreadRead } from './mark-thread-read.ts';
import { reportMessage } from './report-message.ts';
import { sendMessage } from './send-message.ts';

/** /api/messages (direct messages), blocks and reports. */
export function messagesRoutes(app: FastifyInstance) {
  const { ctx } = app;
  route(app, E.conversations, (request) => listConversations(ctx, requireUser(request).id));
  route(app, E.send, (request) => sendMessage(ctx, requireUser(request).id, request.body));
  route(app, E.thread, (request) =>
    getThread(ctx, requireUser(request).id, request.params.userId, request.query.since ?? null),
  );
  route(app, E.markRead, (request) => markThreadRead(ctx, requireUser(request).id, request.params.userId));
  route(app, E.report, (request) =>
    reportMessage(ctx, requireUser(request).id, request.params.messageId, request.body),
  );
  route(app, E.block, (request) => blockUser(ctx, requireUser(request).id, request.params.userId));
  route(app, E.unblock, (request) => unblockUser(ctx, requireUser(request).id, request.params.userId));
  route(app, E.blocks, (request) => listBlocks(ctx, requireUser(request).id));
}
