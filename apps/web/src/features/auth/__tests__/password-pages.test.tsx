import { AUTH_API, AUTH_FORM_TEXT, AUTH_TEXT, NAV_TEXT } from '@ibh/contract';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { pageTestLifecycle } from '@/test/lifecycle';
import { type ApiHandler, apiError, json, renderApp, testUser } from '@/test/render-app';

pageTestLifecycle({ clearSessionStorage: true });

const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
/** Clicks a button once it shows (a form's submit reads 'Updating…' while it validates). */
const click = async (name: string) => fireEvent.click(await screen.findByRole('button', { name }));
const ok = () => json({ ok: true });
/** Types the same new password in both boxes. */
function typeNewPassword(password: string) {
  type(AUTH_FORM_TEXT.newPassword, password);
  type(AUTH_FORM_TEXT.confirmPassword, password);
}
/** Opens /change-password for the signed-in test user. */
const openChangePassword = (handlers: Record<string, ApiHandler>) =>
  renderApp('/change-password', { user: testUser, handlers });

describe('password reset by code on /login (otp-reset)', () => {
  it('sends a code, verifies it, sets the password, signs out and returns to password login', async () => {
    const { fetchMock } = renderApp('/login', {
      handlers: {
        [`POST ${AUTH_API.sendCode}`]: () => json({ ok: true, resendAfterSeconds: 30 }),
        [`POST ${AUTH_API.verifyCode}`]: () => json({ user: null, recovery: true }),
        [`POST ${AUTH_API.resetPassword}`]: ok,
        [`POST ${AUTH_API.logout}`]: ok,
      },
    });
    await screen.findByRole('heading', { name: NAV_TEXT.login });
    await click(AUTH_FORM_TEXT.forgotPassword);
    expect(await screen.findByRole('heading', { name: AUTH_FORM_TEXT.resetTitle })).toBeVisible();
    type(AUTH_FORM_TEXT.email, 'ada@example.com');
    await click(AUTH_FORM_TEXT.sendResetCode);
    await screen.findByRole('heading', { name: AUTH_FORM_TEXT.checkEmail });
    fireEvent.paste(screen.getByLabelText(AUTH_FORM_TEXT.digit(1, 6)), {
      clipboardData: { getData: () => '222222' },
    });
    await click(AUTH_FORM_TEXT.verifyReset);
    await screen.findByRole('heading', { name: AUTH_FORM_TEXT.setTitle });
    type(AUTH_FORM_TEXT.newPassword, 'short');
    type(AUTH_FORM_TEXT.confirmPassword, 'other');
    await click(AUTH_FORM_TEXT.savePassword);
    expect(await screen.findByText(AUTH_TEXT.useAtLeast8)).toBeVisible();
    expect(screen.getByText(AUTH_TEXT.passwordsDoNotMatch)).toBeVisible();
    typeNewPassword('brand-new-pass-9');
    await click(AUTH_FORM_TEXT.savePassword);
    expect(await screen.findByText(AUTH_TEXT.resetDone)).toBeVisible();
    expect(await screen.findByRole('button', { name: AUTH_FORM_TEXT.logIn })).toBeVisible();
    expect((screen.getByLabelText(AUTH_FORM_TEXT.email) as HTMLInputElement).value).toBe('ada@example.com');
    const purposes = fetchMock.mock.calls
      .filter(([url]) => String(url).endsWith(AUTH_API.sendCode))
      .map(([, init]) => JSON.parse(String(init?.body)).purpose);
    expect(purposes).toEqual(['recovery']);
    expect(fetchMock.mock.calls.some(([url]) => String(url).endsWith(AUTH_API.logout))).toBe(true);
  });
});

