import { CSRF, type SessionUser } from '@ibh/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ensureCsrfCookie, setSessionCookies } from '../../platform/auth/cookies.ts';
import { toSessionUser } from '../../platform/auth/session.ts';
import { avatarUrlOfUser } from '../profiles/avatar-url.ts';
import type { UserRow } from './auth.repo.ts';
import { createSession } from './sessions.ts';

/** The session as the web app sees it, with the header's avatar. */
export async function sessionUserOf(app: FastifyInstance, user: UserRow): Promise<SessionUser> {
  const avatarUrl = await avatarUrlOfUser(app.ctx, user.id);
  return toSessionUser(
    { id: user.id, email: user.email, fullName: user.full_name, role: user.role, isAdmin: user.is_admin },
    avatarUrl,
  );
}

/** Starts a new session (fresh tokens at every sign-in) and sets its cookies. */
export async function signIn(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  user: UserRow,
): Promise<SessionUser> {
  const tokens = await createSession(app.ctx.db, user.id, {
    ip: request.ip,
    userAgent: request.headers['user-agent'] ?? null,
  });
  setSessionCookies(reply, app.ctx.config, tokens);
  ensureCsrfCookie(reply, app.ctx.config, request.cookies[CSRF.cookie]);
  return sessionUserOf(app, user);
}
