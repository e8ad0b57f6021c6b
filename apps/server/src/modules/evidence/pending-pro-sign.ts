import type { Executor } from '../../db/executor.ts';

/**
 * A fragment for the header's counts (one round trip, notifications/get-header-counts.ts): the
 * co-sign requests waiting for me, as a subquery selecting `n` (000 section 7: the inbox badge).
 */
export function pendingProSignCount(db: Executor, userId: string) {
  return db
    .selectFrom('pro_sign_invites')
    .select((inner) => inner.fn.countAll<string>().as('n'))
    .where('pro_user_id', '=', userId)
    .where('status', '=', 'pending');
}
