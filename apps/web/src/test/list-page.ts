// A test kit for the keyset list pages (Explore, browse services, the co-founder finder, the
// ledger): their answers, the calls they made, and the Load more round trip.
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { expect } from 'vitest';
import { type ApiHandler, apiError, json, type renderApp } from './render-app';

type FetchMock = ReturnType<typeof renderApp>['fetchMock'];

/** One page of a keyset list as the server answers it; the last page has no cursor. */
export function listPage(items: unknown[], nextCursor: string | null = null): Response {
  return json({ items, nextCursor });
}

/** The URLs of the app's calls to `path`, oldest first. */
function urlsTo(fetchMock: FetchMock, path: string): URL[] {
  return fetchMock.mock.calls
    .map(([url]) => new URL(String(url), 'http://x'))
    .filter((url) => url.pathname === path);
}

/** The query strings of the app's calls to `path`, oldest first. */
export function callsTo(fetchMock: FetchMock, path: string): URLSearchParams[] {
  return urlsTo(fetchMock, path).map((url) => url.searchParams);
}

/** The first call to `path`, as path and query string (what the server preloads for the route). */
export function firstCallTo(fetchMock: FetchMock, path: string): string {
  const first = urlsTo(fetchMock, path)[0];
  return `${first?.pathname}${first?.search}`;
}

/** A list of two pages: the first call answers `first` with the cursor 'c1', every later one `rest`. */
export function twoPages(first: unknown[], rest: unknown[]): ApiHandler {
  let calls = 0;
  return () => {
    calls += 1;
    return calls === 1 ? listPage(first, 'c1') : listPage(rest);
  };
}

/** A list that fails (500) until `heal()`, then answers one page of `items`. */
export function failingList(items: unknown[]) {
  let fail = true;
  const handler: ApiHandler = () => (fail ? apiError('E_INTERNAL', 'x', 500) : listPage(items));
  return {
    handler,
    heal: () => {
      fail = false;
    },
  };
}

/**
 * Clicks Load more; the next page shows (`next` finds it), it was asked for with the first
 * page's cursor 'c1', and the end of the list is said.
 */
export async function expectNextPageByCursor(
  fetchMock: FetchMock,
  path: string,
  text: { loadMore: string; end: string },
  next: () => Promise<HTMLElement>,
) {
  fireEvent.click(screen.getByRole('button', { name: text.loadMore }));
  expect(await next()).toBeVisible();
  expect(callsTo(fetchMock, path)[1]?.get('cursor')).toBe('c1');
  expect(screen.getByText(text.end)).toBeVisible();
}

/** Waits until the page's URL has the query string `search` ('' for none). */
export async function expectSearch(router: ReturnType<typeof renderApp>['router'], search: string) {
  await waitFor(() => expect(router.state.location.search).toBe(search));
}
