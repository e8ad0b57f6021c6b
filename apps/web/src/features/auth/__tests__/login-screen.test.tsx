import { AUTH_API, AUTH_FORM_TEXT, AUTH_TEXT, NAV_TEXT, ROLES } from '@ibh/contract';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { pageTestLifecycle } from '@/test/lifecycle';
import { apiError, json, renderApp, testUser } from '@/test/render-app';

pageTestLifecycle({ clearSessionStorage: true });

const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const type = (label: string, value: string) => fireEvent.change(field(label), { target: { value } });
const click = (name: string) => fireEvent.click(screen.getByRole('button', { name }));

describe('login, password sub-mode', () => {
  it("says 'Email & password required.' once, and marks the empty fields", async () => {
    renderApp('/login');
    await screen.findByRole('heading', { name: NAV_TEXT.login });
    type(AUTH_FORM_TEXT.email, 'ada@example.com');
    click(AUTH_FORM_TEXT.logIn);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe(AUTH_TEXT.emailPasswordRequired);
    expect(screen.getAllByText(AUTH_TEXT.emailPasswordRequired)).toHaveLength(1);
    const password = field(AUTH_FORM_TEXT.password);
    expect(password.getAttribute('aria-invalid')).toBe('true');
    expect(password.getAttribute('aria-describedby')).toContain(alert.id);
    await waitFor(() => expect(document.activeElement).toBe(password));
  });

  it('says the email is not valid under the field', async () => {
    renderApp('/login');
    await screen.findByRole('heading', { name: NAV_TEXT.login });
    type(AUTH_FORM_TEXT.email, 'not-an-email');
    type(AUTH_FORM_TEXT.password, 'secret-pass');
    click(AUTH_FORM_TEXT.logIn);
    expect(await screen.findByText(AUTH_TEXT.validEmail)).toBeVisible();
  });

  it("shows 'Email or password is incorrect.' for wrong credentials", async () => {
    renderApp('/login', {
      handlers: {
        [`POST ${AUTH_API.login}`]: () =>
          apiError('E_INVALID_CREDENTIALS', AUTH_TEXT.invalidCredentials, 401),
      },
    });
    await screen.findByRole('heading', { name: NAV_TEXT.login });
    type(AUTH_FORM_TEXT.email, 'ada@example.com');
    type(AUTH_FORM_TEXT.password, 'wrong-password');
    click(AUTH_FORM_TEXT.logIn);
    expect((await screen.findByRole('alert')).textContent).toBe(AUTH_TEXT.invalidCredentials);
  });

  it('offers a confirmation code to an unconfirmed account', async () => {
    renderApp('/login', {
      handlers: {
        [`POST ${AUTH_API.login}`]: () => apiError('E_EMAIL_NOT_CONFIRMED', AUTH_TEXT.confirmEmailFirst, 403),
        [`POST ${AUTH_API.sendCode}`]: () => json({ ok: true, resendAfterSeconds: 30 }),
      },
    });
    await screen.findByRole('heading', { name: NAV_TEXT.login });
    type(AUTH_FORM_TEXT.email, 'ada@example.com');
    type(AUTH_FORM_TEXT.password, 'right-password');
    click(AUTH_FORM_TEXT.logIn);
    expect((await screen.findByRole('alert')).textContent).toContain(AUTH_TEXT.confirmEmailFirst);
    click(AUTH_FORM_TEXT.sendConfirmation);
    expect(await screen.findByRole('heading', { name: AUTH_FORM_TEXT.checkEmail })).toBeVisible();
  });

  it('signs in and returns to the page the guard remembered', async () => {
    let signedIn = false;
    const { router } = renderApp('/login?next=%2Fnotifications', {
      handlers: {
        [`POST ${AUTH_API.login}`]: () => {
          signedIn = true;
          return json({ user: testUser });
        },
        [`GET ${AUTH_API.session}`]: () => json({ user: signedIn ? testUser : null }),
      },
    });
    await screen.findByRole('heading', { name: NAV_TEXT.login });
    type(AUTH_FORM_TEXT.email, testUser.email);
    type(AUTH_FORM_TEXT.password, 'demo-pass-1234');
    click(AUTH_FORM_TEXT.logIn);
    await waitFor(() => expect(router.state.location.pathname).toBe('/notifications'));
  });
});

