import { AUTH_TEXT, type LoginRequest, type LoginResponse } from '@ibh/contract';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import type { AppContext } from '../../platform/context.ts';
import { AppError } from '../../platform/errors.ts';
import { clearRateLimit, hitRateLimit, peekRateLimit } from '../../platform/rate-limit.ts';
import { audit } from './audit.ts';
import { findUserByEmail } from './auth.repo.ts';
import type { AuthClient, AuthResult } from './auth-client.ts';
import { verifyPassword } from './passwords.ts';
import { RATE_RULES } from './rate-rules.ts';
import { firstFactorResult, signInOrWait } from './second-factor-login.ts';

const failureKey = (email: string) => `login-fail:${email}`;
const attemptKey = (ip: string) => `login-ip:${ip}`;
const rateLimited = (retryAfterSeconds: number) =>
  new AppError('E_RATE_LIMITED', undefined, { retryAfterSeconds });
/**
 * Too many wrong passwords for this address, from anywhere. Anyone can cause it, so it must not
 * lock the owner out: it throttles passwords only, and says that a code by email still works
 * (decision 46). The same answer for an unknown address, so it reveals no account.
 */
const accountLocked = (retryAfterSeconds: number) =>
  new AppError('E_RATE_LIMITED', AUTH_TEXT.accountLocked, { retryAfterSeconds });

/**
 * Both password limits: the per-IP attempts, through `perIpLimit` (hitRateLimit counts this attempt,
 * peekRateLimit only looks), then the account's failures (looked at, never counted here). The
 * refusal (E_RATE_LIMITED) is returned, not thrown, so a caller inside a transaction can commit the
 * count first.
 */
async function passwordLimits(
  db: Kysely<DB>,
  ip: string,
  email: string,
  perIpLimit: typeof hitRateLimit | typeof peekRateLimit,
): Promise<AppError | null> {
  const perIp = await perIpLimit(db, attemptKey(ip), RATE_RULES.loginAttemptsPerIp);
  if (!perIp.allowed) return rateLimited(perIp.retryAfterSeconds);
  const perAccount = await peekRateLimit(db, failureKey(email), RATE_RULES.loginFailuresPerAccount);
  if (!perAccount.allowed) return accountLocked(perAccount.retryAfterSeconds);
  return null;
}

/**
 * A read-only look at both password limits, before the slow password check: a client already
 * over a limit costs no hashing. Counts nothing.
 */
const passwordLimitsReached = (db: Kysely<DB>, ip: string, email: string) =>
  passwordLimits(db, ip, email, peekRateLimit);

/** Counts a password attempt against the IP and checks the account's failures, on the caller's executor. */
const countPasswordAttempt = (db: Kysely<DB>, ip: string, email: string) =>
  passwordLimits(db, ip, email, hitRateLimit);

/** Counts a password attempt (per IP) and throws E_RATE_LIMITED once over either limit. */
export async function guardPasswordAttempts(db: Kysely<DB>, ip: string, email: string): Promise<void> {
  const refused = await countPasswordAttempt(db, ip, email);
  if (refused) throw refused;
}

/** Counts a wrong password against the account. */
export function countPasswordFailure(db: Kysely<DB>, email: string) {
  return hitRateLimit(db, failureKey(email), RATE_RULES.loginFailuresPerAccount);
}

/**
 * Password sign-in, throttled per account and per IP; a wrong email and a wrong password look
 * alike. The attempt's counters, its audit row and the new session commit in one transaction
 * (the password is checked before it, so no connection waits on the hash); a refusal is thrown
 * after the commit, so the counted failure and its audit row stay.
 */
export async function login(
  ctx: AppContext,
  input: LoginRequest,
  client: AuthClient,
): Promise<AuthResult<LoginResponse>> {
  const { db } = ctx;
  const early = await passwordLimitsReached(db, client.ip, input.email);
  if (early) throw early;
  const user = await findUserByEmail(db, input.email);
  const passwordOk = await verifyPassword(user?.password_hash, input.password);
  const outcome = await db.transaction().execute(async (trx) => {
    const limited = await countPasswordAttempt(trx, client.ip, input.email);
    if (limited) return { refused: limited };
    if (!user || !passwordOk) {
      await countPasswordFailure(trx, input.email);
      await audit(trx, client, 'sign_in_failed', { userId: user?.id, email: input.email });
      return { refused: new AppError('E_INVALID_CREDENTIALS') };
    }
    if (!user.email_confirmed_at) return { refused: new AppError('E_EMAIL_NOT_CONFIRMED') };
    await clearRateLimit(trx, failureKey(input.email));
    const next = await signInOrWait(trx, client, user);
    await audit(
      trx,
      client,
      'sign_in',
      { userId: user.id, email: user.email },
      {
        secondFactorPending: 'pendingLogin' in next,
      },
    );
    return { user, next };
  });
  if ('refused' in outcome) throw outcome.refused;
  return firstFactorResult(ctx, outcome.user, outcome.next, {});
}
