import { MESSAGE_LIMITS, type Thread } from '@ibh/contract';
import type { AppContext } from '../../platform/context.ts';
import { assertNotSelf, loadCounterpart } from './messages.policy.ts';
import { selectThread, toCard, toDirectMessage } from './messages.repo.ts';

/**
 * GET /api/messages/with/:userId: the latest 300 messages between me and them, oldest first,
 * their card and the block state; with `since`, only those created at or after it (a reconnected
 * client catching up). The query is by my id, so nobody reads a thread they are not in.
 */
export async function getThread(
  ctx: AppContext,
  me: string,
  otherId: string,
  since: string | null = null,
): Promise<Thread> {
  assertNotSelf(me, otherId);
  const other = await loadCounterpart(ctx.db, me, otherId);
  const rows = await selectThread(ctx.db, me, other.id, MESSAGE_LIMITS.thread, since);
  return {
    user: await toCard(ctx.storage, other),
    messages: rows.reverse().map(toDirectMessage),
    blockedByMe: other.blocked_by_me,
    blockedMe: other.blocked_me,
  };
}
