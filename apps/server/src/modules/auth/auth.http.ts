import { AUTH_COOKIES, CSRF, SECOND_FACTOR } from '@ibh/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  clearPendingLoginCookie,
  clearRecoveryCookie,
  clearSessionCookies,
  ensureCsrfCookie,
  setPendingLoginCookie,
  setRecoveryCookie,
  setSessionCookies,
} from '../../platform/auth/cookies.ts';
import type { AppConfig } from '../../platform/config.ts';
import type { AuthClient, AuthResult } from './auth-client.ts';

/** The route side of an auth action: what the action needs to know about the request. */
export function authClientOf(request: FastifyRequest): AuthClient {
  return {
    ip: request.ip,
    userAgent: request.headers['user-agent'] ?? null,
    user: request.user,
    refreshToken: request.cookies[AUTH_COOKIES.refresh],
    recoveryToken: request.cookies[AUTH_COOKIES.recovery],
    pendingLoginToken: request.cookies[AUTH_COOKIES.pendingLogin],
    csrfToken: request.cookies[CSRF.cookie],
    log: request.log,
  };
}

/** Turns an action's result into cookies on the reply and returns the body to send. */
export function applyAuthResult<T>(
  reply: FastifyReply,
  config: AppConfig,
  client: AuthClient,
  result: AuthResult<T>,
): T {
  if (result.clearRecovery) clearRecoveryCookie(reply, config);
  if (result.clearSession) clearSessionCookies(reply, config);
  if (result.clearPendingLogin) clearPendingLoginCookie(reply, config);
  if (result.pendingLogin)
    setPendingLoginCookie(reply, config, result.pendingLogin, SECOND_FACTOR.pendingLoginTtl / 1000);
  if (result.session) setSessionCookies(reply, config, result.session);
  if (result.recoveryToken) setRecoveryCookie(reply, config, result.recoveryToken);
  if (result.csrf) ensureCsrfCookie(reply, config, client.csrfToken);
  return result.body;
}
