import { CSRF } from '@ibh/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../errors.ts';
import { safeEqual } from './tokens.ts';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

function originAllowed(request: FastifyRequest, publicUrl: string): boolean {
  const origin = request.headers.origin;
  if (!origin) return true;
  if (origin === new URL(publicUrl).origin) return true;
  const host = request.headers.host;
  return host !== undefined && (origin === `http://${host}` || origin === `https://${host}`);
}

/**
 * Every state-changing /api request must echo the ibh_csrf cookie in the
 * x-csrf-token header (double submit) and, when the browser sends an Origin,
 * come from our own origin. Routes opt out with `config: { csrf: false }` (webhooks).
 */
export function registerCsrfProtection(app: FastifyInstance) {
  app.addHook('onRequest', async (request) => {
    if (SAFE_METHODS.has(request.method) || !request.url.startsWith('/api/')) return;
    if (request.routeOptions.config?.csrf === false) return;
    const cookie = request.cookies[CSRF.cookie];
    const header = request.headers[CSRF.header];
    const valid =
      typeof cookie === 'string' &&
      typeof header === 'string' &&
      cookie.length >= 32 &&
      safeEqual(cookie, header);
    if (!valid || !originAllowed(request, app.ctx.config.publicUrl)) throw new AppError('E_CSRF');
  });
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** false: skip the CSRF check (signed webhooks). */
    csrf?: boolean;
  }
}
