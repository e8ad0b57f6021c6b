import { cleanup, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderAuthStatus, SESSION_USER } from '@/test/auth-status';
import { refreshSessionOnce } from './api-client';
import { loadPage } from './reload';

vi.mock('./reload', () => ({ reloadPage: vi.fn(), loadPage: vi.fn() }));

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status });

beforeEach(() => {
  window.history.replaceState(null, '', '/order/o1?tab=files');
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.mocked(loadPage).mockClear();
});

describe('a session that ended elsewhere (issue 26, item 12)', () => {
  it('goes to sign in with the note and the page to come back to, when the session read says so', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json({ user: null, ended: true })),
    );
    renderAuthStatus();
    await vi.waitFor(() => expect(loadPage).toHaveBeenCalledTimes(1));
    const target = new URL(String(vi.mocked(loadPage).mock.calls[0]?.[0]), 'http://x');
    expect(target.pathname).toBe('/login');
    expect(target.searchParams.get('next')).toBe('/order/o1?tab=files');
    expect(target.searchParams.get('ended')).toBe('1');
    // It never settles as an anonymous visitor of the page it leaves.
    expect(screen.getByRole('paragraph').textContent).toBe('pending');
  });

  it('stays signed out without a note when nobody was signed in', async () => {
    const fetchMock = vi.fn(async () => json({ user: null }));
    vi.stubGlobal('fetch', fetchMock);
    renderAuthStatus();
    await screen.findByText('anonymous');
    expect(loadPage).not.toHaveBeenCalled();
  });

  it('waits, then goes to sign in with the note, when a refused refresh ends the session mid-page', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => {
        if (String(url).endsWith('/api/auth/session')) return json({ user: SESSION_USER });
        if (String(url).endsWith('/api/auth/refresh'))
          return json({ error: { code: 'E_UNAUTHENTICATED', message: 'User not authenticated' } }, 401);
        return json({ ok: true });
      }),
    );
    renderAuthStatus(SESSION_USER);
    await screen.findByText('signed_in');
    expect(await refreshSessionOnce()).toBe(false);
    await screen.findByText('pending');
    await vi.waitFor(() => expect(loadPage).toHaveBeenCalledTimes(1));
    const target = new URL(String(vi.mocked(loadPage).mock.calls[0]?.[0]), 'http://x');
    expect(target.searchParams.get('ended')).toBe('1');
    expect(target.searchParams.get('next')).toBe('/order/o1?tab=files');
  });
});
