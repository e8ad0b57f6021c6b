import { rmSync } from 'node:fs';
import { AUTH_COOKIES, CSRF, IDEA_ENDPOINTS, TESTIMONIAL_ENDPOINTS } from '@ibh/contract';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAGE_CACHE_HEADER } from '../src/platform/page-cache.ts';
import { buildUser } from './factories.ts';
import { type SignedIn, signedInUser } from './sign-in.ts';
import { buildSsrDist, ssrState } from './ssr-dist.ts';
import { startTestApp, type TestApp } from './test-server.ts';

/**
 * The shared page cache on the real app (issue 27): server-rendered pages for visitors without a
 * session are kept and served again, never for or from someone signed in, dropped as soon as a
 * write changes them (database triggers → `pages.changed` on the NOTIFY feed), within a byte budget.
 */
const FRESH_SECONDS = 600;
/** On PostgreSQL the drop arrives on the listener connection a moment after the write's answer. */
const DROP_DEADLINE_MS = 1_000;
/** Small, so a few dozen searches overflow it (a rendered test page is some 10–20 KB). */
const BUDGET_BYTES = 120 * 1024;

let dist: string;
let t: TestApp;
let owner: SignedIn;
let publicIdeaId: string;

const anonymous = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });
const cacheOf = (res: LightMyRequestResponse) => res.headers[PAGE_CACHE_HEADER];

/** Asks until `check` holds for an anonymous answer, within the deadline (a fact, not a sleep). */
async function anonymousUntil(url: string, check: (res: LightMyRequestResponse) => boolean) {
  const started = Date.now();
  for (;;) {
    const res = await anonymous(url);
    if (check(res)) return { res, waitedMs: Date.now() - started };
    if (Date.now() - started > DROP_DEADLINE_MS) return { res, waitedMs: Date.now() - started };
  }
}

