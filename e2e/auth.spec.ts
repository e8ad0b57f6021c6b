import {
  AUTH_DIAGNOSE_TEXT,
  AUTH_FORM_TEXT,
  AUTH_TEXT,
  NAV_TEXT,
  OPEN_IN_BROWSER_TEXT,
  PATHS,
} from '@ibh/contract';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  logInWithPassword,
  logOut,
  mailIds,
  nextCode,
  nextLink,
  typeCode,
  uniqueEmail,
} from './support/auth.ts';
import {
  expectAccessible,
  expectNoHorizontalScroll,
  launchBrowser,
  newContext,
  screenshot,
  VIEWPORTS,
  type ViewportName,
  visit,
} from './support/browser.ts';

const PASSWORD = 'first-pass-2468';
const NEW_PASSWORD = 'second-pass-1357';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const button = (page: Page, name: string) => page.getByRole('button', { name, exact: true });
const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });
const atPath = (path: string) => (url: URL) => url.pathname === path;

async function signUp(page: Page, email: string, name: string): Promise<void> {
  await visit(page, '/signup');
  await field(page, AUTH_FORM_TEXT.fullName).fill(name);
  await field(page, AUTH_FORM_TEXT.email).fill(email);
  await field(page, AUTH_FORM_TEXT.password).fill(PASSWORD);
  await field(page, AUTH_FORM_TEXT.role).selectOption('idea_owner');
  const seen = await mailIds(email);
  await button(page, AUTH_FORM_TEXT.createAccount).click();
  await page.getByRole('heading', { name: AUTH_FORM_TEXT.checkEmail }).waitFor();
  await typeCode(page, await nextCode(email, seen));
  await button(page, AUTH_FORM_TEXT.verify).click();
  // A new account has not completed its profile, so signing in lands on /complete-signup (decision 23).
  await page.waitForURL(atPath(PATHS.completeSignup));
}

/** From /login: Forgot password → email → send; returns the outbox ids seen before the code mail. */
async function requestResetCode(page: Page, email: string): Promise<Set<string>> {
  await visit(page, '/login');
  await button(page, AUTH_FORM_TEXT.forgotPassword).click();
  await field(page, AUTH_FORM_TEXT.email).fill(email);
  const seen = await mailIds(email);
  await button(page, AUTH_FORM_TEXT.sendResetCode).click();
  await page.getByRole('heading', { name: AUTH_FORM_TEXT.checkEmail }).waitFor();
  return seen;
}

