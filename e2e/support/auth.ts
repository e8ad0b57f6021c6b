import { ACCOUNT_MENU_TEXT, AUTH, AUTH_FORM_TEXT, NAV_TEXT } from '@ibh/contract';
import type { Page } from 'playwright-core';
import { vi } from 'vitest';
import { baseUrl, visit } from './browser.ts';

interface MailItem {
  id: string;
  to: string;
  subject: string;
  text: string;
  createdAt: string;
}

/** A fresh address per run, so runs never collide on the same database. */
export function uniqueEmail(tag: string): string {
  return `e2e-${tag}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@demo.test`;
}

async function mailTo(email: string): Promise<MailItem[]> {
  const res = await fetch(`${baseUrl}/dev/mail.json?to=${encodeURIComponent(email)}`);
  if (!res.ok) throw new Error(`/dev/mail.json answered ${res.status}`);
  return ((await res.json()) as { items: MailItem[] }).items;
}

/** Ids of the messages an address has now: pass them to `nextCode` to skip older codes. */
export async function mailIds(email: string): Promise<Set<string>> {
  return new Set((await mailTo(email)).map((item) => item.id));
}

const CODE_LINE = new RegExp(`^(\\d{${AUTH.otpLength}})$`, 'm');

/** Waits (polling the dev mailbox) for a new email to `email`, not in `seen`, whose text `find` reads. */
function nextMail(
  email: string,
  seen: Set<string>,
  what: string,
  timeoutMs: number,
  find: (text: string) => string | undefined,
) {
  return vi.waitFor(
    async () => {
      for (const item of await mailTo(email)) {
        const found = find(item.text);
        if (!seen.has(item.id) && found) return found;
      }
      throw new Error(`no new ${what} email to ${email} within ${timeoutMs} ms`);
    },
    { timeout: timeoutMs, interval: 250 },
  );
}

/** Waits for a new code email to `email` (not in `seen`) and returns its 6-digit code. */
export function nextCode(email: string, seen: Set<string>, timeoutMs = 15_000): Promise<string> {
  return nextMail(email, seen, 'code', timeoutMs, (text) => CODE_LINE.exec(text)?.[1]);
}

/** Waits for a new code email to `email` (not in `seen`) and returns its one-click link. */
export function nextLink(email: string, seen: Set<string>, timeoutMs = 15_000): Promise<string> {
  return nextMail(
    email,
    seen,
    'link',
    timeoutMs,
    (text) => /(https?:\/\/\S+\/auth\/callback\?\S+)/.exec(text)?.[1],
  );
}

/** Types a code into the six boxes as a person would: focus the first, type the digits. */
export async function typeCode(page: Page, code: string): Promise<void> {
  await page.getByLabel(AUTH_FORM_TEXT.digit(1, AUTH.otpLength), { exact: true }).click();
  await page.keyboard.type(code);
}

export async function logInWithPassword(page: Page, email: string, password: string): Promise<void> {
  await page.getByLabel(AUTH_FORM_TEXT.email, { exact: true }).fill(email);
  await page.getByLabel(AUTH_FORM_TEXT.password, { exact: true }).fill(password);
  await page.getByRole('button', { name: AUTH_FORM_TEXT.logIn, exact: true }).click();
}

/**
 * Logs out from the header's account menu, always from a fresh load of the home page: a page that
 * never redirects, so a redirect still on its way from the page before (the dashboard sending an
 * incomplete profile to /complete-signup) cannot take the menu away mid-click.
 */
export async function logOut(page: Page): Promise<void> {
  const menu = page.getByRole('button', { name: new RegExp(`^${ACCOUNT_MENU_TEXT.label}`) });
  await visit(page, '/');
  try {
    await menu.waitFor({ timeout: 15_000 });
  } catch (error) {
    const signedOut = await page.getByRole('link', { name: NAV_TEXT.login, exact: true }).isVisible();
    throw new Error(
      `no account menu on ${page.url()} (${signedOut ? 'the page shows Login: signed out' : 'not signed out'})`,
      {
        cause: error,
      },
    );
  }
  await menu.click();
  await page.getByRole('menuitem', { name: ACCOUNT_MENU_TEXT.logout }).click();
  await page.waitForURL((url) => url.pathname === '/');
}
