import type { RouteObject } from 'react-router';
import { Outlet, ScrollRestoration } from 'react-router';
import { RouteError } from '@/app/errors/route-error';
import { MainLayout } from '@/app/layouts/main-layout';
import { MinimalLayout } from '@/app/layouts/minimal-layout';
import { LoadingState } from '@/components/ui/spinner';
import type { Flags } from '@/lib/flags';
import { FlagsProvider } from '@/lib/flags-context';
import { mainLayoutRoutes } from './main-routes';
import { outsideRoutes } from './outside-routes';

function RootRoute({ flags }: { flags: Flags }) {
  return (
    <FlagsProvider flags={flags}>
      <Outlet />
      <ScrollRestoration />
    </FlagsProvider>
  );
}

/**
 * The whole route tree. Each layout wraps its pages in an error boundary, so an
 * error inside the main layout keeps the header; the root boundary catches the rest.
 */
export function createRoutes(flags: Flags): RouteObject[] {
  return [
    {
      id: 'root',
      element: <RootRoute flags={flags} />,
      HydrateFallback: LoadingState,
      ErrorBoundary: RouteError,
      children: [
        {
          Component: MainLayout,
          children: [{ ErrorBoundary: RouteError, children: mainLayoutRoutes(flags) }],
        },
        { Component: MinimalLayout, children: [{ ErrorBoundary: RouteError, children: outsideRoutes }] },
      ],
    },
  ];
}
