import { AUTH_COOKIES, CSRF, SESSION_LIMITS } from '@ibh/contract';
import type { FastifyReply } from 'fastify';
import type { AppConfig } from '../config.ts';
import { newToken } from './tokens.ts';

/** The refresh cookie travels only to the auth endpoints. */
export const REFRESH_COOKIE_PATH = '/api/auth';

export interface IssuedTokens {
  access: string;
  refresh: string;
}

function base(config: AppConfig) {
  return { httpOnly: true, sameSite: 'lax' as const, secure: config.isProduction, path: '/' };
}

export function setSessionCookies(reply: FastifyReply, config: AppConfig, tokens: IssuedTokens) {
  const maxAge = SESSION_LIMITS.absoluteTimeoutSeconds;
  reply.setCookie(AUTH_COOKIES.access, tokens.access, { ...base(config), maxAge });
  reply.setCookie(AUTH_COOKIES.refresh, tokens.refresh, {
    ...base(config),
    sameSite: 'strict',
    path: REFRESH_COOKIE_PATH,
    maxAge,
  });
}

export function clearSessionCookies(reply: FastifyReply, config: AppConfig) {
  reply.clearCookie(AUTH_COOKIES.access, base(config));
  reply.clearCookie(AUTH_COOKIES.refresh, { ...base(config), sameSite: 'strict', path: REFRESH_COOKIE_PATH });
}

export function setRecoveryCookie(reply: FastifyReply, config: AppConfig, token: string) {
  reply.setCookie(AUTH_COOKIES.recovery, token, {
    ...base(config),
    sameSite: 'strict',
    path: REFRESH_COOKIE_PATH,
    maxAge: SESSION_LIMITS.recoveryTtlSeconds,
  });
}

/** A sign-in waiting for its second factor: only the auth endpoints see it, for a few minutes. */
export function setPendingLoginCookie(reply: FastifyReply, config: AppConfig, token: string, maxAge: number) {
  reply.setCookie(AUTH_COOKIES.pendingLogin, token, {
    ...base(config),
    sameSite: 'strict',
    path: REFRESH_COOKIE_PATH,
    maxAge,
  });
}

export function clearPendingLoginCookie(reply: FastifyReply, config: AppConfig) {
  reply.clearCookie(AUTH_COOKIES.pendingLogin, {
    ...base(config),
    sameSite: 'strict',
    path: REFRESH_COOKIE_PATH,
  });
}

export function clearRecoveryCookie(reply: FastifyReply, config: AppConfig) {
  reply.clearCookie(AUTH_COOKIES.recovery, {
    ...base(config),
    sameSite: 'strict',
    path: REFRESH_COOKIE_PATH,
  });
}

/** The double-submit CSRF cookie is readable by the page (not httpOnly) so it can echo it in a header. */
export function ensureCsrfCookie(
  reply: FastifyReply,
  config: AppConfig,
  current: string | undefined,
): string {
  if (current && current.length >= 32) return current;
  const token = newToken();
  reply.setCookie(CSRF.cookie, token, {
    httpOnly: false,
    sameSite: 'lax',
    secure: config.isProduction,
    path: '/',
  });
  return token;
}
