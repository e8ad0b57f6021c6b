import type { CompleteProfileRequest, MyProfile } from '@ibh/contract';
import type { AppContext } from '../../platform/context.ts';
import { setUserFullName } from '../auth/account-actions.ts';
import { lockOwnProfile, presentOwnProfile, readOwnProfile } from './own-profile.ts';
import { cleanText, FieldErrors, normalizeLinks, resolvePlace } from './profile-input.ts';
import { updateProfile } from './profiles.repo.ts';

/**
 * POST /api/profiles/me/complete (/complete-signup): name, place, links and the terms;
 * sets onboard_complete. Full name, country and the terms are checked by the schema with
 * the spec's messages; links and the place here.
 */
export async function completeProfile(
  ctx: AppContext,
  userId: string,
  body: CompleteProfileRequest,
): Promise<MyProfile> {
  const errors = new FieldErrors();
  const links = normalizeLinks(body, errors);
  const row = await ctx.db.transaction().execute(async (trx) => {
    const current = await lockOwnProfile(trx, userId);
    const place = resolvePlace(
      current,
      { country: body.country, city: body.city, timezone: body.timezone },
      errors,
    );
    errors.throwIfAny();
    await updateProfile(trx, userId, {
      display_name: cleanText(body.displayName),
      tagline: cleanText(body.tagline),
      bio: cleanText(body.bio),
      ...place,
      ...links,
      onboard_complete: true,
    });
    await setUserFullName(trx, userId, body.fullName);
    return readOwnProfile(trx, userId);
  });
  return presentOwnProfile(ctx, row);
}
