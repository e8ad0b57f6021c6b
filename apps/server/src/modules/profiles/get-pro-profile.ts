import { isProfessionalRole, type ProProfile } from '@ibh/contract';
import type { AppContext } from '../../platform/context.ts';
import { signAvatarUrl } from './avatar-url.ts';
import { nameOf } from './profile-view.ts';
import { canViewProfile, profileNotFound } from './profiles.policy.ts';
import { selectProProfile } from './profiles.repo.ts';

/**
 * GET /api/pros/:userId (/pro/{id}): a professional's headline, categories, impact score
 * (0..1; shown ×10) and verification. Anyone else, and private profiles, are not found.
 */
export async function getProProfile(
  ctx: AppContext,
  userId: string,
  viewerId: string | null,
): Promise<ProProfile> {
  const row = await selectProProfile(ctx.db, userId);
  if (
    !row ||
    !isProfessionalRole(row.role) ||
    !canViewProfile({ ownerId: row.id, publicProfile: row.public_profile }, viewerId)
  ) {
    throw profileNotFound();
  }
  return {
    userId: row.id,
    fullName: nameOf(row),
    avatarUrl: await signAvatarUrl(ctx.storage, row.avatar_path),
    headline: row.pro_headline ?? row.headline,
    categories: row.categories ?? [],
    impactScore: Number(row.impact_score ?? 0),
    verified: row.verified,
    createdAt: new Date(row.pro_created_at ?? row.created_at).toISOString(),
  };
}
