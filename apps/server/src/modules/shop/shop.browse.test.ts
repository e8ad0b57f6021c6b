import {
  type BrowseSort,
  type CreateServiceRequest,
  ServiceCardPageSchema,
  SHOP_API,
  SHOP_LIMITS,
} from '@ibh/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { type Agent, createAgent, errorOf } from '../../../test/agent.ts';
import type { SignedIn } from '../../../test/sign-in.ts';
import { useTestApp } from '../../../test/test-server.ts';
import { createService, professional, publishedService } from './shop.test-kit.ts';

const t = useTestApp();

/** One package at this price (dollars). */
const pkg = (dollars: number, tier: 'basic' | 'premium' = 'basic') => ({
  tier,
  name: tier === 'basic' ? 'Basic' : 'Premium',
  priceCents: dollars * 100,
  days: 5,
  revisions: 1,
  includes: [],
});
const priced = (dollars: number) => [pkg(dollars)];

/** A published service of `seller` with one package at this price (dollars); returns its id. */
const listed = (
  seller: SignedIn,
  title: string,
  category: CreateServiceRequest['category'],
  etaDays: number,
  dollars: number,
) => publishedService(seller.agent, { title, category, etaDays, packages: priced(dollars) });

interface Fixture {
  onboarding: string;
  pitch: string;
  growth: string;
  mvp: string;
  design: string;
  hidden: string;
  draft: string;
}
let ids: Fixture;
let visitor: Agent;

beforeAll(async () => {
  const quill = await professional(t.app, t.database.db, {
    fullName: 'Quill Writer',
    headline: 'Brand storyteller',
    impact: 0.9,
  });
  const bram = await professional(t.app, t.database.db, { fullName: 'Bram Builder', impact: 0.4 });
  const unverified = await professional(t.app, t.database.db, { verified: false, impact: 1 });
  // Published one after another: newest is the reverse of this order.
  const onboarding = await publishedService(quill.agent, {
    title: 'Zephyr onboarding audit',
    category: 'validate',
    etaDays: 5,
    description: 'We watch new users stumble through activation.',
    packages: [pkg(100), pkg(250, 'premium')],
  });
  const pitch = await listed(quill, 'Zephyr pitch polish', 'pitch', 3, 200);
  const growth = await listed(bram, 'Zephyr growth sprint', 'marketing', 10, 150);
  const mvp = await listed(bram, 'Zephyr MVP build', 'mvp', 30, 600);
  const design = await listed(bram, 'Zephyr design refresh', 'design', 7, 300);
  const hidden = await publishedService(unverified.agent, {
    title: 'Zephyr hidden offer',
    etaDays: 1,
    packages: priced(100),
  });
  const draft = (await createService(quill.agent, { title: 'Zephyr draft offer', packages: priced(100) })).id;
  ids = { onboarding, pitch, growth, mvp, design, hidden, draft };
  visitor = createAgent(t.app);
});

async function browse(query: Record<string, string | number>) {
  const params = new URLSearchParams(Object.entries(query).map(([k, v]): [string, string] => [k, String(v)]));
  const res = await visitor.get(`${SHOP_API.services}?${params}`);
  expect(res.statusCode, res.body).toBe(200);
  return ServiceCardPageSchema.parse(res.json());
}
const idsOf = async (query: Record<string, string | number>) =>
  (await browse({ q: 'zephyr', limit: 50, ...query })).items.map((card) => card.id);

describe('GET /api/services: search', () => {
  it('finds listed services only: no drafts, no unverified sellers', async () => {
    const found = await idsOf({});
    expect(new Set(found)).toEqual(new Set([ids.onboarding, ids.pitch, ids.growth, ids.mvp, ids.design]));
  });

  it("searches the title, description, and the professional's name and headline", async () => {
    expect(await idsOf({ q: 'polish' })).toEqual([ids.pitch]);
    expect(await idsOf({ q: 'activation' })).toEqual([ids.onboarding]);
    expect(new Set(await idsOf({ q: 'Quill' }))).toEqual(new Set([ids.onboarding, ids.pitch]));
    expect(new Set(await idsOf({ q: 'storyteller' }))).toEqual(new Set([ids.onboarding, ids.pitch]));
    expect(await idsOf({ q: 'Bram zephyr design' })).toEqual([ids.design]);
    expect(await idsOf({ q: 'nothing-like-this' })).toEqual([]);
  });

  it('shows each card with the thumbnail, the professional and the cheapest package', async () => {
    const [card] = (await browse({ q: 'onboarding' })).items;
    expect(card).toMatchObject({
      id: ids.onboarding,
      title: 'Zephyr onboarding audit',
      category: 'validate',
      thumbUrl: null,
      etaDays: 5,
      fromCents: 10_000,
      pro: { fullName: 'Quill Writer', headline: 'Brand storyteller', verified: true, impactScore: 0.9 },
    });
  });
});

