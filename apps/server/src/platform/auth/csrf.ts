import { CSRF, originRefusedMessage } from '@ibh/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../errors.ts';
import { isLoopbackAddress } from '../loopback.ts';
import { safeEqual } from './tokens.ts';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** localhost, 127.0.0.0/8 and ::1, as a URL's hostname spells them. */
function isLoopbackHost(hostname: string): boolean {
  const bare = hostname.replace(/^\[|\]$/g, '').toLowerCase();
  return bare === 'localhost' || bare.endsWith('.localhost') || isLoopbackAddress(bare);
}

/** Same scheme and port, both hosts on this machine: http://127.0.0.1:3000 and http://[::1]:3000 for http://localhost:3000. */
function loopbackAlias(origin: string, publicOrigin: URL): boolean {
  let url: URL;
  try {
    url = new URL(origin);
  } catch {
    return false;
  }
  return (
    url.protocol === publicOrigin.protocol &&
    url.port === publicOrigin.port &&
    isLoopbackHost(url.hostname) &&
    isLoopbackHost(publicOrigin.hostname)
  );
}

/**
 * A browser's Origin must be PUBLIC_URL's origin. The request's own Host header proves nothing:
 * whoever sends the request chooses it. Outside production (`loopbackAliases`), when PUBLIC_URL is
 * on this machine, its loopback aliases are the same site: a developer who opens
 * http://127.0.0.1:PORT or http://[::1]:PORT for http://localhost:PORT signs in (issue 26, item 11).
 * Only a page on this machine can carry such an Origin.
 */
export function originAllowed(
  origin: string | undefined,
  publicUrl: string,
  loopbackAliases = false,
): boolean {
  if (origin === undefined) return true;
  const publicOrigin = new URL(publicUrl);
  if (origin === publicOrigin.origin) return true;
  return loopbackAliases && loopbackAlias(origin, publicOrigin);
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
  const { publicUrl, isProduction } = app.ctx.config;
  // One warning per process: a misconfigured PUBLIC_URL refuses every browser request, and the
  // log should say so once, not once per click.
  let warned = false;
  app.addHook('onRequest', async (request) => {
    if (SAFE_METHODS.has(request.method)) return;
    if (request.routeOptions.url === undefined) return;
    if (request.routeOptions.config?.csrf === false) return;
    const origin = request.headers.origin;
    if (!originAllowed(origin, publicUrl, !isProduction)) {
      if (!warned) {
        warned = true;
        app.log.warn(
          { origin, publicUrl },
          `Refused a browser request from ${origin}: it is not PUBLIC_URL (${publicUrl}). Open the app at PUBLIC_URL, or set PUBLIC_URL to the address people use.`,
        );
      }
      throw new AppError('E_CSRF', originRefusedMessage(publicUrl));
    }
    if (!tokenValid(request)) throw new AppError('E_CSRF');
  });
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** false: skip the CSRF check (signed webhooks). */
    csrf?: boolean;
  }
}
