import { FEATURE_FLAGS, type FeatureFlag, isWebRoute, PATHS, WEB_ROUTE_PATTERNS } from '@ibh/contract';
import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { Flags } from '@/lib/flags';
import { createRoutes } from './create-routes';

const allOn = Object.fromEntries(Object.keys(FEATURE_FLAGS).map((flag) => [flag, true])) as Record<
  FeatureFlag,
  boolean
> satisfies Flags;

function pathsOf(routes: readonly RouteObject[]): string[] {
  return routes.flatMap((route) => [
    ...(route.index ? [PATHS.home] : route.path ? [route.path] : []),
    ...pathsOf(route.children ?? []),
  ]);
}

describe('the web routes and the server list of pages', () => {
  const routerPaths = pathsOf(createRoutes(allOn)).filter((path) => path !== '*');

  it('are the same set, so the server answers 200 exactly where the app has a screen', () => {
    expect(new Set(routerPaths)).toEqual(new Set(WEB_ROUTE_PATTERNS));
  });

  it('give every screen its own path (two screens on one path hide the second)', () => {
    const repeated = routerPaths.filter((path, i) => routerPaths.indexOf(path) !== i);
    expect(repeated).toEqual([]);
  });

  it('match dynamic segments but not extra ones', () => {
    expect(isWebRoute('/ideas/6f1c')).toBe(true);
    expect(isWebRoute('/ideas/6f1c/more')).toBe(false);
    expect(isWebRoute('/workspace/x/')).toBe(true);
    expect(isWebRoute('/no-such-page')).toBe(false);
  });
});
