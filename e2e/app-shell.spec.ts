import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  baseUrl,
  expectAccessible,
  expectNoHorizontalScroll,
  launchBrowser,
  newContext,
  screenshot,
  VIEWPORTS,
  type ViewportName,
  visit,
} from './support/browser.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

describe('app shell', () => {
  it('serves the API health with a database round trip', async () => {
    const res = await fetch(`${baseUrl}/api/health`);
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ status: 'ok', database: { ok: true } });
  });

  for (const viewport of Object.keys(VIEWPORTS) as ViewportName[]) {
    it(`renders home, an unknown path and the public pages at ${viewport} width`, async () => {
      const context = await newContext(browser, viewport);
      const page = await context.newPage();
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));

      await visit(page, '/');
      await expect.poll(() => page.locator('header').count()).toBeGreaterThan(0);
      await expectAccessible(page, `home (${viewport})`);
      await expectNoHorizontalScroll(page, `home (${viewport})`);
      await screenshot(page, `home-${viewport}`);

      await visit(page, '/this/path/does-not-exist');
      await expect.poll(() => page.getByRole('heading', { name: 'Not found' }).count()).toBe(1);
      expect(await page.getByText("The page you're looking for doesn't exist.").count()).toBe(1);
      await expectAccessible(page, `not found (${viewport})`);
      await screenshot(page, `not-found-${viewport}`);

      for (const path of ['/students', '/community', '/explore']) {
        await visit(page, path);
        await expectAccessible(page, `${path} (${viewport})`);
        await expectNoHorizontalScroll(page, `${path} (${viewport})`);
        await screenshot(page, `${path.slice(1)}-${viewport}`);
      }
      expect(errors).toEqual([]);
      await context.close();
    });
  }

  it('sends an anonymous visitor of a guarded route to /login and remembers where they were going', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await visit(page, '/dashboard');
    await page.waitForURL(/\/login/);
    const url = new URL(page.url());
    expect(url.pathname).toBe('/login');
    expect(url.searchParams.get('next')).toBe('/dashboard');
    await screenshot(page, 'guard-login-desktop');
    await context.close();
  });

  it('redirects /messages to /inbox keeping the query, and /idea/:id to /ideas/:id', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await visit(page, '/messages?to=someone');
    await page.waitForURL(/\/login/);
    expect(new URL(page.url()).searchParams.get('next')).toBe('/inbox?to=someone');

    await visit(page, '/idea/abc123');
    await page.waitForURL(/\/ideas\/abc123/);
    expect(new URL(page.url()).pathname).toBe('/ideas/abc123');
    await context.close();
  });

  it('offers the browsable API reference', async () => {
    const res = await fetch(`${baseUrl}/api/openapi.json`);
    const doc = (await res.json()) as { paths: Record<string, unknown> };
    expect(Object.keys(doc.paths)).toContain('/api/health');
    const context = await newContext(browser);
    const page = await context.newPage();
    await page.goto('/api/docs/');
    await page.getByText('IBH API').first().waitFor();
    await screenshot(page, 'api-docs-desktop');
    await context.close();
  });
});
