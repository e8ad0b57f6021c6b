/**
 * Server rendering of a page's first screen (decision 115). Built by `vite build --ssr` into
 * dist/.ssr/entry-server.js and imported by the API server (apps/server platform/page-render.ts),
 * which hands each render a `fetch` that answers from the API in process with the visitor's cookies.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import type { SessionUser } from '@ibh/contract';
import { dehydrate, type Query, type QueryClient } from '@tanstack/react-query';
import { type ReactNode, StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { AppProviders } from '@/app/providers';
import { createRoutes } from '@/app/route-table/create-routes';
import type { SsrState } from '@/app/ssr/ssr-state';
import { type ApiTransport, setApiTransport } from '@/lib/api-client';
import { fetchSessionUser } from '@/lib/auth';
import { resolveFlags } from '@/lib/flags';
import { PageOriginContext } from '@/lib/page-origin';
import { createQueryClient } from '@/lib/query-client';

export interface RenderRequest {
  /** The page's path and query string. */
  url: string;
  /** The origin the visitor asked for, e.g. https://ibh.example (flags and links depend on it). */
  origin: string;
  /** Answers the app's API calls for this visitor (reads only: a refresh would rotate cookies the browser never gets). */
  fetch: ApiTransport;
  /** Whether the visitor sent a session cookie. */
  hasSessionCookie: boolean;
}

export interface RenderedPage {
  /** The markup for #root. */
  html: string;
  /** The page's own <title>, when it sets one. */
  title: string | null;
  state: SsrState;
}

/** Rounds of "render, then fetch what the render asked for": a page whose reads wait on reads. */
const FETCH_ROUNDS = 2;

const requestFetch = new AsyncLocalStorage<ApiTransport>();
setApiTransport((url, init) => {
  const answer = requestFetch.getStore();
  if (!answer) return Promise.reject(new Error('An API call outside a server render'));
  return answer(url, init);
});

function isEnabled(query: Query): boolean {
  const enabled = (query.options as { enabled?: boolean | ((q: Query) => boolean) }).enabled;
  return typeof enabled === 'function' ? enabled(query) : enabled !== false;
}

/** The queries the last render asked for and nobody has fetched yet. */
function unfetched(queryClient: QueryClient): Query[] {
  return queryClient
    .getQueryCache()
    .getAll()
    .filter(
      (query) => query.state.status === 'pending' && query.state.fetchStatus === 'idle' && isEnabled(query),
    );
}

const TITLE = /<title>([^<]*)<\/title>/;

/**
 * The whole page as HTML, lazy parts included: unlike renderToString, prerendering waits for
 * every Suspense boundary, so the browser hydrates the sections instead of rendering them anew.
 */
async function renderToHtml(element: ReactNode): Promise<string> {
  let failure: unknown = null;
  const { prelude } = await prerenderToNodeStream(element, {
    // A component that throws inside a Suspense boundary leaves that part to the browser, through
    // an inline script the CSP refuses: the whole page is left to the browser instead.
    onError: (error) => {
      failure ??= error;
    },
    // Every boundary inline: an outlined one would need React's inline script, which the CSP refuses.
    progressiveChunkSize: Number.POSITIVE_INFINITY,
  });
  const chunks: Buffer[] = [];
  for await (const chunk of prelude) chunks.push(Buffer.from(chunk));
  if (failure) throw failure;
  return Buffer.concat(chunks).toString('utf8');
}

/**
 * Renders the page at `url` with the data its first screen reads, or null when it should be left
 * to the browser: a route that redirects, or a read that failed (the browser shows its own error
 * and retry, which the server's HTML could not hydrate into).
 */
export async function renderPage(request: RenderRequest): Promise<RenderedPage | null> {
  return requestFetch.run(request.fetch, async () => {
    const flags = resolveFlags({
      env: import.meta.env,
      hostname: new URL(request.origin).hostname,
      proInvitesStored: false,
    });
    const user: SessionUser | null = await fetchSessionUser();
    // An expired access token: the browser refreshes it and signs in, which the server cannot do for it.
    if (!user && request.hasSessionCookie) return null;
    const handler = createStaticHandler(createRoutes(flags));
    const context = await handler.query(new Request(new URL(request.url, request.origin)));
    // A redirect, or a route error (no such page): the browser's router handles those.
    if (context instanceof Response || context.errors) return null;
    const staticRouter = createStaticRouter(handler.dataRoutes, context);
    const queryClient = createQueryClient();
    // hydrate={false}: the router's state travels in SsrState, not an inline script the CSP refuses.
    const render = () =>
      renderToHtml(
        <StrictMode>
          <PageOriginContext value={request.origin}>
            <AppProviders queryClient={queryClient} initialUser={user}>
              <StaticRouterProvider router={staticRouter} context={context} hydrate={false} />
            </AppProviders>
          </PageOriginContext>
        </StrictMode>,
      );
    let html = await render();
    for (let round = 0; round < FETCH_ROUNDS; round++) {
      const queries = unfetched(queryClient);
      if (queries.length === 0) break;
      await Promise.all(
        queries.map((query) => query.fetch({ ...query.options, retry: false }).catch(() => null)),
      );
      html = await render();
    }
    const queries = queryClient.getQueryCache().getAll();
    if (queries.some((query) => query.state.status === 'error')) return null;
    // React hoists a page's <title> into the head in the browser; on the server it stays where it
    // was rendered, so it moves into the document's head (page-preloads.ts) instead.
    const title = TITLE.exec(html)?.[1] ?? null;
    const router = { loaderData: context.loaderData, actionData: context.actionData, errors: null };
    return { html: html.replace(TITLE, ''), title, state: { user, queries: dehydrate(queryClient), router } };
  });
}
