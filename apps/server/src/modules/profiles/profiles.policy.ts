import { PROFILE_DEFAULTS, PROFILE_TEXT } from '@ibh/contract';
import type { Executor } from '../../db/executor.ts';
import { notFound } from '../../platform/errors.ts';
import { selectVisibility } from './profiles.repo.ts';

/** A profile is visible to others only when public; the owner always sees theirs (000 §6). */
export function canViewProfile(
  profile: { ownerId: string; publicProfile: boolean | null },
  viewerId: string | null,
): boolean {
  return viewerId === profile.ownerId || (profile.publicProfile ?? PROFILE_DEFAULTS.publicProfile);
}

export const profileNotFound = () => notFound(PROFILE_TEXT.notFoundOrPrivate);

/** Whether the account exists and the viewer may see its profile (for answers that must not tell). */
export async function isProfileVisible(
  db: Executor,
  userId: string,
  viewerId: string | null,
): Promise<boolean> {
  const row = await selectVisibility(db, userId);
  return Boolean(row && canViewProfile({ ownerId: row.id, publicProfile: row.public_profile }, viewerId));
}

/**
 * For other modules (readiness, follows, cofounders): throws 404 'Profile not found or not
 * public.' unless the account exists and the viewer may see its profile. Returns its role.
 */
export async function assertProfileVisible(
  db: Executor,
  userId: string,
  viewerId: string | null,
): Promise<{ role: string }> {
  const row = await selectVisibility(db, userId);
  if (!row || !canViewProfile({ ownerId: row.id, publicProfile: row.public_profile }, viewerId)) {
    throw profileNotFound();
  }
  return { role: row.role };
}
