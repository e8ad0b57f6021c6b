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
