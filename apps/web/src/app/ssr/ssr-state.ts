import { type SessionUser, SSR_STATE_ID } from '@ibh/contract';
import type { DehydratedState } from '@tanstack/react-query';
import type { HydrationState } from 'react-router';

/** What the server rendered a page with, written into its HTML for the browser to hydrate from. */
export interface SsrState {
  user: SessionUser | null;
  queries: DehydratedState;
  /** The router's state (no loaders here, so empty data; it tells the router it starts ready). */
  router: HydrationState;
}

/** The page's SsrState, or null when the server sent the plain app shell. */
export function readSsrState(): SsrState | null {
  const element = document.getElementById(SSR_STATE_ID);
  if (!element?.textContent) return null;
  try {
    return JSON.parse(element.textContent) as SsrState;
  } catch {
    return null;
  }
}
