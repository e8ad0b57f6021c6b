import { AUTH_ENDPOINTS } from '@ibh/contract';
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderAuthStatus, SESSION_USER } from '@/test/auth-status';
import { startSessionRead } from './auth';

/** A fetch that answers only when the test says so. */
function pendingFetch() {
  let resolve: (response: Response) => void = () => undefined;
  const fetchMock = vi.fn(() => new Promise<Response>((r) => (resolve = r)));
  vi.stubGlobal('fetch', fetchMock);
  return {
    fetchMock,
    answer: (body: unknown) => resolve(new Response(JSON.stringify(body), { status: 200 })),
  };
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the early session read', () => {
  it('is the AuthProvider first read: one request, started before the provider renders', async () => {
    const { fetchMock, answer } = pendingFetch();

    startSessionRead();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(String(fetchMock.mock.calls[0]?.[0 as never])).toBe(AUTH_ENDPOINTS.session.path);

    renderAuthStatus();
    expect(screen.getByText('pending')).toBeInTheDocument();
    answer({ user: SESSION_USER });
    await screen.findByText('signed_in');
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('starts from the session a server-rendered page was rendered with, then confirms it with the same read', async () => {
    const { fetchMock, answer } = pendingFetch();

    startSessionRead();
    renderAuthStatus(SESSION_USER);
    // The first render is already the server's: signed in, no loading state to hydrate into.
    expect(screen.getByText('signed_in')).toBeInTheDocument();
    answer({ user: null });
    await screen.findByText('anonymous');
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});
