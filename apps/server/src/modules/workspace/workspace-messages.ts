import { WORKSPACE_EVENTS, type WorkspaceMessage } from '@ibh/contract';
import type { AppContext } from '../../platform/context.ts';
import { enforceRateLimit, type RateRule } from '../../platform/rate-limit.ts';
import { assertWorkspaceMember } from '../ideas/idea-access.ts';
import { latestMessages, loadMessage } from './workspace.repo.ts';
import { publishWorkspaceEvent } from './workspace-events.ts';

/** IBH: at most 30 chat messages a minute per person, across every workspace. */
export const MESSAGE_RATE: RateRule = { limit: 30, windowMs: 60_000 };

/** GET /api/workspaces/:id/messages: the latest WORKSPACE.messages, oldest first. */
export async function listMessages(ctx: AppContext, userId: string, ideaId: string) {
  await assertWorkspaceMember(ctx.db, ideaId, userId);
  return { items: await latestMessages(ctx.db, ctx.storage, ideaId) };
}

/**
 * POST /api/workspaces/:id/messages: posts to the workspace chat (the schema already trimmed
 * the body and refused an empty one) and pushes it to the members' sockets on commit.
 */
export async function postMessage(
  ctx: AppContext,
  userId: string,
  ideaId: string,
  body: string,
): Promise<WorkspaceMessage> {
  await assertWorkspaceMember(ctx.db, ideaId, userId);
  await enforceRateLimit(ctx.db, `workspace-message:${userId}`, MESSAGE_RATE);
  return ctx.db.transaction().execute(async (trx) => {
    const row = await trx
      .insertInto('workspace_messages')
      .values({ idea_id: ideaId, sender_id: userId, body })
      .returning('id')
      .executeTakeFirstOrThrow();
    const message = await loadMessage(trx, ctx.storage, row.id);
    await publishWorkspaceEvent(ctx, ideaId, WORKSPACE_EVENTS.messageCreated, message, trx);
    return message;
  });
}
