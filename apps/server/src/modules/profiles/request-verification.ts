import {
  LINKEDIN_HOST,
  type MyProfile,
  normalizeLinkedin,
  PROFILE_TEXT,
  type VerificationRequest,
} from '@ibh/contract';
import type { AppContext } from '../../platform/context.ts';
import { AppError } from '../../platform/errors.ts';
import { lockOwnProfile, presentOwnProfile, readOwnProfile } from './own-profile.ts';
import { FieldErrors } from './profile-input.ts';
import { updateProfile } from './profiles.repo.ts';

/**
 * POST /api/profiles/me/verification (/verify): records a request for an admin to decide
 * (admin issue). Idea owners cannot ask; an already verified profile need not.
 */
export async function requestVerification(
  ctx: AppContext,
  userId: string,
  body: VerificationRequest,
): Promise<MyProfile> {
  const row = await ctx.db.transaction().execute(async (trx) => {
    const current = await lockOwnProfile(trx, userId);
    if (current.role === 'idea_owner') {
      throw new AppError('E_NOT_AUTHORIZED', PROFILE_TEXT.ideaOwnersCannotVerify);
    }
    if (current.verified) throw new AppError('E_INVALID_STATE', PROFILE_TEXT.alreadyVerified);
    const errors = new FieldErrors();
    const linkedinUrl = normalizeLinkedin(body.linkedinUrl);
    if (!linkedinUrl) errors.add('linkedinUrl', PROFILE_TEXT.linkedinInvalid(LINKEDIN_HOST));
    errors.throwIfAny();
    await updateProfile(trx, userId, {
      linkedin_url: linkedinUrl,
      linkedin_public: body.showPublicly,
      org_email: body.orgEmail ? body.orgEmail.toLowerCase() : null,
      verification_requested: true,
      verification_status: 'pending',
    });
    return readOwnProfile(trx, userId);
  });
  return presentOwnProfile(ctx, row);
}
