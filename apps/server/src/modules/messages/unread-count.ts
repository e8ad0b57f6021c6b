import type { Executor } from '../../db/executor.ts';

/**
 * A fragment for the header's counts (one round trip, notifications/get-header-counts.ts): the
 * direct messages to me I have not read, as a subquery selecting `n`.
 */
export function unreadInboxCount(db: Executor, userId: string) {
  return db
    .selectFrom('direct_messages')
    .select((inner) => inner.fn.countAll<string>().as('n'))
    .where('recipient_id', '=', userId)
    .where('read_at', 'is', null)
    .where('hidden_at', 'is', null);
}
