import { ADMIN_CONSOLE_API, SHELL_TEXT, STORAGE_KEYS } from '@ibh/contract';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { pageTestLifecycle } from '@/test/lifecycle';
import { apiError, renderApp, testUser } from '@/test/render-app';

pageTestLifecycle({ clearSessionStorage: true });

describe('login guard', () => {
  it('sends an anonymous visitor to /login, remembering where they were going', async () => {
    const { router } = renderApp('/dashboard?tab=saved#top');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    const { search, state } = router.state.location;
    expect(new URLSearchParams(search).get('next')).toBe('/dashboard?tab=saved#top');
    expect(state).toEqual({ from: { pathname: '/dashboard', search: '?tab=saved', hash: '#top' } });
  });

  it('shows the page to a signed-in user', async () => {
    const { router } = renderApp('/dashboard', { user: testUser });
    expect(await screen.findByRole('heading', { name: 'My Hub' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/dashboard');
  });

  it("shows 'Loading…' inside the layout while the session is pending", async () => {
    const { router } = renderApp('/notifications', { user: 'pending' });
    const main = await screen.findByRole('main');
    expect(main.textContent).toContain(SHELL_TEXT.loading);
    expect(screen.getByRole('banner')).toBeVisible();
    expect(router.state.location.pathname).toBe('/notifications');
  });
});

describe('role and admin gates', () => {
  it("tell a non-professional 'Professionals only' on the co-sign inbox", async () => {
    renderApp('/pro/cosign-inbox', { user: testUser });
    expect(await screen.findByRole('heading', { name: SHELL_TEXT.professionalsOnly })).toBeVisible();
  });

  it('let a professional into the co-sign inbox', async () => {
    renderApp('/pro/cosigns', { user: { ...testUser, role: 'professional' } });
    expect(await screen.findByRole('heading', { name: 'Pro Sign Inbox' })).toBeVisible();
  });

  it('turn away a signed-in non-admin from admin pages, as the server answers', async () => {
    renderApp('/admin/testimonials', {
      user: testUser,
      handlers: {
        [`GET ${ADMIN_CONSOLE_API.access}`]: () => apiError('E_NOT_AUTHORIZED', SHELL_TEXT.adminDenied, 403),
      },
    });
    expect(await screen.findByRole('heading', { name: SHELL_TEXT.adminDenied })).toBeVisible();
  });
});

describe('guest-only pages', () => {
  it('send a signed-in user from /login to /dashboard', async () => {
    const { router } = renderApp('/login', { user: testUser });
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
  });

  it('keep a signed-in user on /login while a password reset is in progress', async () => {
    window.sessionStorage.setItem(STORAGE_KEYS.passwordReset, '1');
    const { router } = renderApp('/login', { user: testUser });
    expect(await screen.findByRole('heading', { name: 'Login' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/login');
  });
});

describe('redirects', () => {
  it('forwards /messages to /inbox keeping the query string', async () => {
    const { router } = renderApp('/messages?to=x', { user: testUser });
    await waitFor(() => expect(router.state.location.pathname).toBe('/inbox'));
    expect(router.state.location.search).toBe('?to=x');
  });

  it.each([
    ['/message?to=y', '/inbox', '?to=y'],
    ['/idea/42', '/ideas/42', ''],
    ['/workshop/7', '/dashboard/shared/7', ''],
    ['/cofounder', '/cofounders', ''],
    ['/testimonials/share', '/testimonial', ''],
  ])('forwards %s to %s', async (from, pathname, search) => {
    const { router } = renderApp(from, { user: testUser });
    await waitFor(() => expect(router.state.location.pathname).toBe(pathname));
    expect(router.state.location.search).toBe(search);
  });
});

describe('not found', () => {
  it('shows the not-found text for an unknown path', async () => {
    renderApp('/no/such/page');
    expect(await screen.findByRole('heading', { name: SHELL_TEXT.notFoundTitle })).toBeVisible();
    expect(screen.getByText(SHELL_TEXT.notFoundBody)).toBeVisible();
    expect(screen.getByRole('link', { name: SHELL_TEXT.goHome }).getAttribute('href')).toBe('/');
  });

  it('hides the shop routes when the pro shop flag is off', async () => {
    renderApp('/services/abc', { flags: { proShop: false } });
    expect(await screen.findByText(SHELL_TEXT.notFoundBody)).toBeVisible();
  });
});