describe('accounts and sign-in', () => {
  it('signs up with an emailed code, logs out and in (password, code), resets the password', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    const email = uniqueEmail('flow');

    // Sign up -> code from the outbox -> confirmed -> signed in.
    await signUp(page, email, 'E2E Founder');
    await logOut(page);

    // A wrong password.
    await visit(page, '/login');
    await logInWithPassword(page, email, 'not-the-password');
    await expect.poll(() => page.getByRole('alert').textContent()).toBe(AUTH_TEXT.invalidCredentials);

    // Log in by email code.
    await button(page, AUTH_FORM_TEXT.methodCode).click();
    await field(page, AUTH_FORM_TEXT.email).fill(email);
    let seen = await mailIds(email);
    await button(page, AUTH_FORM_TEXT.sendCode).click();
    await page.getByRole('heading', { name: AUTH_FORM_TEXT.checkEmail }).waitFor();
    await typeCode(page, await nextCode(email, seen));
    await button(page, AUTH_FORM_TEXT.verify).click();
    await page.waitForURL(atPath(PATHS.completeSignup));
    await logOut(page);

    // Reset the password by code, then log in with the new one.
    seen = await requestResetCode(page, email);
    await typeCode(page, await nextCode(email, seen));
    await button(page, AUTH_FORM_TEXT.verifyReset).click();
    await page.getByRole('heading', { name: AUTH_FORM_TEXT.setTitle }).waitFor();
    await field(page, AUTH_FORM_TEXT.newPassword).fill(NEW_PASSWORD);
    await field(page, AUTH_FORM_TEXT.confirmPassword).fill(NEW_PASSWORD);
    await button(page, AUTH_FORM_TEXT.savePassword).click();
    await page.getByText(AUTH_TEXT.resetDone).waitFor();
    expect(await field(page, AUTH_FORM_TEXT.email).inputValue()).toBe(email);
    await logInWithPassword(page, email, PASSWORD);
    await expect.poll(() => page.getByRole('alert').textContent()).toBe(AUTH_TEXT.invalidCredentials);
    await field(page, AUTH_FORM_TEXT.password).fill(NEW_PASSWORD);
    await button(page, AUTH_FORM_TEXT.logIn).click();
    await page.waitForURL(atPath(PATHS.completeSignup));

    expect(errors).toEqual([]);
    await context.close();
  });

  it('returns to the guarded page the visitor wanted after logging in', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    const email = uniqueEmail('guard');
    await signUp(page, email, 'E2E Guard');
    await logOut(page);

    await visit(page, '/notifications?tab=unread');
    await page.waitForURL(atPath('/login'));
    expect(new URL(page.url()).searchParams.get('next')).toBe('/notifications?tab=unread');
    await logInWithPassword(page, email, PASSWORD);
    await page.waitForURL(atPath('/notifications'));
    expect(new URL(page.url()).search).toBe('?tab=unread');
    await context.close();
  });

  it('confirms an account and resets its password through the emailed links', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    const email = uniqueEmail('links');
    await visit(page, '/signup');
    await field(page, AUTH_FORM_TEXT.fullName).fill('E2E Links');
    await field(page, AUTH_FORM_TEXT.email).fill(email);
    await field(page, AUTH_FORM_TEXT.password).fill(PASSWORD);
    await field(page, AUTH_FORM_TEXT.role).selectOption('professional');
    let seen = await mailIds(email);
    await button(page, AUTH_FORM_TEXT.createAccount).click();
    await page.getByRole('heading', { name: AUTH_FORM_TEXT.checkEmail }).waitFor();
    await page.goto(await nextLink(email, seen));
    await page.waitForURL(atPath(PATHS.completeSignup));
    await logOut(page);

    seen = await requestResetCode(page, email);
    await page.goto(await nextLink(email, seen));
    await page.waitForURL(atPath('/reset-password'));
    await field(page, AUTH_FORM_TEXT.newPassword).fill(NEW_PASSWORD);
    await field(page, AUTH_FORM_TEXT.confirmPassword).fill(NEW_PASSWORD);
    await screenshot(page, 'auth-reset-password-link-desktop');
    await button(page, AUTH_FORM_TEXT.savePassword).click();
    await page.waitForURL(atPath('/login'));
    await page.getByText(AUTH_TEXT.resetDone).waitFor();
    await logInWithPassword(page, email, NEW_PASSWORD);
    await page.waitForURL(atPath(PATHS.completeSignup));
    await context.close();
  });

  it('sends a failed email link back to /login with the spec’s message', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await page.goto('/auth/callback#error=access_denied&error_description=Link+expired');
    await page.waitForURL(atPath('/login'));
    await expect
      .poll(() => page.getByRole('alert').textContent())
      .toBe(AUTH_TEXT.loginFailed('access_denied', 'Link expired'));
    await context.close();
  });

  for (const viewport of Object.keys(VIEWPORTS) as ViewportName[]) {
    it(`shows every auth screen, accessible and finished, at ${viewport} width`, async () => {
      const context = await newContext(browser, viewport);
      const page = await context.newPage();
      const check = async (name: string) => {
        await expectAccessible(page, `${name} (${viewport})`);
        await expectNoHorizontalScroll(page, `${name} (${viewport})`);
        await screenshot(page, `auth-${name}-${viewport}`);
      };

      await visit(page, '/login');
      await page.getByRole('heading', { name: NAV_TEXT.login }).waitFor();
      await check('login');
      await button(page, AUTH_FORM_TEXT.logIn).click();
      await page.getByText(AUTH_TEXT.emailPasswordRequired).waitFor();
      await check('login-required');
      await button(page, AUTH_FORM_TEXT.methodCode).click();
      await check('login-code');
      const email = uniqueEmail(`shots-${viewport}`);
      await field(page, AUTH_FORM_TEXT.email).fill(email);
      await button(page, AUTH_FORM_TEXT.sendCode).click();
      await page.getByRole('heading', { name: AUTH_FORM_TEXT.checkEmail }).waitFor();
      await check('login-code-verify');
      await typeCode(page, '000000');
      await button(page, AUTH_FORM_TEXT.verify).click();
      await page.getByText(AUTH_TEXT.codeInvalidTryAgain).waitFor();
      await check('login-code-invalid');

      await visit(page, '/login');
      await button(page, AUTH_FORM_TEXT.forgotPassword).click();
      await page.getByRole('heading', { name: AUTH_FORM_TEXT.resetTitle }).waitFor();
      await check('login-reset');

      await visit(page, '/signup');
      await page.getByRole('heading', { name: NAV_TEXT.signup }).waitFor();
      await check('signup');

      await visit(page, '/reset-password');
      await page.getByText(AUTH_TEXT.recoveryNotFound).waitFor();
      await check('reset-password-no-session');

      await visit(page, '/open-in-browser?next=%2Fexplore');
      await page.getByRole('link', { name: OPEN_IN_BROWSER_TEXT.continue }).waitFor();
      await check('open-in-browser');

      await visit(page, '/auth-diagnose');
      await page.getByText(AUTH_TEXT.noActiveSession).waitFor();
      await check('diagnose-anonymous');

      await signUp(page, uniqueEmail(`signed-${viewport}`), 'E2E Screens');
      await visit(page, '/auth-diagnose');
      await page.getByText(AUTH_DIAGNOSE_TEXT.provider).waitFor();
      await check('diagnose');
      await visit(page, '/change-password');
      await page.getByRole('heading', { name: AUTH_FORM_TEXT.changeTitle }).waitFor();
      await check('change-password');
      await context.close();
    });
  }
});
