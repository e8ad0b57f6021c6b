import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { AUTH_COOKIES, ERRORS, isWebRoute, matchWebRoute, PATHS, SIGNED_IN_FIRST_READS } from '@ibh/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppConfig } from './config.ts';
import { pageEncoding, sendHtml } from './html-compression.ts';
import { type CachedPage, PAGE_CACHE_HEADER, type PageCache, type PageCacheOutcome } from './page-cache.ts';
import { createPagePreloads } from './page-preloads.ts';
import {
  loadPageRenderer,
  type RenderOptions,
  SERVER_RENDERED_PAGES,
  type ServerRenderedPage,
} from './page-render.ts';

/** Server-rendered pages anyone can see, rendered once at start (production). */
const WARM_PAGES = [PATHS.home, PATHS.explore, PATHS.browseServices];

const API_PREFIXES = ['/api/', '/dev/', '/ws'];
const isApiPath = (url: string) => url === '/api' || API_PREFIXES.some((p) => url.startsWith(p));

/**
 * Rendered pages that are the same for every visitor without a session (every server-rendered
 * page but the signed-in ones): the ones the shared page cache keeps.
 */
const SHARED_PAGES: ReadonlySet<string> = new Set(
  [...SERVER_RENDERED_PAGES].filter((pattern) => !SIGNED_IN_FIRST_READS.has(pattern)),
);

/**
 * A path the cache keys as it is: lower case, no escapes, no dots, no empty or trailing segment.
 * Any other spelling of a page (`/ideas/ABC…`, `/explore/`, `/%65xplore`) is rendered uncached,
 * so an invalidation naming the canonical path can never miss a copy kept under another spelling.
 */
const CANONICAL_PATH = /^\/(?:[a-z0-9-]+(?:\/[a-z0-9-]+)*)?$/;

/** The cache key: origin (links and flags depend on it), path and the query with its parameters sorted. */
export function pageCacheKey(origin: string, pathname: string, rawUrl: string): string | null {
  if (!CANONICAL_PATH.test(pathname)) return null;
  const at = rawUrl.indexOf('?');
  const params = at < 0 ? [] : [...new URLSearchParams(rawUrl.slice(at + 1))];
  params.sort(([a, av], [b, bv]) => (a < b ? -1 : a > b ? 1 : av < bv ? -1 : av > bv ? 1 : 0));
  const query = new URLSearchParams(params).toString();
  return `${origin}${pathname}${query ? `?${query}` : ''}`;
}

