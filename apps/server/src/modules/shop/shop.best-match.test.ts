import { randomBytes } from 'node:crypto';
import { SEARCH_LIMITS, ServiceCardPageSchema, SHOP_API } from '@ibh/contract';
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { type Agent, createAgent, errorOf } from '../../../test/agent.ts';
import type { SignedIn } from '../../../test/sign-in.ts';
import { useTestApp } from '../../../test/test-server.ts';
import { createService, professional, publishedService } from './shop.test-kit.ts';

const t = useTestApp();
const uniqueWord = () => `zq${[...randomBytes(8)].map((b) => String.fromCharCode(97 + (b % 26))).join('')}`;
const packages = [
  { tier: 'basic' as const, name: 'Basic', priceCents: 10_000, days: 5, revisions: 1, includes: [] },
];

let seller: SignedIn;
let visitor: Agent;
beforeAll(async () => {
  seller = await professional(t.app, t.database.db, { fullName: 'Rita Ranker' });
  visitor = createAgent(t.app);
});

const publish = (title: string, description = 'A service.') =>
  publishedService(seller.agent, { title, description, category: 'validate', etaDays: 5, packages });

async function browse(query: Record<string, string | number>) {
  const params = new URLSearchParams(Object.entries(query).map(([k, v]): [string, string] => [k, String(v)]));
  const res = await visitor.get(`${SHOP_API.services}?${params}`);
  expect(res.statusCode, res.body).toBe(200);
  return ServiceCardPageSchema.parse(res.json());
}

async function allIds(query: Record<string, string | number>) {
  const ids: string[] = [];
  let cursor: string | null = null;
  do {
    const page = await browse(cursor ? { ...query, cursor } : query);
    ids.push(...page.items.map((card) => card.id));
    cursor = page.nextCursor;
  } while (cursor && ids.length < 1000);
  return ids;
}

describe('GET /api/services: Best match (decision 157)', () => {
  it('ranks a title match above a description match, by default with a search, and marks the title', async () => {
    const word = uniqueWord();
    const title = await publish(`Quick ${word} review`);
    const described = await publish('Another service', `We do ${word} work.`);
    expect((await browse({ q: word })).items.map((c) => c.id)).toEqual([title, described]);
    expect((await browse({ q: word, sort: 'newest' })).items.map((c) => c.id)).toEqual([described, title]);
    const [card] = (await browse({ q: word, sort: 'relevance' })).items;
    expect(card?.highlights?.title).toEqual([{ start: 6, end: 6 + word.length }]);
  });

  it('corrects a typo ("onbaording" finds "onboarding") and pages the corrected search', async () => {
    const word = uniqueWord();
    const ids = [await publish(`Onboarding audit ${word}`), await publish(`Onboarding review ${word}`)];
    const page = await browse({ q: `onbaording ${word}`, limit: 1 });
    expect(page.correctedQuery).toBe(`onboarding ${word}`);
    expect(page.items[0]?.highlights?.title[0]).toEqual({ start: 0, end: 10 });
    expect(new Set(await allIds({ q: `onbaording ${word}`, limit: 1 }))).toEqual(new Set(ids));
    expect((await browse({ q: `onboarding ${word}` })).correctedQuery).toBeNull();
  });

  it('never lists a draft, nor corrects toward a word only a draft has', async () => {
    const word = uniqueWord();
    const draft = (await createService(seller.agent, { title: `Draft ${word}`, packages })).id;
    expect((await browse({ q: word })).items.map((c) => c.id)).not.toContain(draft);
    const typo = `${word.slice(0, -1)}${word.endsWith('a') ? 'b' : 'a'}`;
    expect(await browse({ q: typo })).toEqual({ items: [], nextCursor: null, correctedQuery: null });
  });

  it(`ranks at most ${SEARCH_LIMITS.bestMatchCandidates} matches, each once across pages`, async () => {
    const word = uniqueWord();
    const first = await publish(`Bounded ${word}`);
    const extra = SEARCH_LIMITS.bestMatchCandidates + 10;
    await sql`
      insert into pro_services (pro_id, title, category, description, eta_days, status, from_cents, published_at)
      select pro_id, 'Copy ' || g, category, 'About ' || ${word}, eta_days, 'published', from_cents,
        now() - g * interval '1 minute'
      from pro_services, generate_series(1, ${extra}::int) g where id = ${first}::uuid`.execute(
      t.database.db,
    );
    const ranked = await allIds({ q: word, limit: 50 });
    expect(ranked).toHaveLength(SEARCH_LIMITS.bestMatchCandidates);
    expect(new Set(ranked).size).toBe(ranked.length);
    expect(await allIds({ q: word, sort: 'newest', limit: 50 })).toHaveLength(extra + 1);
  });

  it('refuses Best match without a search and a cursor that does not fit it', async () => {
    const res = await visitor.get(`${SHOP_API.services}?sort=relevance`);
    expect(res.statusCode).toBe(400);
    expect(errorOf(res).code).toBe('E_INVALID_INPUT');
    const cursor = Buffer.from(
      JSON.stringify({ s: 'relevance', key: 0.5, publishedAt: '2026-01-01 10:00:00+00', id: seller.user.id }),
    ).toString('base64url');
    const bad = await visitor.get(`${SHOP_API.services}?q=audit&cursor=${cursor}`);
    expect(bad.statusCode).toBe(400);
    expect(errorOf(bad).code).toBe('E_INVALID_INPUT');
  });
});
