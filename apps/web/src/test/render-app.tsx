import { FEATURE_FLAGS, type SessionUser } from '@ibh/contract';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { vi } from 'vitest';
import { AppProviders } from '@/app/providers';
import { createRoutes } from '@/app/route-table/create-routes';
import type { Flags } from '@/lib/flags';
import { createQueryClient } from '@/lib/query-client';

export const testUser: SessionUser = {
  id: '0b9d6c1e-4f0a-4c3e-9a57-3f1f2e1d0c9b',
  email: 'ada@example.com',
  fullName: 'Ada Founder',
  role: 'idea_owner',
  isAdmin: false,
  avatarUrl: null,
};

function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

/**
 * Answers the session call with `user` (401 when null, never when 'pending');
 * every other call is a 404.
 */
export function mockSession(user: SessionUser | null | 'pending') {
  const fetchMock = vi.fn(async (input: RequestInfo | URL) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    if (url.endsWith('/api/auth/session')) {
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
  options: { user?: SessionUser | null | 'pending'; flags?: Partial<Flags> } = {},
) {
  mockSession(options.user ?? null);
  const flags: Flags = { ...FEATURE_FLAGS, ...options.flags };
  const router = createMemoryRouter(createRoutes(flags), { initialEntries: [path] });
  const view = render(
    <AppProviders queryClient={createQueryClient()}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { router, ...view };
}
