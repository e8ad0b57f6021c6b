import { AUTH_COOKIES, CSRF, type SessionUser } from '@ibh/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { clearSessionCookies, ensureCsrfCookie, setSessionCookies } from '../../platform/auth/cookies.ts';
import { hashToken } from '../../platform/auth/tokens.ts';
import { AppError } from '../../platform/errors.ts';
import { audit } from './audit.ts';
import { findUserById } from './auth.repo.ts';
import { revokeSession, rotateRefreshToken } from './sessions.ts';
import { sessionUserOf } from './sign-in.ts';

/**
 * Rotates the refresh cookie into a new access token. Null when there is no
 * usable refresh token (cookies are cleared); a reused token revokes its session.
 */
export async function refreshSession(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<SessionUser | null> {
  const token = request.cookies[AUTH_COOKIES.refresh];
  if (!token) return null;
  const outcome = await rotateRefreshToken(app.ctx.db, token);
  if (outcome.kind === 'invalid' || outcome.kind === 'reused') {
    if (outcome.kind === 'reused') {
      await audit(
        app.ctx.db,
        request,
        'refresh_reuse',
        { userId: outcome.userId },
        { sessionId: outcome.sessionId },
      );
    }
    clearSessionCookies(reply, app.ctx.config);
    return null;
  }
  const user = await findUserById(app.ctx.db, outcome.userId);
  if (!user) return null;
  if (outcome.kind === 'rotated') setSessionCookies(reply, app.ctx.config, outcome.tokens);
  return sessionUserOf(app, user);
}

/** GET session: the current user, renewing an expired access token from the refresh cookie. */
export async function currentSession(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<SessionUser | null> {
  ensureCsrfCookie(reply, app.ctx.config, request.cookies[CSRF.cookie]);
  if (request.user) {
    const user = await findUserById(app.ctx.db, request.user.id);
    return user ? sessionUserOf(app, user) : null;
  }
  return refreshSession(app, request, reply);
}

export async function requireRefresh(app: FastifyInstance, request: FastifyRequest, reply: FastifyReply) {
  const user = await refreshSession(app, request, reply);
  if (!user) throw new AppError('E_UNAUTHENTICATED');
  return user;
}

/** Ends this device's session on the server, whether its access token is live or expired. */
export async function logout(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<void> {
  const { db } = app.ctx;
  let sessionId = request.user?.sessionId;
  const refresh = request.cookies[AUTH_COOKIES.refresh];
  if (!sessionId && refresh) {
    const row = await db
      .selectFrom('auth_refresh_tokens')
      .select('session_id')
      .where('token_hash', '=', hashToken(refresh))
      .executeTakeFirst();
    sessionId = row?.session_id;
  }
  if (sessionId) {
    await revokeSession(db, sessionId, 'sign_out');
    await audit(db, request, 'sign_out', { userId: request.user?.id }, { sessionId });
  }
  clearSessionCookies(reply, app.ctx.config);
}
