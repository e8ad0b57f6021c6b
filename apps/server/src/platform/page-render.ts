import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { ROUTE_FIRST_READS } from '@ibh/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { NOT_SHAREABLE_HEADER } from './page-cache.ts';

/**
 * Pages the server renders (decision 115): the six whose first read the contract names. Their HTML
 * carries the first screen, so it paints when the HTML arrives; the browser's code then hydrates
 * it. A signed-in page is rendered only for a request with a session cookie (SIGNED_IN_FIRST_READS):
 * anyone else is sent to sign in.
 */
export const SERVER_RENDERED_PAGES: ReadonlySet<string> = new Set(Object.keys(ROUTE_FIRST_READS));

/** Written by the web build's second step (`vite build --ssr`, apps/web/src/entry-server.tsx). */
const SSR_ENTRY = path.join('.ssr', 'entry-server.js');

/** What apps/web/src/entry-server.tsx exports (kept apart from the web's types on purpose: it is a build output). */
interface RenderedPage {
  html: string;
  title: string | null;
  state: unknown;
}
interface SsrModule {
  renderPage(request: {
    url: string;
    origin: string;
    fetch: (url: string, init: RequestInit) => Promise<Response>;
    hasSessionCookie: boolean;
  }): Promise<RenderedPage | null>;
}

/** A render's page, and whether every API answer it read may be shown to anyone (NOT_SHAREABLE_HEADER). */
export type ServerRenderedPage = RenderedPage & { shareable: boolean };

export interface RenderOptions {
  /**
   * A page for the shared cache: rendered as nobody, with none of the visitor's cookies (whatever
   * they carry, the page must be the one every visitor without a session gets).
   */
  shared?: boolean;
}

export type PageRenderer = (
  request: FastifyRequest,
  hasSessionCookie: boolean,
  options?: RenderOptions,
) => Promise<ServerRenderedPage | null>;

const FORWARDED_HEADERS = ['cookie', 'user-agent', 'accept-language', 'x-forwarded-for', 'x-forwarded-proto'];

/** The visitor's headers a server render's API reads carry, next to the app's own (client header, accept). */
function readHeaders(request: FastifyRequest, init: RequestInit, shared: boolean): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const name of FORWARDED_HEADERS) {
    if (shared && name === 'cookie') continue;
    const value = request.headers[name];
    if (typeof value === 'string') headers[name] = value;
  }
  new Headers(init.headers).forEach((value, name) => {
    headers[name] = value;
  });
  return headers;
}

/**
 * Loads the web app's server renderer when the build made one (decision 115). Each render's API
 * calls are answered in process (`inject`) as the visitor: their cookies and address. Only reads
 * go through: a render must not change anything, and a refresh would rotate cookies the browser
 * never receives. The renderer (React's server build and the app, most of a second to import) loads
 * in the background: the server starts answering at once, and only a page waits for it.
 */
export function loadPageRenderer(app: FastifyInstance, webDist: string): PageRenderer | null {
  const entry = path.join(webDist, SSR_ENTRY);
  if (!existsSync(entry)) return null;
  const loading = (import(pathToFileURL(entry).href) as Promise<SsrModule>).catch((error: unknown) => {
    app.log.warn({ err: error }, 'the server renderer did not load; pages are rendered in the browser');
    return null;
  });
  return async (request, hasSessionCookie, options = {}) => {
    const ssr = await loading;
    if (!ssr) return null;
    const shared = options.shared === true;
    let shareable = true;
    const fetch = async (url: string, init: RequestInit): Promise<Response> => {
      const method = (init.method ?? 'GET').toUpperCase();
      if (method !== 'GET' || !url.startsWith('/api/'))
        throw new Error(`A server render may only read the API: ${method} ${url}`);
      const answer = await app.inject({
        method: 'GET',
        url,
        headers: readHeaders(request, init, shared),
        remoteAddress: request.raw.socket?.remoteAddress,
      });
      if (answer.headers[NOT_SHAREABLE_HEADER] !== undefined) shareable = false;
      return new Response(answer.statusCode === 204 ? null : answer.rawPayload, {
        status: answer.statusCode,
        headers: { 'content-type': String(answer.headers['content-type'] ?? 'application/json') },
      });
    };
    const origin = `${request.protocol}://${request.host}`;
    const page = await ssr.renderPage({
      url: request.url,
      origin,
      fetch,
      hasSessionCookie: shared ? false : hasSessionCookie,
    });
    return page ? { ...page, shareable } : null;
  };
}
