#!/usr/bin/env node
/**
 * Screenshots of the app shell for a person to look at.
 * Usage: start `npx vite preview --port 4173` in apps/web, then run this script.
 * BASE_URL overrides the address; CHROMIUM_PATH the browser.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from 'playwright-core';

const base = process.env.BASE_URL ?? 'http://localhost:4173';
const out = join(process.cwd(), '..', '..', 'test-results', 'shell');
mkdirSync(out, { recursive: true });

const viewports = [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'mobile', width: 390, height: 844 },
];
const pages = ['/', '/explore', '/students', '/community', '/some-unknown-path', '/dashboard'];
const user = {
  id: '0b9d6c1e-4f0a-4c3e-9a57-3f1f2e1d0c9b',
  email: 'ada@example.com',
  fullName: 'Ada Founder',
  role: 'idea_owner',
  isAdmin: false,
  avatarUrl: null,
};

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
});

async function open(viewport, signedIn) {
  const context = await browser.newContext({ viewport, reducedMotion: 'reduce' });
  const page = await context.newPage();
  page.on('pageerror', (error) => console.error(`  page error: ${error.message}`));
  await page.route('**/api/**', (route) => {
    const url = route.request().url();
    if (url.endsWith('/api/auth/session')) {
      return signedIn
        ? route.fulfill({ json: { user } })
        : route.fulfill({
            status: 401,
            json: { error: { code: 'E_UNAUTHENTICATED', message: 'x', requestId: 'r' } },
          });
    }
    return route.fulfill({ status: 200, body: '' });
  });
  return { context, page };
}

async function shot(page, name) {
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(300);
  const file = join(out, `${name}.png`);
  await page.screenshot({ path: file, fullPage: !name.match(/^(restricted|menu-sheet|account-menu)/) });
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
  console.log(`${name}: ${page.url()}${overflow ? '  (HORIZONTAL OVERFLOW)' : ''}`);
}

for (const viewport of viewports) {
  const { context, page } = await open(viewport, false);
  for (const path of pages) {
    await page.goto(`${base}${path}`);
    const slug = path === '/' ? 'home' : path.slice(1).replaceAll('/', '-');
    await shot(page, `${slug}-${viewport.name}`);
  }
  await page.goto(`${base}/`);
  if (viewport.name === 'mobile') {
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('dialog').waitFor();
    await shot(page, `menu-sheet-${viewport.name}`);
    await page.getByRole('dialog').getByRole('button', { name: 'Post Your Idea' }).click();
  } else {
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('button', { name: 'Post Your Idea' })
      .click();
  }
  await page.getByRole('dialog', { name: 'Restricted Access' }).waitFor();
  await shot(page, `restricted-${viewport.name}`);
  await context.close();

  const signed = await open(viewport, true);
  await signed.page.goto(`${base}/dashboard`);
  await shot(signed.page, `dashboard-signed-in-${viewport.name}`);
  await signed.page.getByRole('button', { name: /Account menu/ }).click();
  await signed.page.getByRole('menu').waitFor();
  await shot(signed.page, `account-menu-${viewport.name}`);
  await signed.context.close();
}

await browser.close();
