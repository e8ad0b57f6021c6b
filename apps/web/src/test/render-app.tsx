import { FEATURE_FLAGS, type SessionUser } from '@ibh/contract';
import { render } from '@testing-library/react';
import { createMemoryRouter, parsePath, RouterProvider } from 'react-router';
import { vi } from 'vitest';
import { AppProviders } from '@/app/providers';
import { createRoutes } from '@/app/route-table/create-routes';
import type { Flags } from '@/lib/flags';
import { stubMatchMedia } from '@/test/match-media';
import { createTestQueryClient } from '@/test/query-client';

export const testUser: SessionUser = {
  id: '0b9d6c1e-4f0a-4c3e-9a57-3f1f2e1d0c9b',
  email: 'ada@example.com',
  fullName: 'Ada Founder',
  role: 'idea_owner',
  isAdmin: false,
  avatarUrl: null,
};

export function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

/** A coded API error response, as the server sends it. */
export function apiError(code: string, message: string, status: number): Response {
  return json({ error: { code, message, requestId: 'test' } }, status);
}

/** Answers one API call: keyed by 'METHOD /path', given the parsed JSON body. */
export type ApiHandler = (body: unknown) => Response | Promise<Response>;

/**
 * Answers the session call with `user` (401 when null, never when 'pending'),
 * the calls in `handlers`, and every other call with a 404.
 */
export function mockSession(user: SessionUser | null | 'pending', handlers: Record<string, ApiHandler> = {}) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const path = url.split('?')[0] ?? url;
    const handler = handlers[`${init?.method ?? 'GET'} ${path}`];
    if (handler) return handler(typeof init?.body === 'string' ? JSON.parse(init.body) : undefined);
    if (path.endsWith('/api/auth/session')) {
      if (user === 'pending') return new Promise<Response>(() => undefined);
      return user ? json({ user }) : json({}, 401);
    }
    return json({}, 404);
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** Renders the whole app (providers and route tree) in memory at `path`. */
export function renderApp(
  path: string,
  options: {
    user?: SessionUser | null | 'pending';
    flags?: Partial<Flags>;
    handlers?: Record<string, ApiHandler>;
    state?: unknown;
  } = {},
) {
  const fetchMock = mockSession(options.user ?? null, options.handlers);
  stubMatchMedia();
  const flags: Flags = { ...FEATURE_FLAGS, ...options.flags };
  const router = createMemoryRouter(createRoutes(flags), {
    initialEntries: [{ ...parsePath(path), state: options.state }],
  });
  const queryClient = createTestQueryClient();
  const view = render(
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { router, fetchMock, queryClient, ...view };
}