describe('/reset-password', () => {
  it('explains a missing recovery session', async () => {
    renderApp('/reset-password', {
      handlers: { [`GET ${AUTH_API.recoveryStatus}`]: () => json({ active: false }) },
    });
    expect(await screen.findByText(AUTH_TEXT.recoveryNotFound)).toBeVisible();
    expect(screen.getByRole('link', { name: AUTH_FORM_TEXT.requestNewCode })).toBeVisible();
  });

  it('checks length and match, then signs out and goes to /login', async () => {
    const { router } = renderApp('/reset-password', {
      handlers: {
        [`GET ${AUTH_API.recoveryStatus}`]: () => json({ active: true }),
        [`POST ${AUTH_API.resetPassword}`]: ok,
        [`POST ${AUTH_API.logout}`]: ok,
      },
    });
    await screen.findByLabelText(AUTH_FORM_TEXT.newPassword);
    type(AUTH_FORM_TEXT.newPassword, 'seven77');
    await click(AUTH_FORM_TEXT.savePassword);
    expect(await screen.findByText(AUTH_TEXT.passwordMin8)).toBeVisible();
    type(AUTH_FORM_TEXT.newPassword, 'eight888');
    type(AUTH_FORM_TEXT.confirmPassword, 'eight889');
    await click(AUTH_FORM_TEXT.savePassword);
    expect(await screen.findByText(AUTH_TEXT.passwordsDoNotMatch)).toBeVisible();
    type(AUTH_FORM_TEXT.confirmPassword, 'eight888');
    await click(AUTH_FORM_TEXT.savePassword);
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });

  it('holds the login form back until the sign-out has ended, so a sign-in cannot be undone by it', async () => {
    let endSignOut = () => {};
    renderApp('/reset-password', {
      handlers: {
        [`GET ${AUTH_API.recoveryStatus}`]: () => json({ active: true }),
        [`POST ${AUTH_API.resetPassword}`]: ok,
        [`POST ${AUTH_API.logout}`]: () =>
          new Promise<Response>((resolve) => {
            endSignOut = () => resolve(ok());
          }),
      },
    });
    await screen.findByLabelText(AUTH_FORM_TEXT.newPassword);
    typeNewPassword('eight888');
    await click(AUTH_FORM_TEXT.savePassword);
    expect((await screen.findByText(AUTH_FORM_TEXT.signingOut)).closest('[role="status"]')).not.toBeNull();
    expect(screen.queryByRole('button', { name: AUTH_FORM_TEXT.logIn })).toBeNull();
    endSignOut();
    expect(await screen.findByRole('button', { name: AUTH_FORM_TEXT.logIn })).toBeVisible();
    expect(screen.queryByText(AUTH_FORM_TEXT.signingOut)).toBeNull();
  });

  it('shows the recovery message when the session ran out meanwhile', async () => {
    renderApp('/reset-password', {
      handlers: {
        [`GET ${AUTH_API.recoveryStatus}`]: () => json({ active: true }),
        [`POST ${AUTH_API.resetPassword}`]: () =>
          apiError('E_UNAUTHENTICATED', AUTH_TEXT.recoveryNotFound, 401),
      },
    });
    await screen.findByLabelText(AUTH_FORM_TEXT.newPassword);
    typeNewPassword('eight888');
    await click(AUTH_FORM_TEXT.savePassword);
    expect(await screen.findByText(AUTH_TEXT.recoveryNotFound)).toBeVisible();
  });
});

describe('/change-password', () => {
  it("shows 'Password change failed: {message}'", async () => {
    openChangePassword({
      [`POST ${AUTH_API.changePassword}`]: () => apiError('E_INVALID_INPUT', AUTH_TEXT.commonPassword, 400),
    });
    await screen.findByLabelText(AUTH_FORM_TEXT.newPassword);
    type(AUTH_FORM_TEXT.currentPassword, 'my-old-password');
    typeNewPassword('password1');
    await click(AUTH_FORM_TEXT.savePassword);
    expect((await screen.findByRole('alert')).textContent).toBe(
      `${AUTH_TEXT.passwordChangeFailedPrefix}${AUTH_TEXT.commonPassword}`,
    );
  });

  it('asks for the current password first and sends it (decision 46)', async () => {
    const { fetchMock } = openChangePassword({
      [`POST ${AUTH_API.changePassword}`]: ok,
      [`POST ${AUTH_API.logout}`]: ok,
    });
    await screen.findByLabelText(AUTH_FORM_TEXT.currentPassword);
    typeNewPassword('a-new-password');
    await click(AUTH_FORM_TEXT.savePassword);
    expect(await screen.findByText(AUTH_TEXT.currentPasswordRequired)).toBeVisible();
    expect(fetchMock.mock.calls.some(([url]) => String(url).endsWith(AUTH_API.changePassword))).toBe(false);
    type(AUTH_FORM_TEXT.currentPassword, 'my-old-password');
    await click(AUTH_FORM_TEXT.savePassword);
    await screen.findByText(AUTH_TEXT.passwordChanged);
    const sent = fetchMock.mock.calls.find(([url]) => String(url).endsWith(AUTH_API.changePassword));
    expect(JSON.parse(String(sent?.[1]?.body))).toEqual({
      currentPassword: 'my-old-password',
      password: 'a-new-password',
    });
  });

  it("says 'Password changed successfully!', signs out and goes to /login", async () => {
    const { router } = openChangePassword({
      [`POST ${AUTH_API.changePassword}`]: ok,
      [`POST ${AUTH_API.logout}`]: ok,
    });
    await screen.findByLabelText(AUTH_FORM_TEXT.newPassword);
    type(AUTH_FORM_TEXT.currentPassword, 'my-old-password');
    typeNewPassword('a-new-password');
    await click(AUTH_FORM_TEXT.savePassword);
    expect(await screen.findByText(AUTH_TEXT.passwordChanged)).toBeVisible();
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.search).toBe('');
  });
});
