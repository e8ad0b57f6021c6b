import type { LoginResponse } from '@ibh/contract';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import type { AppContext } from '../../platform/context.ts';
import { AppError } from '../../platform/errors.ts';
import { hitRateLimit } from '../../platform/rate-limit.ts';
import { audit } from './audit.ts';
import { findUserById } from './auth.repo.ts';
import type { AuthClient, AuthResult } from './auth-client.ts';
import { passkeySignInOptions, verifyPasskeyAssertion } from './passkeys.ts';
import { RATE_RULES } from './rate-rules.ts';
import { createSession } from './sessions.ts';
import { sessionUserOf } from './sign-in.ts';

/** Passkey ceremonies per IP share the code checks' limit (decision 15's abuse limits). */
async function guardPasskeyAttempts(db: Kysely<DB>, ip: string) {
  const limit = await hitRateLimit(db, `passkey-ip:${ip}`, RATE_RULES.codeChecksPerIp);
  if (!limit.allowed)
    throw new AppError('E_RATE_LIMITED', undefined, { retryAfterSeconds: limit.retryAfterSeconds });
}

export async function passkeyOptions(ctx: AppContext, _input: undefined, client: AuthClient) {
  await guardPasskeyAttempts(ctx.db, client.ip);
  return { body: await passkeySignInOptions(ctx), csrf: true };
}

/**
 * "Sign in with a passkey": a passkey with user verification is itself two factors (something you
 * have, unlocked by something you know or are), so the session is complete (aal2) at once and any
 * pending password sign-in ends.
 */
export async function passkeySignIn(
  ctx: AppContext,
  input: { response: unknown },
  client: AuthClient,
): Promise<AuthResult<LoginResponse>> {
  await guardPasskeyAttempts(ctx.db, client.ip);
  const userId = await verifyPasskeyAssertion(ctx, input).catch(async (error: unknown) => {
    await audit(ctx.db, client, 'second_factor_failed', {}, { method: 'passkey' });
    throw error;
  });
  const user = await findUserById(ctx.db, userId);
  if (!user) throw new AppError('E_SECOND_FACTOR_INVALID');
  const tokens = await ctx.db.transaction().execute(async (trx) => {
    const issued = await createSession(
      trx,
      user.id,
      { ip: client.ip, userAgent: client.userAgent },
      { aal2: true },
    );
    await audit(trx, client, 'sign_in_passkey', { userId: user.id, email: user.email });
    return issued;
  });
  return {
    body: { user: await sessionUserOf(ctx, user) },
    session: tokens,
    clearPendingLogin: true,
    csrf: true,
  };
}
