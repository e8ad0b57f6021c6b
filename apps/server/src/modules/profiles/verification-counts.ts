import { sql } from 'kysely';
import type { Executor } from '../../db/executor.ts';

/** Verification requests waiting for an admin (the admin overview). */
export async function countPendingVerifications(db: Executor): Promise<number> {
  const row = await db
    .selectFrom('user_profiles')
    .select(sql<number>`count(*)::int`.as('n'))
    .where('verification_status', '=', 'pending')
    .where('is_verified', '=', false)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