describe('GET /api/services: filters', () => {
  it('filters by category', async () => {
    expect(await idsOf({ category: 'pitch' })).toEqual([ids.pitch]);
    expect(await idsOf({ category: 'consulting' })).toEqual([]);
  });

  it('filters by price range in whole dollars, on the cheapest package', async () => {
    expect(new Set(await idsOf({ minPrice: 150, maxPrice: 300 }))).toEqual(
      new Set([ids.pitch, ids.growth, ids.design]),
    );
    expect(await idsOf({ minPrice: 500 })).toEqual([ids.mvp]);
    expect(new Set(await idsOf({ maxPrice: 150 }))).toEqual(new Set([ids.onboarding, ids.growth]));
  });

  it('filters by delivery days', async () => {
    expect(new Set(await idsOf({ maxDays: 7 }))).toEqual(new Set([ids.onboarding, ids.pitch, ids.design]));
    expect(await idsOf({ maxDays: 3 })).toEqual([ids.pitch]);
  });

  it('keeps verified professionals only (every listed service is one)', async () => {
    const verified = await idsOf({ verifiedOnly: 'true' });
    expect(new Set(verified)).toEqual(new Set(await idsOf({})));
    expect(verified).not.toContain(ids.hidden);
  });

  it('refuses filters outside the contract', async () => {
    for (const query of ['category=cooking', 'minPrice=-1', 'maxDays=0', 'sort=random', 'verifiedOnly=yes']) {
      const res = await visitor.get(`${SHOP_API.services}?${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(errorOf(res).code).toBe('E_INVALID_INPUT');
    }
    const badCursor = await visitor.get(`${SHOP_API.services}?cursor=not-a-cursor`);
    expect(badCursor.statusCode).toBe(400);
  });

  it('refuses crafted cursors with a coded 400, never a database error', async () => {
    const id = '00000000-0000-4000-8000-000000000000';
    const cursorOf = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
    const crafted: [string, unknown][] = [
      ['price', { s: 'price', key: 1.5, publishedAt: null, id }],
      ['price', { s: 'price', key: 2 ** 31, publishedAt: null, id }],
      ['fastest', { s: 'price', key: 3, publishedAt: null, id }],
      ['newest', { s: 'newest', key: null, publishedAt: '2026-02-30 10:00:00+00', id }],
      ['newest', { s: 'newest', key: null, publishedAt: '2026-01-01 10:00:00+99:99', id }],
      ['recommended', { s: 'recommended', key: null, publishedAt: '2026-01-01 10:00:00+00', id }],
      ['recommended', { s: 'recommended', key: 0.5, publishedAt: '2026-01-01 10:00:00+00', id: 'x' }],
    ];
    for (const [sort, value] of crafted) {
      const res = await visitor.get(`${SHOP_API.services}?sort=${sort}&cursor=${cursorOf(value)}`);
      expect(res.statusCode, JSON.stringify(value)).toBe(400);
      expect(errorOf(res).code).toBe('E_INVALID_INPUT');
    }
  });
});

describe('GET /api/services: sorts and keyset pages', () => {
  const expected = (): Record<Exclude<BrowseSort, 'relevance'>, string[]> => ({
    // Impact score first (Quill 0.9, Bram 0.4), then newest.
    recommended: [ids.pitch, ids.onboarding, ids.design, ids.mvp, ids.growth],
    price: [ids.onboarding, ids.growth, ids.pitch, ids.design, ids.mvp],
    fastest: [ids.pitch, ids.onboarding, ids.design, ids.growth, ids.mvp],
    newest: [ids.design, ids.mvp, ids.growth, ids.pitch, ids.onboarding],
  });

  it.each(['recommended', 'price', 'fastest', 'newest'] as const)('sorts by %s', async (sort) => {
    expect(await idsOf({ sort })).toEqual(expected()[sort]);
  });

  it('defaults to recommended without a search', async () => {
    expect((await browse({ limit: 50 })).items.map((card) => card.id)).toEqual(expected().recommended);
  });

  it.each(['recommended', 'price', 'fastest', 'newest'] as const)(
    'walks %s two at a time with keyset cursors, each row once',
    async (sort) => {
      const seen: string[] = [];
      let cursor: string | null = null;
      let pages = 0;
      do {
        const page = await browse({ q: 'zephyr', sort, limit: 2, ...(cursor ? { cursor } : {}) });
        seen.push(...page.items.map((card) => card.id));
        cursor = page.nextCursor;
        pages++;
      } while (cursor && pages < 10);
      expect(pages).toBe(3);
      expect(seen).toEqual(expected()[sort]);
    },
  );

  it('keeps the filters while paging', async () => {
    const first = await browse({ q: 'zephyr', maxDays: 10, sort: 'price', limit: 2 });
    expect(first.items.map((c) => c.id)).toEqual([ids.onboarding, ids.growth]);
    const second = await browse({
      q: 'zephyr',
      maxDays: 10,
      sort: 'price',
      limit: 2,
      cursor: first.nextCursor ?? '',
    });
    expect(second.items.map((c) => c.id)).toEqual([ids.pitch, ids.design]);
    expect(second.nextCursor).toBeNull();
  });

  it('caps the page size', async () => {
    const res = await visitor.get(`${SHOP_API.services}?limit=${SHOP_LIMITS.pageSize * 100}`);
    expect(res.statusCode).toBe(400);
  });
});

describe('GET /api/pros/:userId/services', () => {
  it("lists a professional's listed services, newest first", async () => {
    const seller = await t.database.db
      .selectFrom('pro_services')
      .select('pro_id')
      .where('id', '=', ids.pitch)
      .executeTakeFirstOrThrow();
    const res = await visitor.get(SHOP_API.proServices(seller.pro_id));
    expect(res.json().items.map((c: { id: string }) => c.id)).toEqual([ids.pitch, ids.onboarding]);
  });
});

describe('POST /api/analytics/events', () => {
  const events = (type: string) =>
    t.database.db
      .selectFrom('analytics_events')
      .select(['user_id', 'meta'])
      .where('type', '=', type)
      .execute();

  it('records a batch of impressions, one per listed service, signed out too', async () => {
    const agent = createAgent(t.app);
    const res = await agent.post(SHOP_API.events, {
      type: 'hire_pro_impression',
      meta: { serviceIds: [ids.pitch, ids.growth, ids.pitch, ids.hidden, ids.draft] },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ recorded: 2 });
    const rows = await events('hire_pro_impression');
    expect(
      rows.map((r) => r.meta).sort((a, b) => JSON.stringify(a).localeCompare(JSON.stringify(b))),
    ).toEqual(
      [{ service_id: ids.pitch }, { service_id: ids.growth }].sort((a, b) =>
        JSON.stringify(a).localeCompare(JSON.stringify(b)),
      ),
    );
    expect(rows.every((r) => r.user_id === null)).toBe(true);
  });

  it('records a click with the signed-in person', async () => {
    const buyer = await professional(t.app, t.database.db);
    const res = await buyer.agent.post(SHOP_API.events, {
      type: 'hire_pro_click',
      meta: { serviceId: ids.mvp },
    });
    expect(res.json()).toEqual({ recorded: 1 });
    expect(await events('hire_pro_click')).toEqual([
      { user_id: buyer.user.id, meta: { service_id: ids.mvp } },
    ]);
  });

  it("accepts only the spec's client types, with their meta", async () => {
    const agent = createAgent(t.app);
    const bad = [
      { type: 'order_created', meta: { amount_usd: 5 } },
      { type: 'price_selection', meta: { category: 'validate', price_cents: 1 } },
      { type: 'page_view', meta: {} },
      { type: 'hire_pro_click', meta: {} },
      { type: 'hire_pro_click', meta: { serviceId: 'not-a-uuid' } },
      { type: 'hire_pro_impression', meta: { serviceIds: [] } },
      {
        type: 'hire_pro_impression',
        meta: { serviceIds: Array.from({ length: SHOP_LIMITS.impressionsPerBatch + 1 }, () => ids.pitch) },
      },
    ];
    for (const body of bad) {
      const res = await agent.post(SHOP_API.events, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(errorOf(res).code).toBe('E_INVALID_INPUT');
    }
    expect(await events('order_created')).toEqual([]);
  });

  it('is rate limited per person or address', async () => {
    const agent = createAgent(t.app);
    const body = { type: 'brief_opened', meta: { serviceId: ids.design } };
    for (let i = 0; i < SHOP_LIMITS.analyticsPerMinute; i++) {
      expect((await agent.post(SHOP_API.events, body)).statusCode).toBe(200);
    }
    const limited = await agent.post(SHOP_API.events, body);
    expect(limited.statusCode).toBe(429);
    expect(errorOf(limited).code).toBe('E_RATE_LIMITED');
    expect((await createAgent(t.app).post(SHOP_API.events, body)).statusCode).toBe(200);
  });
});
