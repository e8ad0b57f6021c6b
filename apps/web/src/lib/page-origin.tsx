import { createContext, useContext } from 'react';

/**
 * The origin the page was asked for (e.g. https://ibh.example), given by the server while it
 * renders a page (entry-server.tsx), where there is no window.location.
 */
export const PageOriginContext = createContext<string | null>(null);

/** The page's origin: the browser's, or on the server the one the visitor asked for. */
export function usePageOrigin(): string {
  const fromServer = useContext(PageOriginContext);
  if (fromServer !== null) return fromServer;
  return typeof window === 'undefined' ? '' : window.location.origin;
}

/** The page's hostname (see usePageOrigin). */
export function usePageHostname(): string {
  const origin = usePageOrigin();
  return origin ? new URL(origin).hostname : '';
}
