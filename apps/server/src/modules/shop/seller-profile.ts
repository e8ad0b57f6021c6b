import type { CategoryFloor, SellerProfile, UpdateSellerProfileRequest } from '@ibh/contract';
import type { RequestUser } from '../../platform/auth/session.ts';
import type { AppContext } from '../../platform/context.ts';
import { signAvatarUrl } from '../profiles/avatar-url.ts';
import { upsertProProfile } from '../profiles/pro-profile-write.ts';
import { nameOf } from '../profiles/profile-view.ts';
import { selectFloors, selectSellerProfile } from './shop.repo.ts';
import { requireProfessional } from './shop-access.ts';

/** GET /api/shop/profile: my selling profile (pro_profiles), with my profile's headline as fallback. */
export async function getSellerProfile(ctx: AppContext, user: RequestUser): Promise<SellerProfile> {
  requireProfessional(user);
  const row = await selectSellerProfile(ctx.db, user.id);
  if (!row) throw new Error(`signed-in user ${user.id} has no account row`);
  return {
    userId: row.id,
    fullName: nameOf(row),
    avatarUrl: await signAvatarUrl(ctx.storage, row.avatar_path),
    headline: row.headline,
    categories: row.categories ?? [],
    impactScore: Number(row.impact_score ?? 0),
    verified: row.verified,
    verifiedAt: row.verified_at ? new Date(row.verified_at).toISOString() : null,
    createdAt: new Date(row.pro_created_at ?? row.created_at).toISOString(),
  };
}

/** PUT /api/shop/profile: headline and categories; impact score and verification stay the admins'. */
export async function updateSellerProfile(
  ctx: AppContext,
  user: RequestUser,
  input: UpdateSellerProfileRequest,
): Promise<SellerProfile> {
  requireProfessional(user);
  await upsertProProfile(ctx.db, user.id, {
    headline: input.headline?.length ? input.headline : null,
    categories: input.categories,
  });
  return getSellerProfile(ctx, user);
}

/** GET /api/shop/floors: every category's floor and suggested range, for the pricing form. */
export async function listFloors(ctx: AppContext): Promise<{ items: CategoryFloor[] }> {
  const rows = await selectFloors(ctx.db);
  return {
    items: rows.map((r) => ({
      category: r.category_key,
      floorPriceCents: r.floor_price_cents,
      suggestedMinCents: r.suggested_min_cents,
      suggestedMaxCents: r.suggested_max_cents,
      updatedAt: new Date(r.updated_at).toISOString(),
    })),
  };
}
