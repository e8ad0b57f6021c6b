import { AUTH, SECOND_FACTOR } from '@ibh/contract';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import type { AppContext } from '../../platform/context.ts';
import { AppError } from '../../platform/errors.ts';
import { hitRateLimit, peekRateLimit, type RateRule } from '../../platform/rate-limit.ts';
import { spendRecoveryCode } from './recovery-codes.ts';
import { totpRowForUpdate } from './second-factor.repo.ts';
import { acceptedTotpStep } from './totp.ts';

/** Wrong authenticator or recovery codes per account, across sign-ins and settings. */
export const SECOND_FACTOR_FAILURES: RateRule = {
  limit: SECOND_FACTOR.codeFailuresPerAccount,
  windowMs: AUTH.loginWindow,
};
const failureKey = (userId: string) => `2fa-fail:${userId}`;

/** Refuses (E_RATE_LIMITED) an account over its wrong-code limit; counts nothing. */
export async function guardCodeFailures(db: Kysely<DB>, userId: string): Promise<void> {
  const limit = await peekRateLimit(db, failureKey(userId), SECOND_FACTOR_FAILURES);
  if (!limit.allowed)
    throw new AppError('E_RATE_LIMITED', undefined, { retryAfterSeconds: limit.retryAfterSeconds });
}

/** Counts a wrong code against the account (commit it even when the request is refused). */
export function countCodeFailure(db: Kysely<DB>, userId: string) {
  return hitRateLimit(db, failureKey(userId), SECOND_FACTOR_FAILURES);
}

/**
 * Checks an authenticator code (locks the secret, so two requests cannot both spend one step) and
 * records its step; with `pending`, the secret being set up rather than the confirmed one.
 */
export async function checkTotp(
  ctx: AppContext,
  trx: Kysely<DB>,
  userId: string,
  code: string,
  pending = false,
): Promise<boolean> {
  const row = await totpRowForUpdate(trx, userId, pending);
  if (!row) return false;
  const lastStep = row.last_step === null ? null : Number(row.last_step);
  const step = acceptedTotpStep(row.secret, code, ctx.clock.now(), lastStep);
  if (step === null) return false;
  await trx.updateTable('user_totp').set({ last_step: step }).where('user_id', '=', userId).execute();
  return true;
}

/** An authenticator code, or a recovery code (spent), as a second factor. */
export function checkCode(
  ctx: AppContext,
  trx: Kysely<DB>,
  userId: string,
  method: 'totp' | 'recovery',
  code: string,
): Promise<boolean> {
  return method === 'totp'
    ? checkTotp(ctx, trx, userId, code)
    : spendRecoveryCode(trx, ctx.config.secretKey, userId, code);
}
