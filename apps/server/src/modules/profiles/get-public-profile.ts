import type { PublicProfile } from '@ibh/contract';
import type { AppContext } from '../../platform/context.ts';
import { signAvatarUrl } from './avatar-url.ts';
import { toPublicProfile } from './profile-view.ts';
import { canViewProfile, profileNotFound } from './profiles.policy.ts';
import { selectPublicProfile } from './profiles.repo.ts';

/**
 * GET /api/profiles/:userId: someone's profile with privacy applied by the server. A profile
 * that is not public is 'Profile not found or not public.' to everyone but its owner, exactly
 * like one that does not exist.
 */
export async function getPublicProfile(
  ctx: AppContext,
  userId: string,
  viewerId: string | null,
): Promise<PublicProfile> {
  const row = await selectPublicProfile(ctx.db, userId, viewerId);
  if (!row || !canViewProfile({ ownerId: row.id, publicProfile: row.public_profile }, viewerId)) {
    throw profileNotFound();
  }
  return toPublicProfile(row, { id: viewerId }, await signAvatarUrl(ctx.storage, row.avatar_path));
}
