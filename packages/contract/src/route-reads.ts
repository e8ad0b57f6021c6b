import { AUTH_ENDPOINTS } from './auth.ts';
import { DASHBOARD_DEFAULT_SORT, DASHBOARD_ENDPOINTS } from './dashboard.ts';
import { endpointPath } from './endpoint.ts';
import { HOME_ENDPOINTS } from './home.ts';
import { EXPLORE_DEFAULT_SORT, IDEA_LIMITS } from './ideas.ts';
import { IDEA_ENDPOINTS } from './ideas-comments-endpoints.ts';
import { ORDER_ENDPOINTS } from './orders-endpoints.ts';
import { PATHS } from './routes.ts';
import { BROWSE_DEFAULT_SORT, SHOP_LIMITS } from './shop.ts';
import { SHOP_ENDPOINTS } from './shop-analytics-endpoints.ts';

/**
 * The API read a page makes first, by route pattern, built from the page's decoded path
 * parameters. The server preloads it with the page's HTML (`<link rel="preload" as="fetch">`) so
 * it travels with the entry instead of after it; the browser hands the preloaded answer to the
 * page's fetch only when the URL is byte-identical, so each must be exactly what the page's query
 * asks for, query string included.
 */
export const ROUTE_FIRST_READS: Readonly<Record<string, (params: Record<string, string>) => string>> = {
  [PATHS.home]: () => endpointPath(HOME_ENDPOINTS.home),
  [PATHS.idea]: (params) => endpointPath(IDEA_ENDPOINTS.detail, { id: params.id }),
  // The web client always sends My Hub's sort (URLSearchParams: ?sort=recent).
  [PATHS.dashboard]: () => `${endpointPath(DASHBOARD_ENDPOINTS.overview)}?sort=${DASHBOARD_DEFAULT_SORT}`,
  [PATHS.workroom]: (params) => endpointPath(ORDER_ENDPOINTS.detail, { id: params.orderId }),
  // The first page with no filter (QUERY_FREE_FIRST_READS): sort first, then limit, as the pages send them.
  [PATHS.explore]: () =>
    `${endpointPath(IDEA_ENDPOINTS.explore)}?sort=${EXPLORE_DEFAULT_SORT}&limit=${IDEA_LIMITS.explorePage}`,
  [PATHS.browseServices]: () =>
    `${endpointPath(SHOP_ENDPOINTS.browse)}?sort=${BROWSE_DEFAULT_SORT}&limit=${SHOP_LIMITS.pageSize}`,
};

/**
 * Pages whose first read depends on the page's query string (search, filters, sort): their read is
 * preloaded only for a URL without one, where it is the unfiltered first page.
 */
export const QUERY_FREE_FIRST_READS: ReadonlySet<string> = new Set([PATHS.explore, PATHS.browseServices]);

/** Every page reads the session first (`startSessionRead` in the web app's entry). */
export const SESSION_READ_PATH = AUTH_ENDPOINTS.session.path;

/**
 * Pages whose first read answers only a signed-in visitor: their read is preloaded only for a
 * request that carries a session cookie. A visitor without one is sent to sign in, and a preloaded
 * 401 left unused would be handed to the page's read after the sign-in, in the same document.
 */
export const SIGNED_IN_FIRST_READS: ReadonlySet<string> = new Set([PATHS.dashboard, PATHS.workroom]);