describe('login, email-code sub-mode', () => {
  it("asks for the email ('Enter your email.'), then shows the code panel", async () => {
    const { fetchMock } = renderApp('/login', {
      handlers: { [`POST ${AUTH_API.sendCode}`]: () => json({ ok: true, resendAfterSeconds: 30 }) },
    });
    await screen.findByRole('heading', { name: NAV_TEXT.login });
    click(AUTH_FORM_TEXT.methodCode);
    click(AUTH_FORM_TEXT.sendCode);
    expect(await screen.findByText(AUTH_TEXT.enterEmail)).toBeVisible();
    type(AUTH_FORM_TEXT.email, 'ada@example.com');
    click(AUTH_FORM_TEXT.sendCode);
    expect(await screen.findByRole('heading', { name: AUTH_FORM_TEXT.checkEmail })).toBeVisible();
    const call = fetchMock.mock.calls.find(([url]) => String(url).endsWith(AUTH_API.sendCode));
    expect(JSON.parse(String(call?.[1]?.body))).toEqual({ email: 'ada@example.com', purpose: 'login' });
    await waitFor(() => expect(document.activeElement).toBe(field(AUTH_FORM_TEXT.digit(1, 6))));
  });
});

describe('sign-up', () => {
  it('keeps submit disabled, saying why, until name, email, password and role are set', async () => {
    renderApp('/signup', { handlers: { [`GET ${AUTH_API.roles}`]: () => json({ roles: ROLES }) } });
    await screen.findByRole('heading', { name: NAV_TEXT.signup });
    const submit = screen.getByRole('button', { name: AUTH_FORM_TEXT.createAccount });
    expect(submit.hasAttribute('disabled')).toBe(true);
    expect(screen.getByText(AUTH_TEXT.signupAllFields)).toBeVisible();
    type(AUTH_FORM_TEXT.fullName, 'Ada Founder');
    type(AUTH_FORM_TEXT.email, 'ada@example.com');
    type(AUTH_FORM_TEXT.password, 'long-enough-1');
    expect(submit.hasAttribute('disabled')).toBe(true);
    fireEvent.change(screen.getByLabelText(AUTH_FORM_TEXT.role), { target: { value: 'idea_owner' } });
    await waitFor(() => expect(submit.hasAttribute('disabled')).toBe(false));
    expect(screen.queryByText(AUTH_TEXT.signupAllFields)).toBeNull();
  });

  it("falls back to the contract's roles with 'Unable to load roles'", async () => {
    renderApp('/signup', {
      handlers: { [`GET ${AUTH_API.roles}`]: () => apiError('E_UNAVAILABLE', 'down', 503) },
    });
    expect(await screen.findByText(AUTH_TEXT.unableToLoadRoles, undefined, { timeout: 3000 })).toBeVisible();
    const options = screen.getAllByRole('option').map((option) => option.textContent);
    expect(options).toEqual([AUTH_FORM_TEXT.chooseRole, ...ROLES.map((role) => role.name)]);
  });

  it("sends the form, then shows the code panel; a wrong code says 'Invalid code: …'", async () => {
    renderApp('/signup', {
      handlers: {
        [`GET ${AUTH_API.roles}`]: () => json({ roles: ROLES }),
        [`POST ${AUTH_API.signup}`]: () => json({ ok: true, resendAfterSeconds: 30 }),
        [`POST ${AUTH_API.verifyCode}`]: () =>
          apiError('E_INVALID_INPUT', AUTH_TEXT.codeInvalidOrExpired, 400),
      },
    });
    await screen.findByRole('heading', { name: NAV_TEXT.signup });
    type(AUTH_FORM_TEXT.fullName, 'Ada Founder');
    type(AUTH_FORM_TEXT.email, 'ada@example.com');
    type(AUTH_FORM_TEXT.password, 'short');
    fireEvent.change(screen.getByLabelText(AUTH_FORM_TEXT.role), { target: { value: 'mentor' } });
    click(AUTH_FORM_TEXT.createAccount);
    expect(await screen.findByText(AUTH_TEXT.passwordMin8)).toBeVisible();
    type(AUTH_FORM_TEXT.password, 'long-enough-1');
    click(AUTH_FORM_TEXT.createAccount);
    await screen.findByRole('heading', { name: AUTH_FORM_TEXT.checkEmail });
    fireEvent.paste(field(AUTH_FORM_TEXT.digit(1, 6)), { clipboardData: { getData: () => '111111' } });
    click(AUTH_FORM_TEXT.verify);
    expect((await screen.findByRole('alert')).textContent).toBe(
      `${AUTH_TEXT.invalidCodePrefix}${AUTH_TEXT.codeInvalidOrExpired}`,
    );
  });
});
