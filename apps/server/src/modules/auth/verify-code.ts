import { type CodePurpose, CSRF, type VerifyCodeResponse } from '@ibh/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ensureCsrfCookie, setRecoveryCookie } from '../../platform/auth/cookies.ts';
import { AppError } from '../../platform/errors.ts';
import { hitRateLimit } from '../../platform/rate-limit.ts';
import { audit } from './audit.ts';
import { welcomeEmail } from './auth.emails.ts';
import { confirmEmail, findUserByEmail } from './auth.repo.ts';
import { consumeCode, consumeLinkToken } from './codes.ts';
import { RATE_RULES } from './rate-rules.ts';
import { createRecoverySession } from './sessions.ts';
import { signIn } from './sign-in.ts';

async function guardCodeChecks(app: FastifyInstance, request: FastifyRequest) {
  const limit = await hitRateLimit(app.ctx.db, `code-check-ip:${request.ip}`, RATE_RULES.codeChecksPerIp);
  if (!limit.allowed)
    throw new AppError('E_RATE_LIMITED', undefined, { retryAfterSeconds: limit.retryAfterSeconds });
}

/**
 * After a good code or link: signup and login sign the person in (and confirm the
 * address: the code proves they read its mail); recovery opens a recovery session.
 */
async function complete(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  email: string,
  purpose: CodePurpose,
): Promise<VerifyCodeResponse> {
  const { db, config } = app.ctx;
  const user = await findUserByEmail(db, email);
  if (!user) throw new AppError('E_INVALID_INPUT');
  const firstConfirmation = await confirmEmail(db, user.id);
  if (firstConfirmation) {
    await audit(db, request, 'email_confirmed', { userId: user.id, email });
    if (purpose === 'signup')
      await app.ctx.mail.send(welcomeEmail(email, user.full_name, `${config.publicUrl}/dashboard`));
  }
  if (purpose === 'recovery') {
    setRecoveryCookie(reply, config, await createRecoverySession(db, user.id));
    ensureCsrfCookie(reply, config, request.cookies[CSRF.cookie]);
    return { user: null, recovery: true };
  }
  const sessionUser = await signIn(app, request, reply, user);
  await audit(db, request, 'sign_in_code', { userId: user.id, email }, { purpose });
  return { user: sessionUser, recovery: false };
}

export async function verifyCode(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  body: { email: string; code: string; purpose: CodePurpose },
): Promise<VerifyCodeResponse> {
  await guardCodeChecks(app, request);
  try {
    await consumeCode(app.ctx.db, app.ctx.config.secretKey, body.email, body.purpose, body.code);
  } catch (error) {
    await audit(app.ctx.db, request, 'code_failed', { email: body.email }, { purpose: body.purpose });
    throw error;
  }
  return complete(app, request, reply, body.email, body.purpose);
}

export async function exchangeLink(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  body: { token: string; type: CodePurpose },
): Promise<VerifyCodeResponse> {
  await guardCodeChecks(app, request);
  const email = await consumeLinkToken(app.ctx.db, body.token, body.type);
  return complete(app, request, reply, email, body.type);
}