const NOT_BUILT_HTML = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>IBH</title></head>
<body><main><h1>IBH</h1><p>The web app has not been built yet. Run <code>npm run build</code> or <code>npm start</code>.</p></main></body></html>`;

/**
 * Serves the built web app: hashed assets cached for a year, index.html never cached,
 * and every non-API GET that matches no file answered with index.html (SPA fallback): 200 for
 * a path of a web route (the shared list in @ibh/contract), 404 for any other path, whose page
 * is the app's own 'Not found' screen. The page's HTML names its route's chunks and first API
 * reads as preloads (page-preloads.ts).
 */
export async function registerWebApp(app: FastifyInstance, config: AppConfig) {
  const cache: PageCache = app.ctx.pages;
  const indexFile = path.join(config.webDist, 'index.html');
  const built = existsSync(indexFile);
  if (built) {
    await app.register(fastifyStatic, {
      root: config.webDist,
      wildcard: false,
      index: false,
      // Our own cache headers below; the plugin's default would be max-age=0 for everything.
      cacheControl: false,
      setHeaders(res, filePath) {
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        res.setHeader('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }
  const pageHtml = built
    ? createPagePreloads(config.webDist, readFileSync(indexFile, 'utf8'))
    : () => NOT_BUILT_HTML;
  const hasSession = (request: FastifyRequest) =>
    Boolean(request.cookies?.[AUTH_COOKIES.access] || request.cookies?.[AUTH_COOKIES.refresh]);
  const renderer = built ? loadPageRenderer(app, config.webDist) : null;
  if (renderer && config.isProduction) {
    // A page's first render loads and compiles its code: some 300 ms instead of 40. The public
    // pages take that cost once at start, in the background, instead of a first visitor.
    app.addHook('onListen', async () => {
      void (async () => {
        for (const url of WARM_PAGES) await app.inject({ method: 'GET', url }).catch(() => undefined);
      })();
    });
  }

  /** The page's first screen rendered on the server, or null: not such a page, or it could not be. */
  const renderPage = async (
    request: FastifyRequest,
    pathname: string,
    options?: RenderOptions,
  ): Promise<ServerRenderedPage | null> => {
    const pattern = matchWebRoute(pathname)?.pattern;
    if (!renderer || request.method !== 'GET' || !pattern || !SERVER_RENDERED_PAGES.has(pattern)) return null;
    const signedIn = hasSession(request);
    if (SIGNED_IN_FIRST_READS.has(pattern) && !signedIn) return null;
    try {
      return await renderer(request, signedIn, options);
    } catch (error) {
      // The browser renders the page instead, as it does every page the server does not.
      request.log.warn({ err: error, url: request.url }, 'server render failed; sending the app shell');
      return null;
    }
  };

  // The root API path answers the web app's connectivity check (HEAD /api).
  app.route({
    method: ['GET', 'HEAD'],
    url: '/api',
    schema: { hide: true },
    handler: async (_request, reply) => reply.status(204).send(),
  });

  /** A copy from the shared cache, with the headers that let a CDN in front keep it the same way. */
  const sendCached = (
    request: FastifyRequest,
    reply: FastifyReply,
    page: CachedPage,
    outcome: PageCacheOutcome,
  ) => {
    const encoding = pageEncoding(request);
    reply
      .status(200)
      .header(
        'cache-control',
        `public, max-age=0, s-maxage=${cache.freshSeconds}, stale-while-revalidate=${cache.staleSeconds}`,
      )
      // A shared cache must not hand this copy to a request with cookies (a session) without asking.
      .header('vary', 'accept-encoding, cookie')
      .header(PAGE_CACHE_HEADER, outcome.toUpperCase())
      .type('text/html; charset=utf-8');
    if (encoding !== 'identity') reply.header('content-encoding', encoding);
    return reply.send(cache.body(page, encoding));
  };

  app.setNotFoundHandler(async (request, reply) => {
    const url = request.url.split('?')[0] ?? '/';
    const wantsPage = (request.method === 'GET' || request.method === 'HEAD') && !isApiPath(url);
    if (wantsPage && !path.extname(url)) {
      const page = { hasSession: hasSession(request), hasQuery: request.url.includes('?') };
      const pattern = matchWebRoute(url)?.pattern;
      const shared =
        renderer !== null && request.method === 'GET' && pattern !== undefined && SHARED_PAGES.has(pattern);
      let own: { rendered: ServerRenderedPage | null } | undefined;
      if (shared && !page.hasSession) {
        const key = pageCacheKey(`${request.protocol}://${request.host}`, url, request.url);
        const answer = key
          ? await cache.serve(key, url, async () => {
              // Rendered as nobody: the same page for every visitor without a session.
              const rendered = await renderPage(request, url, { shared: true });
              own = { rendered };
              return rendered?.shareable ? pageHtml(url, page, rendered) : null;
            })
          : null;
        if (answer) return sendCached(request, reply, answer.page, answer.outcome);
      }
      if (shared) {
        cache.bypass();
        reply.header(PAGE_CACHE_HEADER, 'BYPASS');
      }
      // This request's own render when it made one the cache could not keep (a premium idea's page).
      const rendered = own ? own.rendered : await renderPage(request, url);
      const html = pageHtml(url, page, rendered);
      reply
        .status(isWebRoute(url) ? 200 : 404)
        // Anything answered to someone signed in stays theirs: no shared cache may keep it.
        .header('cache-control', page.hasSession ? 'private, no-cache' : 'no-cache')
        .type('text/html; charset=utf-8');
      return sendHtml(request, reply, html);
    }
    return reply.status(404).send({
      error: { code: 'E_NOT_FOUND', message: ERRORS.E_NOT_FOUND.message, requestId: String(request.id) },
    });
  });
}
