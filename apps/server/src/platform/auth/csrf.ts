import { CSRF } from '@ibh/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../errors.ts';
import { safeEqual } from './tokens.ts';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * A browser's Origin must be PUBLIC_URL's origin. The request's own Host header proves nothing:
 * whoever sends the request chooses it.
 */
export function originAllowed(origin: string | undefined, publicUrl: string): boolean {
  if (origin === undefined) return true;
  return origin === new URL(publicUrl).origin;
}

/** The double-submit check: the x-csrf-token header echoes the ibh_csrf cookie. */
function tokenValid(request: FastifyRequest): boolean {
  const cookie = request.cookies[CSRF.cookie];
  const header = request.headers[CSRF.header];
  return (
    typeof cookie === 'string' &&
    typeof header === 'string' &&
    cookie.length >= 32 &&
    safeEqual(cookie, header)
  );
}

/**
 * Every state-changing route must echo the ibh_csrf cookie in the x-csrf-token header (double
 * submit) and, when the browser sends an Origin, come from PUBLIC_URL's origin. The check is keyed
 * on the route Fastify matched (after its router decoded and normalised the path), never on the
 * raw URL, so no spelling of a path (`/%61pi/...`, `//api/...`, `/api/./...`) escapes it. Routes
 * opt out with `config: { csrf: false }` (signed webhooks). Requests that match no route answer
 * 404 and change nothing.
 */
export function registerCsrfProtection(app: FastifyInstance) {
  app.addHook('onRequest', async (request) => {
    if (SAFE_METHODS.has(request.method)) return;
    if (request.routeOptions.url === undefined) return;
    if (request.routeOptions.config?.csrf === false) return;
    if (!tokenValid(request) || !originAllowed(request.headers.origin, app.ctx.config.publicUrl)) {
      throw new AppError('E_CSRF');
    }
  });
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** false: skip the CSRF check (signed webhooks). */
    csrf?: boolean;
  }
}
