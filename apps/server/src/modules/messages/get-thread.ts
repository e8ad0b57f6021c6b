import type { Thread } from '@ibh/contract';
import type { AppContext } from '../../platform/context.ts';
import { AppError } from '../../platform/errors.ts';
import { JsonText } from '../../platform/serializer.ts';
import { assertNotSelf } from './messages.policy.ts';
import { selectThreadPage, toCard } from './messages.repo.ts';

/**
 * GET /api/messages/with/:userId: the latest 300 messages between me and them, oldest first,
 * their card and the block state; with `since`, only those created at or after it (a reconnected
 * client catching up). The query is by my id, so nobody reads a thread they are not in. One
 * statement; the messages arrive as JSON text from the database and are sent as they are.
 */
export async function getThread(
  ctx: AppContext,
  me: string,
  otherId: string,
  since: string | null = null,
): Promise<JsonText<Thread>> {
  assertNotSelf(me, otherId);
  const row = await selectThreadPage(ctx.db, me, otherId.toLowerCase(), undefined, since);
  if (!row) throw new AppError('E_NOT_FOUND');
  const user = await toCard(ctx.storage, row);
  return new JsonText(
    `{"user":${JSON.stringify(user)},"messages":${row.messages},"blockedByMe":${Boolean(row.blocked_by_me)},"blockedMe":${Boolean(row.blocked_me)}}`,
  );
}