async function insertIdea(values: { title: string; visibility?: 'public' | 'private'; is_premium?: boolean }) {
  const row = await t.database.db
    .insertInto('ideas')
    .values({ user_id: owner.user.id, short_description: `About ${values.title}`, ...values })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

beforeAll(async () => {
  dist = buildSsrDist('ibh-page-cache-');
  t = await startTestApp({
    webDist: dist,
    pageCache: { enabled: true, maxBytes: BUDGET_BYTES, freshSeconds: FRESH_SECONDS, staleSeconds: 60 },
  });
  owner = await signedInUser(t.app, t.database.db, { fullName: 'Cached Owner' });
  publicIdeaId = await insertIdea({ title: 'Shared with every visitor' });
}, 240_000);
afterAll(async () => {
  await t?.close();
  rmSync(dist, { recursive: true, force: true });
});

describe('pages for visitors without a session', () => {
  it('renders explore once and serves the copy after, with headers a CDN may share it by', async () => {
    const first = await anonymous('/explore?sort=newest&tags=cache-headers');
    expect(first.statusCode).toBe(200);
    expect(cacheOf(first)).toBe('MISS');
    const again = await anonymous('/explore?tags=cache-headers&sort=newest');
    expect(cacheOf(again)).toBe('HIT');
    expect(again.body).toBe(first.body);
    expect(again.headers['cache-control']).toBe(
      `public, max-age=0, s-maxage=${FRESH_SECONDS}, stale-while-revalidate=60`,
    );
    expect(again.headers.vary).toBe('accept-encoding, cookie');
    expect(again.headers['set-cookie']).toBeUndefined();
    expect(ssrState(again.body)?.user).toBeNull();
  });

  it('keeps no CSRF token, session or other per-visitor value in a shared page', async () => {
    const csrf = 'c'.repeat(20) + 'visitor-csrf-token-value';
    const res = await anonymous(`/ideas/${publicIdeaId}`, {
      cookie: `${CSRF.cookie}=${csrf}; other=visitor-other-cookie`,
      'user-agent': 'visitor-agent-string',
    });
    expect(ssrState(res.body)?.user).toBeNull();
    expect(res.body).toContain('Shared with every visitor');
    for (const personal of [csrf, 'visitor-other-cookie', 'visitor-agent-string', owner.user.email])
      expect(res.body).not.toContain(personal);
    expect(res.headers['set-cookie']).toBeUndefined();
    expect(cacheOf(await anonymous(`/ideas/${publicIdeaId}`))).toBe('HIT');
  });

  it('never answers someone signed in from the shared cache, nor keeps their page in it (two people)', async () => {
    const ana = await signedInUser(t.app, t.database.db, { fullName: 'Ana Signed' });
    const ben = await signedInUser(t.app, t.database.db, { fullName: 'Ben Signed' });
    // Cached for visitors first: neither of them gets that copy.
    await anonymous('/explore?tags=two-people');
    expect(cacheOf(await anonymous('/explore?tags=two-people'))).toBe('HIT');
    for (const person of [ana, ben]) {
      const res = await person.agent.get('/explore?tags=two-people');
      expect(cacheOf(res)).toBe('BYPASS');
      expect(res.headers['cache-control']).toBe('private, no-cache');
      expect(ssrState(res.body)?.user?.id).toBe(person.user.id);
    }
    // Their pages first, on a key nobody cached: the next visitor's page is rendered, and is nobody's.
    const anaFirst = await ana.agent.get('/explore?tags=signed-first');
    expect(ssrState(anaFirst.body)?.user?.id).toBe(ana.user.id);
    const visitor = await anonymous('/explore?tags=signed-first');
    expect(cacheOf(visitor)).toBe('MISS');
    expect(ssrState(visitor.body)?.user).toBeNull();
    const access = ana.agent.cookies.get(AUTH_COOKIES.access) as string;
    for (const personal of [ana.user.id, ana.user.email, 'Ana Signed', access, ben.user.id])
      expect(visitor.body).not.toContain(personal);
  });

  it('drops an idea page at once when it is made private, and Explore with it', async () => {
    const ideaId = await insertIdea({ title: 'Soon to be private' });
    await anonymous(`/ideas/${ideaId}`);
    expect(cacheOf(await anonymous(`/ideas/${ideaId}`))).toBe('HIT');
    await anonymous('/explore');
    expect((await anonymous('/explore')).body).toContain('Soon to be private');

    const made = await owner.agent.patch(`/api/ideas/${ideaId}`, { visibility: 'private' });
    expect(made.statusCode).toBe(200);
    const { res: page } = await anonymousUntil(`/ideas/${ideaId}`, (res) => cacheOf(res) !== 'HIT');
    expect(cacheOf(page)).not.toBe('HIT');
    expect(page.body).not.toContain('Soon to be private');
    expect(ssrState(page.body)).toBeNull();
    const { res: explore } = await anonymousUntil('/explore', (res) => !res.body.includes('Soon to be private'));
    expect(explore.body).not.toContain('Soon to be private');
  });

  it('never keeps a premium idea page, and keeps no other spelling of a page path', async () => {
    const premiumId = await insertIdea({ title: 'Premium and locked', is_premium: true });
    for (let i = 0; i < 2; i += 1) {
      const res = await anonymous(`/ideas/${premiumId}`);
      expect(cacheOf(res)).toBe('BYPASS');
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(ssrState(res.body)).not.toBeNull();
    }
    const upper = `/ideas/${publicIdeaId.toUpperCase()}`;
    expect(cacheOf(await anonymous(upper))).toBe('BYPASS');
    expect(cacheOf(await anonymous(upper))).toBe('BYPASS');
  });

  it('shows a newly published idea and a newly approved testimonial without waiting for the window', async () => {
    await anonymous('/explore');
    expect(cacheOf(await anonymous('/explore'))).toBe('HIT');
    const published = await owner.agent.post(IDEA_ENDPOINTS.publish.path, {
      title: 'Published a moment ago',
      shortDescription: 'Fresh on Explore',
      visibility: 'public',
    });
    expect(published.statusCode).toBe(200);
    const { res: explore } = await anonymousUntil('/explore', (res) => res.body.includes('Published a moment ago'));
    expect(explore.body).toContain('Published a moment ago');

    const admin = await signedInUser(t.app, t.database.db, { admin: true });
    const author = await buildUser(t.database.db, { fullName: 'Grateful Member' });
    const quote = 'IBH found me a co-founder within a week of posting, which I did not expect.';
    const testimonial = await t.database.db
      .insertInto('testimonials')
      .values({ user_id: author.id, name: 'Grateful Member', country: 'Portugal', quote })
      .returning('id')
      .executeTakeFirstOrThrow();
    await anonymous('/');
    expect(cacheOf(await anonymous('/'))).toBe('HIT');
    const approve = TESTIMONIAL_ENDPOINTS.approve.path.replace(':testimonialId', testimonial.id);
    expect((await admin.agent.post(approve)).statusCode).toBe(200);
    const { res: home } = await anonymousUntil('/', (res) => res.body.includes('found me a co-founder'));
    expect(home.body).toContain('found me a co-founder');
  });

  it('stays within its byte budget under many distinct searches, and says so in /api/health', async () => {
    for (let i = 0; i < 24; i += 1) expect((await anonymous(`/explore?q=budget${i}`)).statusCode).toBe(200);
    const health = (await anonymous('/api/health')).json() as {
      pageCache: { bytes: number; maxBytes: number; evicted: number; entries: number; hits: number };
    };
    expect(health.pageCache.maxBytes).toBe(BUDGET_BYTES);
    expect(health.pageCache.bytes).toBeLessThanOrEqual(BUDGET_BYTES);
    expect(health.pageCache.evicted).toBeGreaterThan(0);
    expect(health.pageCache.hits).toBeGreaterThan(0);
  });
});
