import { WORKSPACE_EVENTS } from '@ibh/contract';
import type { AppContext } from '../../platform/context.ts';
import { assertWorkspaceMember } from '../ideas/idea-access.ts';
import { presenceOf, touchPresence } from './workspace.repo.ts';
import { publishWorkspaceEvent } from './workspace-events.ts';

/**
 * POST /api/workspaces/:id/presence: the open workspace page pings every
 * WORKSPACE_LIMITS.presencePingMs. Someone who newly appears is pushed to the other members.
 */
export async function pingPresence(ctx: AppContext, userId: string, ideaId: string) {
  await assertWorkspaceMember(ctx.db, ideaId, userId);
  return ctx.db.transaction().execute(async (trx) => {
    const appeared = await touchPresence(trx, ideaId, userId);
    const presence = await presenceOf(trx, ctx.storage, ideaId);
    if (appeared) await publishWorkspaceEvent(ctx, ideaId, WORKSPACE_EVENTS.presenceChanged, presence, trx);
    return presence;
  });
}
