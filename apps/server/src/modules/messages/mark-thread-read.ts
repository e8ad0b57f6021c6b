import { MESSAGE_EVENTS, userTopic } from '@ibh/contract';
import { sql } from 'kysely';
import type { AppContext } from '../../platform/context.ts';
import { AppError } from '../../platform/errors.ts';
import { accountExists } from '../auth/account-reads.ts';
import { assertNotSelf } from './messages.policy.ts';

/**
 * POST /api/messages/with/:userId/read: stamps read_at on every unread message they sent me
 * (only mine: the update is by my id as recipient) and, when any changed, tells both people's
 * sockets with `dm.read` on commit.
 */
export async function markThreadRead(
  ctx: AppContext,
  me: string,
  otherId: string,
): Promise<{ updated: number; readAt: string | null }> {
  assertNotSelf(me, otherId);
  const senderId = otherId.toLowerCase();
  return ctx.db.transaction().execute(async (trx) => {
    if (!(await accountExists(trx, senderId))) throw new AppError('E_NOT_FOUND');
    const rows = await trx
      .updateTable('direct_messages')
      .set({ read_at: sql<Date>`now()` })
      .where('recipient_id', '=', me)
      .where('sender_id', '=', senderId)
      .where('read_at', 'is', null)
      .returning('read_at')
      .execute();
    const stamped = rows[0]?.read_at;
    if (!stamped) return { updated: 0, readAt: null };
    const readAt = new Date(stamped).toISOString();
    const event = { type: MESSAGE_EVENTS.read, data: { readerId: me, senderId, readAt } };
    await ctx.realtime.publishToEach([userTopic(me), userTopic(senderId)], event, trx);
    return { updated: rows.length, readAt };
  });
}
