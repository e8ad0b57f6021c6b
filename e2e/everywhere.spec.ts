// Issue 26, items 11-14 and two parts of 17: loopback aliases sign in, a session that ended
// elsewhere goes to sign-in with a note, files keep the name they were uploaded with, demo data says
// it is demo data, one date format on every screen, and the testimonial form knows who is writing.
import { request as httpRequest } from 'node:http';
import {
  ADMIN_ANALYTICS_TEXT,
  AUTH_API,
  AUTH_COOKIES,
  EVIDENCE_API,
  ORDER_API,
  ORDER_PAGE_TEXT,
  ORDER_ROUTES,
  type OrderFile,
  PATHS,
  SESSION_ENDED,
  TESTIMONIAL_TEXT,
  WORKROOM_TEXT,
} from '@ibh/contract';
import type { Browser, BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPerson, logInBrowser } from './support/api.ts';
import { logInWithPassword } from './support/auth.ts';
import { baseUrl, checkScreen, launchBrowser, newContext, visit } from './support/browser.ts';

const DEMO_PASSWORD = 'demo-pass-1234';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function signedInAs(
  email: string,
  password = DEMO_PASSWORD,
  viewport: 'desktop' | 'phone' = 'desktop',
) {
  const context = await newContext(browser, viewport);
  await logInBrowser(context, email, password);
  return context;
}

/** An order of Ava's (as buyer) that has a file in its workroom, from the demo data. */
async function avasOrderWithFile(context: BrowserContext): Promise<{ id: string; file: OrderFile }> {
  const list = await (await context.request.get(`${ORDER_API.orders}?role=buyer`)).json();
  for (const order of list.items as { id: string }[]) {
    const files = await (await context.request.get(ORDER_API.files(order.id))).json();
    const file = (files.items as OrderFile[])[0];
    if (file) return { id: order.id, file };
  }
  throw new Error('no demo order with a file');
}

describe('item 11: a loopback alias of PUBLIC_URL signs in (development)', () => {
  it('signs in on http://localhost:PORT while PUBLIC_URL is http://127.0.0.1:PORT', async () => {
    const alias = baseUrl.replace('127.0.0.1', 'localhost');
    expect(alias).not.toBe(baseUrl);
    const context = await browser.newContext({ baseURL: alias, viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    await visit(page, PATHS.login);
    expect(new URL(page.url()).hostname).toBe('localhost');
    const person = await createPerson('Lou Loopback', 'idea_owner', { country: 'Portugal' });
    await logInWithPassword(page, person.email, 'profile-pass-2468');
    await page.waitForURL((url) => url.pathname === PATHS.dashboard, { timeout: 20_000 });
    await expect
      .poll(async () => (await context.cookies()).some((c) => c.name === AUTH_COOKIES.access && c.value))
      .toBe(true);
    await context.close();
  });
});

/** Ends the browser's session on the server the way another device would, leaving its cookies as they are. */
async function endSessionElsewhere(context: BrowserContext): Promise<void> {
  const cookies = await context.cookies();
  const header = cookies.map((c) => `${c.name}=${c.value}`).join('; ');
  const csrf = cookies.find((c) => c.name === 'ibh_csrf')?.value ?? '';
  const url = new URL(AUTH_API.logout, baseUrl);
  const status = await new Promise<number>((resolve, reject) => {
    const req = httpRequest(
      url,
      { method: 'POST', headers: { cookie: header, 'x-csrf-token': csrf, origin: url.origin } },
      (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
      },
    );
    req.on('error', reject);
    req.end();
  });
  expect(status).toBeLessThan(300);
}

describe('item 12: a session that ended elsewhere goes to sign-in with a note', () => {
  it('on the order page, on a fresh load and while the page is open, instead of "Order Not Found"', async () => {
    const context = await signedInAs('ava@demo.test');
    const { id } = await avasOrderWithFile(context);
    const page = await context.newPage();
    const note = page.getByText(SESSION_ENDED.note);

    // A fresh load of the order page with the cookies of a session that ended elsewhere.
    await endSessionElsewhere(context);
    await visit(page, ORDER_ROUTES.order(id));
    await page.waitForURL((url) => url.pathname === PATHS.login, { timeout: 20_000 });
    await note.waitFor();
    expect(new URL(page.url()).searchParams.get('next')).toBe(ORDER_ROUTES.order(id));
    await checkScreen(page, 'everywhere-session-ended-desktop');
    // Signing in again goes back to the order, and the note is gone.
    await logInWithPassword(page, 'ava@demo.test', DEMO_PASSWORD);
    await page.waitForURL((url) => url.pathname === ORDER_ROUTES.order(id), { timeout: 20_000 });
    await page.getByText(ORDER_PAGE_TEXT.openWorkroom, { exact: true }).first().waitFor();
    expect(await note.count()).toBe(0);

    // The open page finds out on its next request (here: moving to the workroom).
    await endSessionElsewhere(context);
    await page.getByText(ORDER_PAGE_TEXT.openWorkroom, { exact: true }).first().click();
    await page.waitForURL((url) => url.pathname === PATHS.login, { timeout: 20_000 });
    await note.waitFor();
    expect(new URL(page.url()).searchParams.get('next')).toBe(ORDER_ROUTES.workroom(id));
    expect(await page.getByText(ORDER_PAGE_TEXT.notFound).count()).toBe(0);
    expect(await page.getByText(WORKROOM_TEXT.notFound).count()).toBe(0);
    await context.close();
  });

  it('at phone width after a password change on another device, on any signed-in page', async () => {
    const person = await createPerson('Sid Session', 'idea_owner', { country: 'Chile' });
    const context = await newContext(browser, 'phone');
    await logInBrowser(context, person.email);
    const page = await context.newPage();
    await visit(page, PATHS.notifications);
    await person.call('POST', AUTH_API.changePassword, {
      currentPassword: 'profile-pass-2468',
      password: 'profile-pass-1357-new',
    });
    await visit(page, PATHS.dashboard);
    await page.waitForURL((url) => url.pathname === PATHS.login, { timeout: 20_000 });
    await page.getByText(SESSION_ENDED.note).waitFor();
    await checkScreen(page, 'everywhere-session-ended-phone');
    // Signing in again returns to the page and the note is gone.
    await logInWithPassword(page, person.email, 'profile-pass-1357-new');
    await page.waitForURL((url) => url.pathname === PATHS.dashboard, { timeout: 20_000 });
    await context.close();
  });
});

describe('item 13: files keep the name they were uploaded with', () => {
  it('downloads and the activity log show interview-guide.txt, not its storage key', async () => {
    const context = await signedInAs('ava@demo.test');
    const { id, file } = await avasOrderWithFile(context);
    expect(file.name).toMatch(/^\d+-/);
    const page = await context.newPage();
    await visit(page, ORDER_ROUTES.workroom(id));
    await page.getByRole('tab', { name: WORKROOM_TEXT.tabs.files }).click();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page
        .getByRole('button', { name: new RegExp(file.originalName) })
        .first()
        .click(),
    ]);
    expect(download.suggestedFilename()).toBe(file.originalName);

    await page.getByRole('tab', { name: WORKROOM_TEXT.tabs.activity }).click();
    const panel = page.getByRole('tabpanel');
    await panel.getByText(`File uploaded: ${file.originalName}`).waitFor();
    expect(await panel.textContent()).not.toContain(file.name);
    await context.close();
  });
});

