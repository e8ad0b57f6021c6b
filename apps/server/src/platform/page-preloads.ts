import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import {
  matchWebRoute,
  QUERY_FREE_FIRST_READS,
  ROUTE_FIRST_READS,
  SESSION_READ_PATH,
  SIGNED_IN_FIRST_READS,
  SSR_STATE_ID,
} from '@ibh/contract';

/** Written by the web build (apps/web/build/route-preloads.ts): route pattern → the page's chunks. */
const ROUTE_PRELOADS_FILE = path.join('.vite', 'route-preloads.json');

const escapeAttr = (text: string) => text.replace(/[&"'<>]/g, (c) => `&#${c.charCodeAt(0)};`);

// The web app's fetches send cookies (credentials: 'include'); a preload is only handed to a fetch
// of the same credentials mode, hence use-credentials.
const fetchPreload = (url: string) =>
  `<link rel="preload" as="fetch" crossorigin="use-credentials" href="${escapeAttr(url)}">`;
// A rendered page is on screen before its code runs: its chunks yield to its pictures (low).
const modulePreload = (file: string, low: boolean) =>
  `<link rel="modulepreload"${low ? ' fetchpriority="low"' : ''} crossorigin href="${escapeAttr(file)}">`;

function readRouteChunks(webDist: string): Record<string, string[]> {
  const file = path.join(webDist, ROUTE_PRELOADS_FILE);
  if (!existsSync(file)) return {};
  const parsed = JSON.parse(readFileSync(file, 'utf8')) as { routes?: Record<string, string[]> };
  return parsed.routes ?? {};
}

/** Who asks, as far as the preloads may depend on it: a session cookie, a query string. */
export interface PageRequest {
  hasSession: boolean;
  hasQuery: boolean;
}

/** A page the server rendered (page-render.ts): its markup, title and the state to hydrate from. */
export interface RenderedPage {
  html: string;
  title: string | null;
  state: unknown;
}

/** JSON safe inside a <script> element: no '<' that could close it, no line separators. */
const scriptJson = (value: unknown) =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

const ROOT = '<div id="root"></div>';

const STYLESHEET = /<link rel="stylesheet"[^>]* href="([^"]+\.css)"[^>]*>/;

/**
 * The app's stylesheet as a <style> element, for a rendered page: the page then paints as soon as
 * its HTML arrives, not a round trip later (the CSP allows inline styles). Null when there is none.
 */
function readInlineStyle(webDist: string, indexHtml: string): { link: string; style: string } | null {
  const match = STYLESHEET.exec(indexHtml);
  if (!match?.[1]) return null;
  const file = path.join(webDist, match[1]);
  if (!existsSync(file)) return null;
  const css = readFileSync(file, 'utf8');
  if (css.includes('</')) return null;
  return { link: match[0], style: `<style>${css}</style>` };
}

/** index.html around a server-rendered page: its title, its styles inline, its markup in #root, the state after it. */
function withRenderedPage(
  html: string,
  page: RenderedPage,
  inlineStyle: { link: string; style: string } | null,
): string {
  const titled = page.title
    ? // The page's title first (the document's title is the first): React takes it over when it
      // hydrates and removes it when the page goes, so the app's own title stays as the fallback a
      // page without one shows (as after a client-side render).
      html.replace(/<title>[^<]*<\/title>/, (own) => `<title>${page.title}</title>${own}`)
    : html;
  const styled = inlineStyle ? titled.replace(inlineStyle.link, () => inlineStyle.style) : titled;
  return styled.replace(
    ROOT,
    () =>
      `<div id="root">${page.html}</div>\n    <script type="application/json" id="${SSR_STATE_ID}">${scriptJson(page.state)}</script>`,
  );
}

const FIRST_SCREEN_IMAGE = /<img [^>]*fetchpriority="high"[^>]*>/gi;
const SRC = / src="([^"]+)"/;

/**
 * Preloads of the pictures a rendered page marks as its first screen's (fetchpriority="high"),
 * ahead of the scripts: over HTTP/1.1's six connections they would otherwise wait for a dozen
 * chunks, and one of them is the page's largest paint (browse services' first thumbnail).
 */
function imagePreloads(html: string): string {
  return [...html.matchAll(FIRST_SCREEN_IMAGE)]
    .flatMap(([img]) => {
      const src = SRC.exec(img)?.[1];
      // Already escaped as an attribute by React.
      return src ? [`    <link rel="preload" as="image" fetchpriority="high" href="${src}">\n`] : [];
    })
    .join('');
}

function firstRead(pattern: string, rawParams: Record<string, string>, request: PageRequest): string | null {
  const read = ROUTE_FIRST_READS[pattern];
  if (!read) return null;
  if (SIGNED_IN_FIRST_READS.has(pattern) && !request.hasSession) return null;
  if (QUERY_FREE_FIRST_READS.has(pattern) && request.hasQuery) return null;
  try {
    const params = Object.fromEntries(Object.entries(rawParams).map(([k, v]) => [k, decodeURIComponent(v)]));
    return read(params);
  } catch {
    return null; // a malformed escape in the path: the page will say what is wrong, no preload
  }
}

/**
 * The index.html to answer for a page path: the API reads the page starts with (the session, and
 * its first read when the path names it) and its route's chunks as preloads, so they travel next to
 * the entry instead of after it (decision 109). The chunk part depends only on the route pattern
 * and is cached per pattern; the read URLs come from the path alone, never from who is asking (only
 * whether a session cookie came decides if a signed-in page's read is preloaded, and whether a
 * query string came if a filtered list's read is).
 */
export function createPagePreloads(
  webDist: string,
  indexHtml: string,
): (pathname: string, request: PageRequest, rendered?: RenderedPage | null) => string {
  const routeChunks = readRouteChunks(webDist);
  const inlineStyle = readInlineStyle(webDist, indexHtml);
  const headEnd = indexHtml.indexOf('</head>');
  if (headEnd < 0) return () => indexHtml;
  const head = indexHtml.slice(0, headEnd);
  const rest = indexHtml.slice(headEnd);
  const linksByPattern = new Map<string, string>();
  const chunkLinks = (pattern: string, low: boolean) => {
    const key = `${low}${pattern}`;
    let links = linksByPattern.get(key);
    if (links === undefined) {
      links = (routeChunks[pattern] ?? []).map((file) => `    ${modulePreload(file, low)}\n`).join('');
      linksByPattern.set(key, links);
    }
    return links;
  };
  return (pathname, request, rendered) => {
    const match = matchWebRoute(pathname);
    if (!match) return indexHtml;
    // The reads first: over HTTP/1.1's six connections the page's chunks would otherwise queue them.
    // A rendered page carries its first read's answer already; the browser still confirms the session.
    const reads = [SESSION_READ_PATH, rendered ? null : firstRead(match.pattern, match.params, request)]
      .flatMap((url) => (url ? [`    ${fetchPreload(url)}\n`] : []))
      .join('');
    const chunks = chunkLinks(match.pattern, Boolean(rendered));
    const page = `${head}${rendered ? imagePreloads(rendered.html) : ''}${reads}${chunks}${rest}`;
    return rendered ? withRenderedPage(page, rendered, inlineStyle) : page;
  };
}
