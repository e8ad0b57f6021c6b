import type { CodePurpose, ExchangeLinkRequest, VerifyCodeRequest, VerifyCodeResponse } from '@ibh/contract';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import type { AppContext } from '../../platform/context.ts';
import { AppError } from '../../platform/errors.ts';
import { hitRateLimit } from '../../platform/rate-limit.ts';
import { audit } from './audit.ts';
import { welcomeEmail } from './auth.emails.ts';
import { confirmEmail, findUserByEmail } from './auth.repo.ts';
import type { AuthClient, AuthResult } from './auth-client.ts';
import { consumeCode, consumeLinkToken } from './codes.ts';
import { RATE_RULES } from './rate-rules.ts';
import { firstFactorResult, signInOrWait } from './second-factor-login.ts';
import { createRecoverySession } from './sessions.ts';

async function guardCodeChecks(db: Kysely<DB>, ip: string) {
  const limit = await hitRateLimit(db, `code-check-ip:${ip}`, RATE_RULES.codeChecksPerIp);
  if (!limit.allowed)
    throw new AppError('E_RATE_LIMITED', undefined, { retryAfterSeconds: limit.retryAfterSeconds });
}

/**
 * After a good code or link: signup and login sign the person in (and confirm the
 * address: the code proves they read its mail); recovery opens a recovery session.
 */
async function complete(
  ctx: AppContext,
  client: AuthClient,
  email: string,
  purpose: CodePurpose,
): Promise<AuthResult<VerifyCodeResponse>> {
  const { db, config } = ctx;
  const user = await findUserByEmail(db, email);
  if (!user) throw new AppError('E_INVALID_INPUT');
  const firstConfirmation = await confirmEmail(db, user.id);
  if (firstConfirmation) {
    await audit(db, client, 'email_confirmed', { userId: user.id, email });
    if (purpose === 'signup')
      await ctx.mail.send(welcomeEmail(email, user.full_name, `${config.publicUrl}/dashboard`));
  }
  if (purpose === 'recovery') {
    const recoveryToken = await createRecoverySession(db, user.id);
    return { body: { user: null, recovery: true }, recoveryToken, csrf: true };
  }
  const next = await db.transaction().execute(async (trx) => {
    const outcome = await signInOrWait(trx, client, user);
    await audit(trx, client, 'sign_in_code', { userId: user.id, email }, { purpose });
    return outcome;
  });
  return firstFactorResult<VerifyCodeResponse>(ctx, user, next, { recovery: false });
}

export async function verifyCode(
  ctx: AppContext,
  input: VerifyCodeRequest,
  client: AuthClient,
): Promise<AuthResult<VerifyCodeResponse>> {
  await guardCodeChecks(ctx.db, client.ip);
  try {
    await consumeCode(ctx.db, ctx.config.secretKey, input.email, input.purpose, input.code);
  } catch (error) {
    await audit(ctx.db, client, 'code_failed', { email: input.email }, { purpose: input.purpose });
    throw error;
  }
  return complete(ctx, client, input.email, input.purpose);
}

export async function exchangeLink(
  ctx: AppContext,
  input: ExchangeLinkRequest,
  client: AuthClient,
): Promise<AuthResult<VerifyCodeResponse>> {
  await guardCodeChecks(ctx.db, client.ip);
  const email = await consumeLinkToken(ctx.db, input.token, input.type);
  return complete(ctx, client, email, input.type);
}
