import { sql } from 'kysely';
import type { Executor } from '../../db/executor.ts';
import { AppError } from '../../platform/errors.ts';
import { lockAccount } from '../auth/account-reads.ts';
import { personWithProfiles } from './profiles.repo.ts';

const PRO_ROLES = ['professional', 'pro'];

/**
 * An admin verifies or unverifies a professional (001 sections 4.3, 7.4; the admin console calls
 * this inside its audited transaction). Verifying sets is_verified and verified_at on both
 * profiles and approves a pending request; unverifying clears them and rejects a pending request.
 * The shop's triggers (0011) then list or unlist their published services. Returns whether the
 * state changed, so a repeated press writes nothing new but its log row.
 */
export async function setProVerification(
  db: Executor,
  userId: string,
  verified: boolean,
  now: Date,
): Promise<{ changed: boolean; wasRequested: boolean }> {
  // The account row is the lock (a view over outer joins cannot be locked); then the profiles.
  await lockAccount(db, userId);
  const user = await personWithProfiles(db)
    .select([
      'u.role',
      'p.user_id as profile_id',
      'p.verification_status',
      sql<boolean>`coalesce(p.is_verified, false) or coalesce(pp.verified, false)`.as('verified'),
    ])
    .where('u.id', '=', userId)
    .executeTakeFirst();
  if (!user || !PRO_ROLES.includes(user.role)) throw new AppError('E_NOT_FOUND');
  const wasRequested = user.verification_status === 'pending';
  const changed = user.verified !== verified || wasRequested;
  const at = verified ? now : null;
  if (user.profile_id) {
    await db
      .updateTable('user_profiles')
      .set({
        is_verified: verified,
        verified_at: at,
        verification_requested: false,
        verification_status: verified ? 'approved' : wasRequested ? 'rejected' : user.verification_status,
        updated_at: now,
      })
      .where('user_id', '=', userId)
      .execute();
  } else {
    await db
      .insertInto('user_profiles')
      .values({ user_id: userId, is_verified: verified, verified_at: at })
      .execute();
  }
  await db
    .insertInto('pro_profiles')
    .values({ user_id: userId, verified, verified_at: at })
    .onConflict((oc) => oc.column('user_id').doUpdateSet({ verified, verified_at: at }))
    .execute();
  return { changed, wasRequested };
}
