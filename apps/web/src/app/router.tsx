import { createBrowserRouter, type HydrationState, matchRoutes, type RouteObject } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import type { Flags } from '@/lib/flags';
import { createRoutes } from './route-table/create-routes';

type AppRouter = ReturnType<typeof createBrowserRouter>;

/** The router of a page rendered in the browser: its page's code loads as it renders. */
export function createAppRouter(flags: Flags): AppRouter {
  return createBrowserRouter(createRoutes(flags));
}

/**
 * The router of a page the server rendered: the matched routes' code is loaded first, so the
 * router starts ready and its first render is the server's HTML instead of the loading fallback.
 */
export async function createHydratingRouter(flags: Flags, hydrationData: HydrationState): Promise<AppRouter> {
  const routes = createRoutes(flags);
  const matches = matchRoutes(routes, window.location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const loaded = await route.lazy();
      Object.assign(route, { ...loaded, lazy: undefined } satisfies Partial<RouteObject>);
    }),
  );
  return createBrowserRouter(routes, { hydrationData });
}

export function AppRouter({ router }: { router: AppRouter }) {
  return <RouterProvider router={router} />;
}