describe('item 14: demo data says it is demo data', () => {
  it('marks seeded events on the admin Analytics tab', async () => {
    for (const viewport of ['desktop', 'phone'] as const) {
      const context = await signedInAs('admin@demo.test', DEMO_PASSWORD, viewport);
      const page = await context.newPage();
      await visit(page, `${PATHS.adminShop}?tab=analytics`);
      await page.getByRole('heading', { name: ADMIN_ANALYTICS_TEXT.title }).waitFor();
      await page.getByText(ADMIN_ANALYTICS_TEXT.seededBadge, { exact: true }).waitFor();
      await page.getByText(/seeded demo data, not activity of real people/).waitFor();
      await checkScreen(page, `everywhere-analytics-seeded-${viewport}`);
      await context.close();
    }
  });

  it('CampusConnect’s evidence speaks about campus hiring, not clinics', async () => {
    const context = await newContext(browser);
    const list = await (await context.request.get(`${EVIDENCE_API.list}?limit=50`)).json();
    const pages: string[] = [];
    for (const item of list.items as { id: string; title: string }[]) {
      const detail = await (await context.request.get(EVIDENCE_API.detail(item.id))).json();
      if (detail.linkedIdea?.title === 'CampusConnect' || item.title.includes('CampusConnect'))
        pages.push(item.id);
    }
    // The linked interviews and the published sprint's evidence.
    expect(pages.length).toBe(2);
    const page = await context.newPage();
    for (const id of pages) {
      await visit(page, `/ledger/e/${id}`);
      const main = page.locator('main');
      await main
        .getByText(/startup/i)
        .first()
        .waitFor();
      expect((await main.textContent()) ?? '').not.toMatch(/clinic/i);
    }
    await context.close();
  });
});

describe('item 17: one date format, and the testimonial form knows the writer', () => {
  it('shows dates as "Mon D, YYYY" whatever the browser locale', async () => {
    const context = await browser.newContext({ baseURL: baseUrl, locale: 'en-GB', timezoneId: 'UTC' });
    await logInBrowser(context, 'ava@demo.test', DEMO_PASSWORD);
    const page = await context.newPage();
    await visit(page, PATHS.dashboard);
    const main = page.locator('main');
    await main
      .getByText(/\b[A-Z][a-z]{2} \d{1,2}, \d{4}\b/)
      .first()
      .waitFor();
    const text = (await main.textContent()) ?? '';
    expect(text).not.toMatch(/\b\d{1,2} [A-Z][a-z]{2} \d{4}\b/);
    expect(text).not.toMatch(/\b\d{1,2}\/\d{1,2}\/\d{4}\b/);
    await context.close();
  });

  it('prefills the signed-in person’s name on /testimonial, on a fresh load', async () => {
    const person = await createPerson('Tess Monial', 'idea_owner', { country: 'Ireland' });
    for (const viewport of ['desktop', 'phone'] as const) {
      const context = await newContext(browser, viewport);
      await logInBrowser(context, person.email);
      const page = await context.newPage();
      await visit(page, PATHS.testimonial);
      const name = page.getByLabel(TESTIMONIAL_TEXT.name, { exact: true });
      await expect.poll(() => name.inputValue()).toBe('Tess Monial');
      await checkScreen(page, `everywhere-testimonial-${viewport}`);
      await context.close();
    }
  });
});
