import {
  AUTH,
  AUTH_TEXT,
  type CodePurpose,
  type CodeSentResponse,
  type SendCodeRequest,
} from '@ibh/contract';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import type { AppContext } from '../../platform/context.ts';
import { AppError } from '../../platform/errors.ts';
import { hitRateLimit } from '../../platform/rate-limit.ts';
import { audit } from './audit.ts';
import { accountExistsEmail, codeEmail } from './auth.emails.ts';
import { findUserByEmail } from './auth.repo.ts';
import type { AuthClient, AuthResult } from './auth-client.ts';
import { issueCode } from './codes.ts';
import { RATE_RULES } from './rate-rules.ts';

const cooldownSeconds = Math.round(AUTH.resendCooldown / 1000);

/**
 * Enforces the per-address cooldown and the per-IP hourly cap. Both count even
 * for addresses without an account, so the limits reveal nothing either.
 */
export async function enforceCodeLimits(db: Kysely<DB>, ip: string, email: string, purpose: CodePurpose) {
  const perAddress = await hitRateLimit(db, `code:${purpose}:${email}`, RATE_RULES.codePerAddress);
  if (!perAddress.allowed) {
    throw new AppError('E_RATE_LIMITED', AUTH_TEXT.resendWait(perAddress.retryAfterSeconds), {
      retryAfterSeconds: perAddress.retryAfterSeconds,
    });
  }
  const perIp = await hitRateLimit(db, `code-ip:${ip}`, RATE_RULES.codePerIp);
  if (!perIp.allowed)
    throw new AppError('E_RATE_LIMITED', undefined, { retryAfterSeconds: perIp.retryAfterSeconds });
}

export function linkFor(ctx: AppContext, token: string, purpose: CodePurpose): string {
  return `${ctx.config.publicUrl}/auth/callback?code=${encodeURIComponent(token)}&type=${purpose}`;
}

/** Emails a fresh code and link to an address. The caller has checked limits and eligibility. */
export async function mailCode(ctx: AppContext, email: string, purpose: CodePurpose): Promise<void> {
  const { code, linkToken } = await issueCode(ctx.db, ctx.config.secretKey, email, purpose);
  await ctx.mail.send(codeEmail(email, purpose, code, linkFor(ctx, linkToken, purpose)));
}

/**
 * Sends a signup, login or recovery code. The answer is the same whether or not
 * the address has an account: login never creates one.
 */
export async function sendCode(
  ctx: AppContext,
  { email, purpose }: SendCodeRequest,
  client: AuthClient,
): Promise<AuthResult<CodeSentResponse>> {
  await enforceCodeLimits(ctx.db, client.ip, email, purpose);
  const user = await findUserByEmail(ctx.db, email);
  const confirmed = Boolean(user?.email_confirmed_at);
  if (user && purpose === 'signup' && confirmed) {
    await ctx.mail.send(accountExistsEmail(email, `${ctx.config.publicUrl}/login`));
  } else if (
    user &&
    (purpose === 'recovery' || purpose === 'login' || (purpose === 'signup' && !confirmed))
  ) {
    await mailCode(ctx, email, purpose);
    await audit(ctx.db, client, purpose === 'recovery' ? 'password_reset_requested' : 'code_sent', {
      userId: user.id,
      email,
    });
  }
  return { body: { ok: true, resendAfterSeconds: cooldownSeconds } };
}
