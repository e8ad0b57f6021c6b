import { AUTH, AUTH_TEXT, type CodePurpose, type CodeSentResponse } from '@ibh/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../../platform/errors.ts';
import { hitRateLimit } from '../../platform/rate-limit.ts';
import { audit } from './audit.ts';
import { accountExistsEmail, codeEmail } from './auth.emails.ts';
import { findUserByEmail } from './auth.repo.ts';
import { issueCode } from './codes.ts';
import { RATE_RULES } from './rate-rules.ts';

const cooldownSeconds = Math.round(AUTH.resendCooldown / 1000);

/**
 * Enforces the per-address cooldown and the per-IP hourly cap. Both count even
 * for addresses without an account, so the limits reveal nothing either.
 */
export async function enforceCodeLimits(
  app: FastifyInstance,
  request: FastifyRequest,
  email: string,
  purpose: CodePurpose,
) {
  const perAddress = await hitRateLimit(app.ctx.db, `code:${purpose}:${email}`, RATE_RULES.codePerAddress);
  if (!perAddress.allowed) {
    throw new AppError('E_RATE_LIMITED', AUTH_TEXT.resendWait(perAddress.retryAfterSeconds), {
      retryAfterSeconds: perAddress.retryAfterSeconds,
    });
  }
  const perIp = await hitRateLimit(app.ctx.db, `code-ip:${request.ip}`, RATE_RULES.codePerIp);
  if (!perIp.allowed)
    throw new AppError('E_RATE_LIMITED', undefined, { retryAfterSeconds: perIp.retryAfterSeconds });
}

export function linkFor(app: FastifyInstance, token: string, purpose: CodePurpose): string {
  return `${app.ctx.config.publicUrl}/auth/callback?code=${encodeURIComponent(token)}&type=${purpose}`;
}

/** Emails a fresh code and link to an address. The caller has checked limits and eligibility. */
export async function mailCode(app: FastifyInstance, email: string, purpose: CodePurpose): Promise<void> {
  const { code, linkToken } = await issueCode(app.ctx.db, app.ctx.config.secretKey, email, purpose);
  await app.ctx.mail.send(codeEmail(email, purpose, code, linkFor(app, linkToken, purpose)));
}

/**
 * Sends a signup, login or recovery code. The answer is the same whether or not
 * the address has an account: login never creates one.
 */
export async function sendCode(
  app: FastifyInstance,
  request: FastifyRequest,
  email: string,
  purpose: CodePurpose,
): Promise<CodeSentResponse> {
  await enforceCodeLimits(app, request, email, purpose);
  const user = await findUserByEmail(app.ctx.db, email);
  const confirmed = Boolean(user?.email_confirmed_at);
  if (user && purpose === 'signup' && confirmed) {
    await app.ctx.mail.send(accountExistsEmail(email, `${app.ctx.config.publicUrl}/login`));
  } else if (
    user &&
    (purpose === 'recovery' || purpose === 'login' || (purpose === 'signup' && !confirmed))
  ) {
    await mailCode(app, email, purpose);
    await audit(app.ctx.db, request, purpose === 'recovery' ? 'password_reset_requested' : 'code_sent', {
      userId: user.id,
      email,
    });
  }
  return { ok: true, resendAfterSeconds: cooldownSeconds };
}
