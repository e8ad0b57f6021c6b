import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { AUTH_COOKIES } from '@ibh/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInUser } from '../../test/sign-in.ts';
import { ssrState, useSsrTestApp } from '../../test/ssr-dist.ts';
import { startTestApp, type TestApp } from '../../test/test-server.ts';

const root = (html: string) =>
  /<div id="root">(.*)<\/div>\s*<script type="application\/json"/s.exec(html)?.[1] ?? '';

/** Scripts the browser would run from the HTML itself (the CSP, script-src 'self', refuses them). */
const inlineScripts = (html: string) =>
  [...html.matchAll(/<script(?![^>]*\bsrc=)(?![^>]*type="application\/(?:ld\+)?json")[^>]*>/g)].map(
    (m) => m[0],
  );

const t = useSsrTestApp({}, { timeoutMs: 120_000 });
let ideaId: string;

beforeAll(async () => {
  const owner = await signedInUser(t.app, t.database.db, { fullName: 'Rendered Owner' });
  const idea = await t.database.db
    .insertInto('ideas')
    .values({
      user_id: owner.user.id,
      title: 'Rendered on the server',
      short_description: 'Its one-liner is in the HTML before any script runs',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  ideaId = idea.id;
});

describe('server-rendered pages (decision 115)', () => {
  it("sends explore's first screen in the HTML, with its title, inline styles and the state to hydrate", async () => {
    const res = await t.app.inject({ method: 'GET', url: '/explore' });
    expect(res.statusCode).toBe(200);
    expect(root(res.body)).toContain('Rendered on the server');
    // The page's title first; the app's own stays behind it for a page that sets none (after hydration).
    expect(res.body).toContain('<title>Explore ideas · IBH</title><title>IBH</title>');
    expect(res.body).toContain('<style>body{margin:0}</style>');
    expect(res.body).not.toContain('index-S1.css');
    expect(inlineScripts(res.body)).toEqual([]);
    const state = ssrState(res.body);
    expect(state?.user).toBeNull();
    expect(state?.queries.queries.map((q) => q.state.status)).toContain('success');
  });

  it("renders an idea page for anyone, and the owner's own My Hub for them", async () => {
    const idea = await t.app.inject({ method: 'GET', url: `/ideas/${ideaId}` });
    expect(idea.body).toContain('<title>Rendered on the server · IBH</title>');
    expect(root(idea.body)).toContain('Its one-liner is in the HTML before any script runs');

    const viewer = await signedInUser(t.app, t.database.db, { fullName: 'Hub Viewer' });
    const hub = await viewer.agent.get('/dashboard');
    expect(hub.statusCode).toBe(200);
    expect(hub.headers['cache-control']).toBe('private, no-cache');
    expect(ssrState(hub.body)?.user?.id).toBe(viewer.user.id);
    expect(root(hub.body)).toContain('Hub Viewer');
  });

  it('compresses the HTML for a browser that accepts it', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/explore',
      headers: { 'accept-encoding': 'gzip, br' },
    });
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers.vary).toContain('accept-encoding');
    expect(brotliDecompressSync(res.rawPayload).toString('utf8')).toContain('Rendered on the server');
  });

  it('leaves the page to the browser when the server cannot render it as the browser would', async () => {
    const shell = (body: string) => expect(ssrState(body)).toBeNull();
    // Signed-in page, nobody signed in: the browser sends them to sign in.
    shell((await t.app.inject({ method: 'GET', url: '/dashboard' })).body);
    // An access token the server refuses: the browser refreshes it, which the server cannot.
    shell(
      (
        await t.app.inject({
          method: 'GET',
          url: '/dashboard',
          headers: { cookie: `${AUTH_COOKIES.access}=stale` },
        })
      ).body,
    );
    // The first read fails (no such idea): the browser shows its own 'not found'.
    const missing = await t.app.inject({ method: 'GET', url: '/ideas/3f0c9d2e-1111-4000-8000-000000000000' });
    expect(missing.statusCode).toBe(200);
    shell(missing.body);
    // Not one of the rendered pages.
    shell((await t.app.inject({ method: 'GET', url: '/about' })).body);
  });
});

describe('a renderer that fails or tries to write', () => {
  let fakeDist: string;
  let fake: TestApp;
  beforeAll(async () => {
    fakeDist = mkdtempSync(path.join(tmpdir(), 'ibh-web-ssr-fake-'));
    mkdirSync(path.join(fakeDist, '.ssr'));
    writeFileSync(
      path.join(fakeDist, 'index.html'),
      '<!doctype html><html><head></head><body><div id="root"></div></body></html>',
    );
    writeFileSync(
      path.join(fakeDist, '.ssr', 'entry-server.js'),
      `export async function renderPage({ url, fetch }) {
        if (url === '/explore') throw new Error('a component broke');
        const write = await fetch('/api/auth/refresh', { method: 'POST' }).then(() => 'sent', () => 'refused');
        return { html: '<p>' + write + '</p>', title: null, state: {} };
      }`,
    );
    fake = await startTestApp({ webDist: fakeDist });
  });
  afterAll(async () => {
    await fake?.close();
    rmSync(fakeDist, { recursive: true, force: true });
  });

  it('sends the app shell when rendering throws, and never lets a render write', async () => {
    const broken = await fake.app.inject({ method: 'GET', url: '/explore' });
    expect(broken.statusCode).toBe(200);
    expect(broken.body).toContain('<div id="root"></div>');
    const home = await fake.app.inject({ method: 'GET', url: '/' });
    expect(home.body).toContain('<div id="root"><p>refused</p></div>');
  });
});
