import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/test-server.ts';

const dist = mkdtempSync(path.join(tmpdir(), 'ibh-web-dist-'));
const bundle = `console.log(${JSON.stringify('x'.repeat(4000))});`;
let t: TestApp;

beforeAll(async () => {
  mkdirSync(path.join(dist, 'assets'));
  writeFileSync(
    path.join(dist, 'index.html'),
    '<!doctype html><html><body><div id="root"></div></body></html>',
  );
  writeFileSync(path.join(dist, 'assets', 'index-Ab12Cd34.js'), bundle);
  t = await startTestApp({ webDist: dist });
});
afterAll(async () => {
  await t.close();
  rmSync(dist, { recursive: true, force: true });
});

describe('serving the built web app', () => {
  it('caches hashed assets for a year and compresses them', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/assets/index-Ab12Cd34.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['content-encoding']).toBe('gzip');
  });

  it('answers any page route with index.html, never cached', async () => {
    for (const url of ['/', '/dashboard', '/ideas/123?tab=evidence']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.body).toContain('<div id="root">');
    }
  });

  it('answers 404 with the same page for a path no web route matches', async () => {
    for (const url of ['/no-such-page', '/ideas/123/extra', '/dashboardx', '/admin/unknown?x=1']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.body, url).toContain('<div id="root">');
    }
    expect((await t.app.inject({ method: 'HEAD', url: '/no-such-page' })).statusCode).toBe(404);
  });

  it('answers 200 for every kind of web route: static, dynamic, trailing slash, any case', async () => {
    for (const url of [
      '/workspace/abc',
      '/profile/6f1c2d3e-0000-4000-8000-000000000000',
      '/ledger/e/ev-1?v=2',
      '/experiments/new',
      '/edit-profile/',
      '/Explore',
      '/terms',
    ]) {
      expect((await t.app.inject({ method: 'GET', url })).statusCode, url).toBe(200);
    }
  });

  it('keeps API misses and missing files as coded 404s', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/nothing-here' })).json().error.code).toBe(
      'E_NOT_FOUND',
    );
    expect((await t.app.inject({ method: 'GET', url: '/assets/missing-123.js' })).statusCode).toBe(404);
  });

  it('sends security headers', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/' });
    expect(res.headers['content-security-policy']).toContain("script-src 'self'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });
});
