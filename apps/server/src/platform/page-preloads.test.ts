import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { AUTH_COOKIES } from '@ibh/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/test-server.ts';

const dist = mkdtempSync(path.join(tmpdir(), 'ibh-web-preloads-'));
const INDEX = `<!doctype html><html><head><script type="module" src="/assets/index-E1.js"></script></head><body><div id="root"></div></body></html>`;
let t: TestApp;

beforeAll(async () => {
  mkdirSync(path.join(dist, 'assets'));
  mkdirSync(path.join(dist, '.vite'));
  writeFileSync(path.join(dist, 'index.html'), INDEX);
  writeFileSync(path.join(dist, 'assets', 'index-E1.js'), 'export {};');
  writeFileSync(
    path.join(dist, '.vite', 'route-preloads.json'),
    JSON.stringify({
      routes: {
        '/ideas/:id': ['/assets/idea-page-A1.js', '/assets/icons-B2.js'],
        '/': ['/assets/home-page-C3.js'],
      },
    }),
  );
  t = await startTestApp({ webDist: dist });
});
afterAll(async () => {
  await t.close();
  rmSync(dist, { recursive: true, force: true });
});

const page = async (url: string) => (await t.app.inject({ method: 'GET', url })).body;
const signedInPage = async (url: string) =>
  (await t.app.inject({ method: 'GET', url, headers: { cookie: `${AUTH_COOKIES.access}=token` } })).body;
/** The URLs as the browser reads the attributes (character references decoded). */
const fetchPreloads = (html: string) =>
  [...html.matchAll(/<link rel="preload" as="fetch" crossorigin="use-credentials" href="([^"]*)">/g)].map(
    (m) => m[1]?.replace(/&#(\d+);/g, (_, code: string) => String.fromCharCode(Number(code))),
  );
const modulePreloads = (html: string) =>
  [...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]*)">/g)].map((m) => m[1]);

describe("a page's HTML preloads its route's chunks and first API reads", () => {
  it("names an idea page's chunks, the session read and the idea's read, reads first, in the head", async () => {
    const html = await page('/ideas/3f0c9d2e-1111-4000-8000-000000000000?tab=evidence');
    expect(modulePreloads(html)).toEqual(['/assets/idea-page-A1.js', '/assets/icons-B2.js']);
    expect(fetchPreloads(html)).toEqual([
      '/api/auth/session',
      '/api/ideas/3f0c9d2e-1111-4000-8000-000000000000',
    ]);
    expect(html.indexOf('rel="preload"')).toBeLessThan(html.indexOf('rel="modulepreload"'));
    expect(html.indexOf('idea-page-A1.js')).toBeLessThan(html.indexOf('</head>'));
  });

  it('builds each read as the web client sends it: My Hub with its default sort, the workroom from :orderId', async () => {
    expect(fetchPreloads(await signedInPage('/dashboard'))).toEqual([
      '/api/auth/session',
      '/api/dashboard?sort=recent',
    ]);
    expect(fetchPreloads(await signedInPage('/workroom/ord-7'))).toEqual([
      '/api/auth/session',
      '/api/orders/ord-7',
    ]);
    expect(fetchPreloads(await page('/'))).toEqual(['/api/auth/session', '/api/home']);
    expect(modulePreloads(await page('/'))).toEqual(['/assets/home-page-C3.js']);
  });

  it("preloads a signed-in page's read only for a visitor with a session cookie, so no 401 waits for the page after a sign-in", async () => {
    expect(fetchPreloads(await page('/dashboard'))).toEqual(['/api/auth/session']);
    expect(fetchPreloads(await page('/workroom/ord-7'))).toEqual(['/api/auth/session']);
    const refreshOnly = await t.app.inject({
      method: 'GET',
      url: '/dashboard',
      headers: { cookie: `${AUTH_COOKIES.refresh}=r` },
    });
    expect(fetchPreloads(refreshOnly.body)).toEqual(['/api/auth/session', '/api/dashboard?sort=recent']);
  });

  it("preloads Explore's and browse services' unfiltered first page, and nothing for a filtered one", async () => {
    expect(fetchPreloads(await page('/explore'))).toEqual([
      '/api/auth/session',
      '/api/ideas?sort=newest&limit=12',
    ]);
    expect(fetchPreloads(await page('/browse-services'))).toEqual([
      '/api/auth/session',
      '/api/services?sort=recommended&limit=20',
    ]);
    expect(fetchPreloads(await page('/explore?q=solar'))).toEqual(['/api/auth/session']);
    expect(fetchPreloads(await page('/browse-services?category=design'))).toEqual(['/api/auth/session']);
  });

  it('gives a route without a known first read only the session read, and a route outside the map no chunks', async () => {
    const html = await page('/students');
    expect(fetchPreloads(html)).toEqual(['/api/auth/session']);
    expect(modulePreloads(html)).toEqual([]);
  });

  it('adds nothing to the page of an unknown path', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/no-such-page' });
    expect(res.statusCode).toBe(404);
    expect(res.body).toBe(INDEX);
  });

  it('escapes a path parameter into the URL, so it cannot leave the attribute', async () => {
    const html = await page(`/ideas/%22%3E%3Cscript%3Ealert(1)%3C%2Fscript%3E'x`);
    expect(html).not.toContain('<script>alert');
    expect(html).toContain('/api/ideas/%22%3E%3Cscript%3Ealert(1)%3C%2Fscript%3E&#39;x"');
  });

  it('leaves API answers and assets alone', async () => {
    const api = await t.app.inject({ method: 'GET', url: '/api/nothing-here' });
    expect(api.json().error.code).toBe('E_NOT_FOUND');
    const asset = await t.app.inject({ method: 'GET', url: '/assets/index-E1.js' });
    expect(asset.body).toBe('export {};');
  });

  it('serves the same HTML to every visitor of a path: nothing from the request but its path', async () => {
    const anonymous = await page('/ideas/abc');
    const withCookie = (
      await t.app.inject({
        method: 'GET',
        url: '/ideas/abc',
        headers: { cookie: `${AUTH_COOKIES.access}=secret-token` },
      })
    ).body;
    expect(withCookie).toBe(anonymous);
    expect(withCookie).not.toContain('secret-token');
  });
});
