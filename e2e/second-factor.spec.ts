import {
  ACCOUNT_MENU_TEXT,
  ADMIN_CONSOLE_TEXT,
  PATHS,
  SECOND_FACTOR_API,
  SECOND_FACTOR_TEXT,
  SIGN_IN_SECOND_STEP_TEXT,
} from '@ibh/contract';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { totpCode } from '../apps/server/src/modules/auth/totp.ts';
import { createPerson, E2E_PASSWORD, logInBrowser } from './support/api.ts';
import { logOut } from './support/auth.ts';
import { baseUrl, checkScreen, launchBrowser, newContext, VIEWPORTS, visit } from './support/browser.ts';

/**
 * A second factor (issue 29 part 6): a person adds a passkey in Settings → Security on Chromium's
 * virtual authenticator, signs out and signs in with it; an admin without a second factor who
 * opens the console is sent to set one up, and the console opens once they have.
 */
const DEMO_PASSWORD = 'demo-pass-1234';
const UNSECURED_ADMIN = 'ops@demo.test';
const T = SECOND_FACTOR_TEXT;

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
}, 120_000);
afterAll(() => browser?.close());

/** Browsers refuse passkeys on an IP address: this context opens the app at localhost (same server). */
const localhostUrl = () => {
  const url = new URL(baseUrl);
  url.hostname = 'localhost';
  return url.origin;
};

/** A page with Chromium's virtual platform authenticator (resident keys, user verification). */
async function withVirtualAuthenticator(context: BrowserContext): Promise<Page> {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
    },
  });
  return page;
}

const button = (page: Page, name: string) => page.getByRole('button', { name, exact: true });

describe('second factor', () => {
  it('adds a passkey in Settings → Security, signs out, and signs in with the passkey', {
    timeout: 180_000,
  }, async () => {
    const person = await createPerson(`Pia Passkey ${Date.now().toString(36)}`, 'idea_owner', {
      country: 'Spain',
    });
    const context = await browser.newContext({
      baseURL: localhostUrl(),
      viewport: VIEWPORTS.desktop,
      reducedMotion: 'reduce',
    });
    await logInBrowser(context, person.email, E2E_PASSWORD);
    const page = await withVirtualAuthenticator(context);
    await visit(page, PATHS.security);
    await page.getByText(T.security.passkeysEmpty).waitFor();
    await checkScreen(page, 'security-empty-desktop');

    await page.getByLabel(T.security.passkeyName).fill('Work laptop');
    await button(page, T.security.addPasskey).click();
    await page.getByText(T.security.passkeyAdded).waitFor();
    await page.getByText('Work laptop', { exact: true }).waitFor();
    await checkScreen(page, 'security-passkey-added-desktop');

    await logOut(page);
    await visit(page, PATHS.login);
    await checkScreen(page, 'login-with-passkey-desktop');
    await button(page, SIGN_IN_SECOND_STEP_TEXT.passkeyButton).click();
    await page.waitForURL((url) => url.pathname !== PATHS.login, { timeout: 30_000 });
    await page.getByRole('button', { name: new RegExp(`^${ACCOUNT_MENU_TEXT.label}`) }).waitFor();
    const status = await (await page.request.get(SECOND_FACTOR_API.status)).json();
    expect(status).toMatchObject({ sessionVerified: true, passkeys: [{ name: 'Work laptop' }] });
    await context.close();
  });

  it('an admin without a second factor is sent to set one up; with it, the console opens', {
    timeout: 180_000,
  }, async () => {
    const phone = await newContext(browser, 'phone');
    await logInBrowser(phone, UNSECURED_ADMIN, DEMO_PASSWORD);
    const phonePage = await phone.newPage();
    await visit(phonePage, PATHS.adminShop);
    await phonePage.waitForURL((url) => url.pathname === PATHS.security);
    await phonePage.getByText(T.adminGate.title).waitFor();
    await checkScreen(phonePage, 'security-admin-gate-phone');
    await phone.close();

    const context = await newContext(browser, 'desktop');
    await logInBrowser(context, UNSECURED_ADMIN, DEMO_PASSWORD);
    const page = await context.newPage();
    await visit(page, PATHS.adminShop);
    await page.waitForURL((url) => url.pathname === PATHS.security);
    await page.getByText(T.adminGate.title).waitFor();
    await checkScreen(page, 'security-admin-gate-desktop');

    await button(page, T.security.setUpTotp).click();
    await page.getByRole('img', { name: T.security.qrLabel }).waitFor();
    await checkScreen(page, 'security-totp-setup-desktop');
    const key = (await page.locator('code').first().textContent())?.replace(/\s/g, '') ?? '';
    await page.getByLabel(T.security.confirmCode).fill(totpCode(key, new Date()));
    await button(page, T.security.confirm).click();
    await page.getByText(T.security.recoveryTitle).waitFor();
    await checkScreen(page, 'security-recovery-codes-desktop');
    await button(page, T.security.savedCodes).click();

    await visit(page, PATHS.adminShop);
    await page.getByRole('heading', { level: 1, name: ADMIN_CONSOLE_TEXT.title }).waitFor();
    await context.close();
  });
});
