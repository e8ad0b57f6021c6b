import { ADMIN_ANALYTICS_ENDPOINTS as E } from '@ibh/contract';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Agent, createAgent } from '../../../test/agent.ts';
import { signedInUser } from '../../../test/sign-in.ts';
import { startTestApp, type TestApp } from '../../../test/test-server.ts';
import { analyticsSeeder } from './analytics.seed.ts';
import { bucketsOf } from './analytics-summary.ts';

const DAY = 86_400_000;
let t: TestApp;
let admin: Agent;
let member: Agent;

async function event(type: string, daysAgo: number, meta: Record<string, unknown> = {}) {
  await t.database.db
    .insertInto('analytics_events')
    .values({ type, meta: JSON.stringify(meta), created_at: new Date(Date.now() - daysAgo * DAY) })
    .execute();
}

beforeAll(async () => {
  t = await startTestApp();
  admin = (await signedInUser(t.app, t.database.db, { admin: true })).agent;
  member = (await signedInUser(t.app, t.database.db)).agent;
  await event('hire_pro_impression', 1);
  await event('hire_pro_impression', 2);
  await event('hire_pro_impression', 20);
  await event('hire_pro_click', 1);
  await event('order_created', 1, { amount_usd: 120 });
  await event('order_created', 1, { amount_usd: 30.5 });
  await event('order_created', 60, { amount_usd: 99 });
  await event('order_created', 400, { amount_usd: 1000 });
  await event('first_pro_response', 3, { response_time_hours: 0.5, response_time_category: 'under_1h' });
  await event('first_pro_response', 3, { response_time_hours: 30, response_time_category: 'over_24h' });
  for (const price of [10_000, 20_000, 90_000])
    await event('price_selection', 5, { category: 'mvp', price_cents: price });
  await event('price_selection', 200, { category: 'design', price_cents: 40_000 });
});
afterAll(() => t.close());

const summary = async (days?: number) => {
  const res = await admin.get(days ? `${E.summary.path}?days=${days}` : E.summary.path);
  expect(res.statusCode).toBe(200);
  return res.json();
};
const countOf = (s: { counts: { type: string; count: number }[] }, type: string) =>
  s.counts.find((c) => c.type === type)?.count;

describe('Analytics (001 sections 3.2, 9)', () => {
  it('defaults to 30 days and counts each type, the funnel and response-time categories in the window', async () => {
    const s = await summary();
    expect(s.days).toBe(30);
    expect(countOf(s, 'hire_pro_impression')).toBe(3);
    expect(countOf(s, 'order_created')).toBe(2);
    expect(countOf(s, 'dispute_opened')).toBe(0);
    expect(s.funnel.map((f: { step: string }) => f.step)).toEqual([
      'hire_pro_impression',
      'hire_pro_click',
      'brief_opened',
      'brief_completed',
      'order_created',
      'order_completed',
    ]);
    expect(s.funnel[1]).toEqual({ step: 'hire_pro_click', count: 1 });
    // Real events only so far: nothing is marked as demo data (issue 26, item 14).
    expect(s.seeded).toBe(0);
    expect(s.responseTimes).toEqual([
      { category: 'under_1h', count: 1 },
      { category: '1_4h', count: 0 },
      { category: '4_24h', count: 0 },
      { category: 'over_24h', count: 1 },
    ]);
  });

  it('narrows to 7 days and widens to 90 and 365', async () => {
    expect(countOf(await summary(7), 'hire_pro_impression')).toBe(2);
    expect(countOf(await summary(90), 'order_created')).toBe(3);
    expect(countOf(await summary(365), 'order_created')).toBe(3);
  });

  it('gives orders and GMV per day (a point for every day, zeros included), per week for a year', async () => {
    const s = await summary(30);
    expect(s.bucket).toBe('day');
    expect(s.series.length).toBeGreaterThanOrEqual(30);
    const total = s.series.reduce((sum: number, p: { orders: number }) => sum + p.orders, 0);
    const gmv = s.series.reduce((sum: number, p: { gmvCents: number }) => sum + p.gmvCents, 0);
    expect(total).toBe(2);
    expect(gmv).toBe(15_050);
    const year = await summary(365);
    expect(year.bucket).toBe('week');
    expect(year.series.length).toBeGreaterThanOrEqual(52);
    expect(year.series.reduce((sum: number, p: { gmvCents: number }) => sum + p.gmvCents, 0)).toBe(24_950);
  });

  it('gives the median price_selection per category, null where there is none', async () => {
    const s = await summary(30);
    expect(s.medianPrices.find((m: { category: string }) => m.category === 'mvp')).toEqual({
      category: 'mvp',
      medianCents: 20_000,
      samples: 3,
    });
    expect(s.medianPrices.find((m: { category: string }) => m.category === 'design')).toEqual({
      category: 'design',
      medianCents: null,
      samples: 0,
    });
    expect(
      (await summary(365)).medianPrices.find((m: { category: string }) => m.category === 'design')
        .medianCents,
    ).toBe(40_000);
  });

  it('refuses a window other than 7, 30, 90 or 365 days', async () => {
    for (const days of ['14', '0', 'abc']) {
      expect((await admin.get(`${E.summary.path}?days=${days}`)).statusCode).toBe(400);
    }
  });

  it('refuses anonymous callers (401) and non-admins (403)', async () => {
    expect((await createAgent(t.app).get(E.summary.path)).statusCode).toBe(401);
    expect((await member.get(E.summary.path)).statusCode).toBe(403);
  });

  it('reads each type through the (type, created_at) index', async () => {
    const plan = await t.database.db.transaction().execute(async (trx) => {
      await sql`set local enable_seqscan = off`.execute(trx);
      return sql<{ 'QUERY PLAN': string }>`explain select count(*) from analytics_events
        where type = 'order_created' and created_at >= now() - interval '30 days'`.execute(trx);
    });
    expect(plan.rows.map((r) => r['QUERY PLAN']).join('\n')).toMatch(/analytics_events_by_type/);
  });
});

describe('demo year', () => {
  it('seeds a year of events with one insert, so every window has orders', async () => {
    const before = await summary(365);
    await t.database.db.transaction().execute((trx) => analyticsSeeder.run(trx));
    const year = await summary(365);
    // Every seeded event is marked, and the real ones are not (issue 26, item 14).
    const total = (s: { counts: { count: number }[] }) => s.counts.reduce((sum, c) => sum + c.count, 0);
    expect(before.seeded).toBe(0);
    expect(year.seeded).toBe(total(year) - total(before));
    expect(year.seeded).toBeGreaterThan(1000);
    expect(year.series.filter((p: { orders: number }) => p.orders > 0).length).toBeGreaterThan(40);
    expect((await summary(7)).funnel[0].count).toBeGreaterThan(50);
    expect(bucketsOf(new Date(Date.now() - 7 * DAY), new Date(), 'day')).toHaveLength(8);
  });
});
