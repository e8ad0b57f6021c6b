import type { ComponentType } from 'react';
import { type LoaderFunctionArgs, type RouteObject, replace } from 'react-router';

/** A page module: its default export is the page. */
interface PageModule {
  default: ComponentType;
}

/** Loads the page on first visit, so each page is its own chunk. */
export function page(load: () => Promise<PageModule>): Pick<RouteObject, 'lazy'> {
  return { lazy: async () => ({ Component: (await load()).default }) };
}

/** Rendered for the instant a forwarding route matches, before its loader redirects. */
function Forwarding() {
  return null;
}

/** A route that only forwards to another path (a replace, so Back skips it). */
export function forward(to: (args: LoaderFunctionArgs) => string): Pick<RouteObject, 'loader' | 'Component'> {
  return { loader: (args) => replace(to(args)), Component: Forwarding };
}

/** The query string (with '?') and hash of a loader's request. */
export function searchOf(request: Request): string {
  const url = new URL(request.url);
  return `${url.search}${url.hash}`;
}
