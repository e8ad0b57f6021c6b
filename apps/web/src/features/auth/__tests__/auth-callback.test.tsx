import { AUTH_API, AUTH_TEXT, NAV_TEXT, STORAGE_KEYS } from '@ibh/contract';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { pageTestLifecycle } from '@/test/lifecycle';
import { apiError, json, renderApp, testUser } from '@/test/render-app';
import { parseCallbackParams } from '../lib/callback-params';

const exchangeFailure = vi.hoisted(() => ({ error: null as Error | null }));
vi.mock('../api/exchange-link', async (importOriginal) => {
  const real = await importOriginal<typeof import('../api/exchange-link')>();
  return {
    exchangeLinkOnce: (body: Parameters<typeof real.exchangeLinkOnce>[0]) =>
      exchangeFailure.error ? Promise.reject(exchangeFailure.error) : real.exchangeLinkOnce(body),
  };
});

const TOKEN = 'tok_0123456789abcdef';

pageTestLifecycle({ clearSessionStorage: true });
afterEach(() => {
  exchangeFailure.error = null;
});

describe('parseCallbackParams', () => {
  it('reads code and type from the query', () => {
    expect(parseCallbackParams(`?code=${TOKEN}&type=signup`, '')).toMatchObject({
      code: TOKEN,
      type: 'signup',
      error: null,
    });
  });

  it('reads them from the hash when the query has none', () => {
    expect(parseCallbackParams('', `#code=${TOKEN}&type=recovery&next=%2Fdashboard`)).toMatchObject({
      code: TOKEN,
      type: 'recovery',
      next: '/dashboard',
    });
  });

  it('reads error and error_description from either place', () => {
    expect(parseCallbackParams('?error=access_denied&error_description=Link+expired', '')).toMatchObject({
      error: 'access_denied',
      errorDescription: 'Link expired',
    });
    expect(parseCallbackParams('', '#error=server_error&error_description=Oops%20there')).toMatchObject({
      error: 'server_error',
      errorDescription: 'Oops there',
    });
  });

  it('prefers the query and drops unknown types', () => {
    const params = parseCallbackParams('?code=fromquery&type=magic', '#code=fromhash&type=login');
    expect(params.code).toBe('fromquery');
    expect(params.type).toBeNull();
    expect(params.rawType).toBe('magic');
  });
});

describe('/auth/callback', () => {
  it("sends a link error to /login with 'Login failed: {error} – {description}'", async () => {
    const { router } = renderApp(
      '/auth/callback#error=access_denied&error_description=Email+link+is+invalid',
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect((await screen.findByRole('alert')).textContent).toBe(
      AUTH_TEXT.loginFailed('access_denied', 'Email link is invalid'),
    );
  });

  it("reports a failed exchange: 'Login failed during code exchange: {message}'", async () => {
    const { router } = renderApp(`/auth/callback?code=${TOKEN}&type=login`, {
      handlers: {
        [`POST ${AUTH_API.exchangeLink}`]: () =>
          apiError('E_INVALID_INPUT', AUTH_TEXT.codeInvalidOrExpired, 400),
      },
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect((await screen.findByRole('alert')).textContent).toBe(
      AUTH_TEXT.loginFailedExchange(AUTH_TEXT.codeInvalidOrExpired),
    );
  });

  it("reports an unexpected failure: 'Unexpected error: {message}'", async () => {
    exchangeFailure.error = new Error('storage is full');
    const { router } = renderApp(`/auth/callback?code=${TOKEN}&type=login`);
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect((await screen.findByRole('alert')).textContent).toBe(
      AUTH_TEXT.unexpectedWithMessage('storage is full'),
    );
  });

  it('signs in with a link from the hash, once, and goes to the dashboard', async () => {
    let signedIn = false;
    const { router, fetchMock } = renderApp(`/auth/callback#code=${TOKEN}&type=signup`, {
      handlers: {
        [`POST ${AUTH_API.exchangeLink}`]: () => {
          signedIn = true;
          return json({ user: testUser, recovery: false });
        },
        [`GET ${AUTH_API.session}`]: () => json({ user: signedIn ? testUser : null }),
      },
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    const exchanges = fetchMock.mock.calls.filter(([url]) => String(url).endsWith(AUTH_API.exchangeLink));
    expect(exchanges).toHaveLength(1);
    expect(JSON.parse(String(exchanges[0]?.[1]?.body))).toEqual({ token: TOKEN, type: 'signup' });
  });

  it('sends a recovery link to /reset-password with the reset flag set', async () => {
    const { router } = renderApp(`/auth/callback?code=${TOKEN}_r&type=recovery`, {
      handlers: {
        [`POST ${AUTH_API.exchangeLink}`]: () => json({ user: null, recovery: true }),
        [`GET ${AUTH_API.recoveryStatus}`]: () => json({ active: true }),
      },
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/reset-password'));
    expect(window.sessionStorage.getItem(STORAGE_KEYS.passwordReset)).not.toBeNull();
  });

  it('sends a link without a code back to /login', async () => {
    const { router } = renderApp('/auth/callback?type=login');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(await screen.findByRole('heading', { name: NAV_TEXT.login })).toBeVisible();
    expect(screen.getByRole('alert').textContent).toBe(
      AUTH_TEXT.loginFailedExchange(AUTH_TEXT.linkMissingCode),
    );
  });
});
