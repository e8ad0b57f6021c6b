import type { QueryClient } from '@tanstack/react-query';
import { StrictMode, useEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { AppProviders } from '@/app/providers';
import { AppRouter, createAppRouter, createHydratingRouter } from '@/app/router';
import { readSsrState, type SsrState, seedQueries } from '@/app/ssr/ssr-state';
import { startSessionRead } from '@/lib/auth';
import { reportConnectivity } from '@/lib/connectivity';
import { flags } from '@/lib/flags';
import { createQueryClient } from '@/lib/query-client';
import './styles.css';

const container = document.getElementById('root');
if (!container) throw new Error('Missing #root element');

startSessionRead();

const queryClient = createQueryClient();
const ssr = readSsrState();

/**
 * Marks the document once React owns it (html[data-app="ready"]): on a server-rendered page the
 * HTML is on screen before its buttons work, and tests wait for this instead of for the HTML.
 */
function ReadyMark() {
  useEffect(() => {
    document.documentElement.dataset.app = 'ready';
  }, []);
  return null;
}

function app(router: Parameters<typeof AppRouter>[0]['router'], client: QueryClient, state: SsrState | null) {
  return (
    <StrictMode>
      <AppProviders queryClient={client} initialUser={state ? state.user : undefined}>
        <AppRouter router={router} />
        <ReadyMark />
      </AppProviders>
    </StrictMode>
  );
}

if (ssr) {
  // The server rendered this page (apps/server web.ts): take over its HTML instead of repainting it.
  seedQueries(queryClient, ssr.queries);
  void createHydratingRouter(flags, ssr.router).then((router) => {
    hydrateRoot(container, app(router, queryClient, ssr), {
      onRecoverableError: (error) => console.warn('[ibh] The page was rendered again in the browser.', error),
    });
  });
} else {
  createRoot(container).render(app(createAppRouter(flags), queryClient, null));
}

reportConnectivity();
