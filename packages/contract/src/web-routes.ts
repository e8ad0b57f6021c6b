import { PATHS } from './routes.ts';

/**
 * Every path pattern the web app has a screen for (PATHS, `:name` for one path segment). The web
 * router is built from PATHS, and the server answers 404 for a page path none of these matches
 * (the app then shows its 'Not found' screen), so both read the one list.
 */
export const WEB_ROUTE_PATTERNS: readonly string[] = Object.values(PATHS);

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function compile(pattern: string): RegExp {
  const source = pattern
    .split('/')
    .filter(Boolean)
    .map((segment) => (segment.startsWith(':') ? '/[^/]+' : `/${escapeRegExp(segment)}`))
    .join('');
  // Like the web router: case-insensitive, one trailing slash allowed.
  return new RegExp(`^${source}/?$`, 'i');
}

const MATCHERS = WEB_ROUTE_PATTERNS.map(compile);

/** Whether a URL path (no query, no hash) is a page of the web app. */
export function isWebRoute(pathname: string): boolean {
  return MATCHERS.some((matcher) => matcher.test(pathname));
}

/** A URL path matched to its pattern, with the raw (still percent-encoded) path parameters. */
export interface WebRouteMatch {
  pattern: string;
  params: Record<string, string>;
}

const paramCount = (pattern: string) => pattern.split('/').filter((s) => s.startsWith(':')).length;
/** Like the web router's ranking: a static segment beats a parameter (/experiments/new over /:id). */
const RANKED = WEB_ROUTE_PATTERNS.map((pattern) => ({ pattern, matcher: compile(pattern) })).sort(
  (a, b) => paramCount(a.pattern) - paramCount(b.pattern),
);

/** The pattern a URL path (no query, no hash) belongs to, or null when it is no page of the app. */
export function matchWebRoute(pathname: string): WebRouteMatch | null {
  const route = RANKED.find(({ matcher }) => matcher.test(pathname));
  if (!route) return null;
  const names = route.pattern.split('/').filter(Boolean);
  const values = pathname.split('/').filter(Boolean);
  const params: Record<string, string> = {};
  names.forEach((name, i) => {
    if (name.startsWith(':')) params[name.slice(1)] = values[i] ?? '';
  });
  return { pattern: route.pattern, params };
}
