import {
  AUTH_API,
  AUTH_FORM_TEXT,
  ERRORS,
  NAV_TEXT,
  SECOND_FACTOR_API,
  SIGN_IN_SECOND_STEP_TEXT,
} from '@ibh/contract';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { pageTestLifecycle } from '@/test/lifecycle';
import { apiError, json, renderApp, testUser } from '@/test/render-app';

pageTestLifecycle({ clearSessionStorage: true });
// The lazy login route, loaded once before the tests (a cold transform can take longer than a test).
beforeAll(() => import('@/app/routes/auth/login-page'), 120_000);

const T = SIGN_IN_SECOND_STEP_TEXT;
const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
const click = (name: string) => fireEvent.click(screen.getByRole('button', { name }));

/** The login screen with a password that is right for an account with an authenticator app. */
function renderWithSecondFactor(verify: (body: unknown) => Response) {
  let signedIn = false;
  const rendered = renderApp('/login?next=%2Fnotifications', {
    handlers: {
      [`POST ${AUTH_API.login}`]: () => json({ user: null, secondFactor: { methods: ['totp', 'recovery'] } }),
      [`POST ${SECOND_FACTOR_API.verify}`]: (body) => {
        const answer = verify(body);
        signedIn = answer.ok;
        return answer;
      },
      [`GET ${AUTH_API.session}`]: () => json({ user: signedIn ? testUser : null }),
    },
  });
  return rendered;
}

async function passPassword() {
  await screen.findByRole('heading', { name: NAV_TEXT.login }, { timeout: 5_000 });
  type(AUTH_FORM_TEXT.email, testUser.email);
  type(AUTH_FORM_TEXT.password, 'right-password');
  click(AUTH_FORM_TEXT.logIn);
  await screen.findByRole('heading', { name: T.title });
}

describe('the second step of a sign-in', () => {
  it('asks for the 6-digit code with a numeric one-time-code field, then signs in with one navigation', async () => {
    const sent: unknown[] = [];
    const { router } = renderWithSecondFactor((body) => {
      sent.push(body);
      return json({ user: testUser });
    });
    await passPassword();
    const code = screen.getByLabelText(T.codeLabel) as HTMLInputElement;
    expect(code.getAttribute('autocomplete')).toBe('one-time-code');
    expect(code.getAttribute('inputmode')).toBe('numeric');
    expect(router.state.location.pathname).toBe('/login');
    type(T.codeLabel, '123456');
    click(T.verify);
    await waitFor(() => expect(router.state.location.pathname).toBe('/notifications'));
    expect(sent).toEqual([{ method: 'totp', code: '123456' }]);
  });

  it("says a wrong code didn't work, and takes a recovery code instead", async () => {
    const sent: unknown[] = [];
    renderWithSecondFactor((body) => {
      sent.push(body);
      return sent.length === 1
        ? apiError('E_SECOND_FACTOR_INVALID', ERRORS.E_SECOND_FACTOR_INVALID.message, 400)
        : json({ user: testUser });
    });
    await passPassword();
    type(T.codeLabel, '000000');
    click(T.verify);
    expect((await screen.findByRole('alert')).textContent).toContain(ERRORS.E_SECOND_FACTOR_INVALID.message);
    click(T.useRecovery);
    type(T.recoveryLabel, 'abcde-fghjk');
    click(T.verify);
    await waitFor(() => expect(sent).toHaveLength(2));
    expect(sent[1]).toEqual({ method: 'recovery', code: 'abcde-fghjk' });
  });

  it('starts over at the password', async () => {
    renderWithSecondFactor(() => json({ user: testUser }));
    await passPassword();
    click(T.startOver);
    expect(await screen.findByLabelText(AUTH_FORM_TEXT.password)).toBeVisible();
  });
});
