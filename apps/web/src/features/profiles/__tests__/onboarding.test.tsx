import { AUTH_API, AUTH_FORM_TEXT, NAV_TEXT } from '@ibh/contract';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { pageTestLifecycle } from '@/test/lifecycle';
import { json, renderApp, testUser } from '@/test/render-app';
import { ME, myProfile } from './fixtures';

pageTestLifecycle({ clearSessionStorage: true });

const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

/** Logs in through the form with a session that starts anonymous. */
async function logIn(path: string, onboardComplete: boolean) {
  let signedIn = false;
  const view = renderApp(path, {
    handlers: {
      [`POST ${AUTH_API.login}`]: () => {
        signedIn = true;
        return json({ user: testUser });
      },
      [`GET ${AUTH_API.session}`]: () => json({ user: signedIn ? testUser : null }),
      [ME]: () => json(myProfile({ onboardComplete })),
    },
  });
  await screen.findByRole('heading', { name: NAV_TEXT.login });
  type(AUTH_FORM_TEXT.email, testUser.email);
  type(AUTH_FORM_TEXT.password, 'demo-pass-1234');
  fireEvent.click(screen.getByRole('button', { name: AUTH_FORM_TEXT.logIn }));
  return view;
}

describe('onboarding redirect', () => {
  it('sends someone whose profile is not complete from sign-in to /complete-signup', async () => {
    const { router } = await logIn('/login', false);
    await waitFor(() => expect(router.state.location.pathname).toBe('/complete-signup'));
  });

  it('goes from /login straight to /complete-signup, never showing the dashboard on the way', async () => {
    const { router } = await logIn('/login', false);
    const visited: string[] = [];
    const stop = router.subscribe((state) => visited.push(state.location.pathname));
    await waitFor(() => expect(router.state.location.pathname).toBe('/complete-signup'));
    stop();
    expect(visited).not.toContain('/dashboard');
  });

  it('lets a complete profile go on to the dashboard', async () => {
    const { router } = await logIn('/login', true);
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    await screen.findByRole('heading', { name: 'My Hub' });
    expect(router.state.location.pathname).toBe('/dashboard');
  });

  it('keeps the page the person asked for (?next=) even before onboarding', async () => {
    const { router } = await logIn('/login?next=%2Fnotifications', false);
    await waitFor(() => expect(router.state.location.pathname).toBe('/notifications'));
  });

  it('redirects from /dashboard while the profile is not complete', async () => {
    const { router } = renderApp('/dashboard', {
      user: testUser,
      handlers: { [ME]: () => json(myProfile({ onboardComplete: false })) },
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/complete-signup'));
  });
});
