import type { LoginRequest, SessionUser } from '@ibh/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../../platform/errors.ts';
import { clearRateLimit, hitRateLimit, peekRateLimit } from '../../platform/rate-limit.ts';
import { audit } from './audit.ts';
import { findUserByEmail } from './auth.repo.ts';
import { verifyPassword } from './passwords.ts';
import { RATE_RULES } from './rate-rules.ts';
import { signIn } from './sign-in.ts';

const failureKey = (email: string) => `login-fail:${email}`;

/** Counts a wrong password against the account; throws E_RATE_LIMITED once over the limit. */
export async function guardPasswordAttempts(app: FastifyInstance, request: FastifyRequest, email: string) {
  const perIp = await hitRateLimit(app.ctx.db, `login-ip:${request.ip}`, RATE_RULES.loginAttemptsPerIp);
  if (!perIp.allowed)
    throw new AppError('E_RATE_LIMITED', undefined, { retryAfterSeconds: perIp.retryAfterSeconds });
  const perAccount = await peekRateLimit(app.ctx.db, failureKey(email), RATE_RULES.loginFailuresPerAccount);
  if (!perAccount.allowed) {
    throw new AppError('E_RATE_LIMITED', undefined, { retryAfterSeconds: perAccount.retryAfterSeconds });
  }
}

export function countPasswordFailure(app: FastifyInstance, email: string) {
  return hitRateLimit(app.ctx.db, failureKey(email), RATE_RULES.loginFailuresPerAccount);
}

/** Password sign-in, throttled per account and per IP; a wrong email and a wrong password look alike. */
export async function login(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  body: LoginRequest,
): Promise<SessionUser> {
  const { db } = app.ctx;
  await guardPasswordAttempts(app, request, body.email);
  const user = await findUserByEmail(db, body.email);
  const passwordOk = await verifyPassword(user?.password_hash, body.password);
  if (!user || !passwordOk) {
    await countPasswordFailure(app, body.email);
    await audit(db, request, 'sign_in_failed', { userId: user?.id, email: body.email });
    throw new AppError('E_INVALID_CREDENTIALS');
  }
  if (!user.email_confirmed_at) throw new AppError('E_EMAIL_NOT_CONFIRMED');
  await clearRateLimit(db, failureKey(body.email));
  const sessionUser = await signIn(app, request, reply, user);
  await audit(db, request, 'sign_in', { userId: user.id, email: user.email });
  return sessionUser;
}
