import { SECOND_FACTOR_TEXT } from '@ibh/contract';
import type { RequestUser } from '../../platform/auth/session.ts';
import type { AppContext } from '../../platform/context.ts';
import { AppError } from '../../platform/errors.ts';
import { hasSecondFactor, markSessionAal2 } from './second-factor.repo.ts';

/**
 * Re-authentication for factor changes (decision 162): once an account has a second factor, adding,
 * removing or turning one off needs a session completed with one, so a stolen password alone
 * cannot swap the factors. The first factor may be added from a password session.
 */
export async function requireFactorChange(ctx: AppContext, user: RequestUser): Promise<void> {
  if (user.aal2) return;
  if (await hasSecondFactor(ctx.db, user.id))
    throw new AppError('E_SECOND_FACTOR_REQUIRED', SECOND_FACTOR_TEXT.security.stepUpNeeded);
}

/**
 * A factor just set up in this session was proven here (a code from the new app, or the new
 * passkey's user verification) on top of the password: the session now counts as completed with
 * a second factor, on every process (the session cache forgets it).
 */
export async function upgradeSession(ctx: AppContext, user: RequestUser): Promise<void> {
  if (user.aal2) return;
  await markSessionAal2(ctx.db, user.sessionId);
  ctx.sessions.forgetSession(user.sessionId);
}
