import {
  type LoginResponse,
  SECOND_FACTOR,
  type SecondFactorMethod,
  SIGN_IN_SECOND_STEP_TEXT,
  type VerifySecondFactorRequest,
} from '@ibh/contract';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import type { IssuedTokens } from '../../platform/auth/cookies.ts';
import { hashToken, newToken } from '../../platform/auth/tokens.ts';
import type { AppContext } from '../../platform/context.ts';
import { AppError } from '../../platform/errors.ts';
import { audit } from './audit.ts';
import { findUserById, type UserRow } from './auth.repo.ts';
import type { AuthClient, AuthResult } from './auth-client.ts';
import { secondFactorMethods } from './second-factor.repo.ts';
import { checkCode, countCodeFailure, guardCodeFailures } from './second-factor-check.ts';
import { createSession } from './sessions.ts';
import { sessionUserOf } from './sign-in.ts';

export type FirstFactorOutcome =
  | { tokens: IssuedTokens }
  | { pendingLogin: string; methods: SecondFactorMethod[] };

/**
 * After a good password or emailed code: an account without a second factor gets its session;
 * one with a second factor gets a pending sign-in (a token for an httpOnly cookie, a few minutes,
 * a few tries) and no session until POST /api/auth/second-factor/verify.
 */
export async function signInOrWait(
  trx: Kysely<DB>,
  client: AuthClient,
  user: UserRow,
): Promise<FirstFactorOutcome> {
  const methods = await secondFactorMethods(trx, user.id);
  if (methods.length === 0) {
    return { tokens: await createSession(trx, user.id, { ip: client.ip, userAgent: client.userAgent }) };
  }
  const token = newToken();
  await trx
    .insertInto('auth_pending_logins')
    .values({
      token_hash: hashToken(token),
      user_id: user.id,
      expires_at: new Date(Date.now() + SECOND_FACTOR.pendingLoginTtl),
    })
    .execute();
  return { pendingLogin: token, methods };
}

/** The answer and cookies of a first factor's outcome (login and emailed-code sign-in share it). */
export async function firstFactorResult<T extends LoginResponse>(
  ctx: AppContext,
  user: UserRow,
  outcome: FirstFactorOutcome,
  extra: Omit<T, keyof LoginResponse>,
): Promise<AuthResult<T>> {
  if ('pendingLogin' in outcome) {
    return {
      body: { user: null, secondFactor: { methods: outcome.methods }, ...extra } as T,
      pendingLogin: outcome.pendingLogin,
      csrf: true,
    };
  }
  return {
    body: { user: await sessionUserOf(ctx, user), ...extra } as T,
    session: outcome.tokens,
    clearPendingLogin: true,
    csrf: true,
  };
}

const expired = () => new AppError('E_UNAUTHENTICATED', SIGN_IN_SECOND_STEP_TEXT.expired);

/**
 * The second step: an authenticator code or a recovery code for the pending sign-in in the cookie.
 * A wrong code counts against the pending sign-in (it ends after SECOND_FACTOR.pendingLoginMaxTries)
 * and against the account (E_RATE_LIMITED after codeFailuresPerAccount in the login window). A
 * right one spends the pending sign-in and opens a session completed with a second factor.
 */
export async function verifySecondFactor(
  ctx: AppContext,
  input: VerifySecondFactorRequest,
  client: AuthClient,
): Promise<AuthResult<LoginResponse>> {
  const token = client.pendingLoginToken;
  if (!token) throw expired();
  const outcome = await ctx.db.transaction().execute(async (trx) => {
    const pending = await trx
      .selectFrom('auth_pending_logins')
      .select(['user_id', 'attempts'])
      .where('token_hash', '=', hashToken(token))
      .where('used_at', 'is', null)
      .where('expires_at', '>', new Date())
      .where('attempts', '<', SECOND_FACTOR.pendingLoginMaxTries)
      .forUpdate()
      .executeTakeFirst();
    if (!pending) return { refused: expired() };
    const userId = pending.user_id;
    await guardCodeFailures(trx, userId);
    if (!(await checkCode(ctx, trx, userId, input.method, input.code))) {
      await trx
        .updateTable('auth_pending_logins')
        .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
        .where('token_hash', '=', hashToken(token))
        .execute();
      await countCodeFailure(trx, userId);
      await audit(trx, client, 'second_factor_failed', { userId }, { method: input.method });
      return { refused: new AppError('E_SECOND_FACTOR_INVALID') };
    }
    await trx
      .updateTable('auth_pending_logins')
      .set({ used_at: new Date() })
      .where('token_hash', '=', hashToken(token))
      .execute();
    const tokens = await createSession(
      trx,
      userId,
      { ip: client.ip, userAgent: client.userAgent },
      { aal2: true },
    );
    await audit(trx, client, 'sign_in_second_factor', { userId }, { method: input.method });
    return { userId, tokens };
  });
  if ('refused' in outcome) throw outcome.refused;
  const user = await findUserById(ctx.db, outcome.userId);
  if (!user) throw expired();
  return {
    body: { user: await sessionUserOf(ctx, user) },
    session: outcome.tokens,
    clearPendingLogin: true,
    csrf: true,
  };
}
