import { MERIT_ENDPOINTS as E, endpointPath, type MeritKind, type TopPros } from '@ibh/contract';
import { describe, expect, it } from 'vitest';
import { createAgent } from '../../../test/agent.ts';
import { useTestApp } from '../../../test/test-server.ts';
import { award, buildPro } from './merit.test-kit.ts';
import { loadTopPros, rotateByDay, rotatedCount } from './top-pros.ts';

/**
 * Top Merit Professionals (001 sections 2.7, 9) on one database built up test by test, with fixed
 * dates: 2026-03-02 is an even UTC day (20514), 2026-03-03 an odd one.
 */
const t = useTestApp();
const db = () => t.app.ctx.db;
const EVEN_DAY = new Date('2026-03-02T12:00:00Z');
const ODD_DAY = new Date('2026-03-03T12:00:00Z');
const OLD = new Date('2025-10-01T00:00:00Z'); // more than 90 days before both
const RECENT = new Date('2026-02-20T00:00:00Z');
const names = (cards: TopPros['pros']) => cards.map((card) => card.fullName);

const ids: Record<string, string> = {};
async function pro(name: string, options: Parameters<typeof buildPro>[1] = {}) {
  ids[name] = await buildPro(db(), { fullName: name, ...options });
  return ids[name] as string;
}

/** New professionals (in this order), each with that many `kind` events long ago: idle for 90 days. */
async function idlePros(kind: MeritKind, times: Record<string, number>) {
  for (const [name, n] of Object.entries(times)) await award(db(), await pro(name), kind, OLD, n);
}

describe('rotation arithmetic', () => {
  it('rotates 10% of those shown, rounded up and at least two, from 10 shown', () => {
    expect(rotatedCount(9)).toBe(0);
    expect(rotatedCount(10)).toBe(2);
    expect(rotatedCount(12)).toBe(2);
    expect(rotatedCount(24)).toBe(3);
    const twelve = Array.from({ length: 12 }, (_, i) => i + 1);
    expect(rotateByDay(twelve, EVEN_DAY)).toEqual(twelve);
    expect(rotateByDay(twelve, ODD_DAY)).toEqual([2, 1, ...twelve.slice(2)]);
    expect(rotateByDay(twelve.slice(0, 9), ODD_DAY)).toEqual(twelve.slice(0, 9));
  });
});

describe('loadTopPros', () => {
  it('answers an empty block when there is no verified professional', async () => {
    await pro('Unverified Uma', { verified: false });
    expect(await loadTopPros(db(), EVEN_DAY)).toEqual({ pros: [], rising: [] });
  });

  it('shows no rising professionals while fewer than 6 are shown, however idle', async () => {
    await idlePros('order_completed', { 'Pia 200': 5, 'Pia 160': 4, 'Pia 120': 3, 'Pia 80': 2, 'Pia 40': 1 });
    await pro('New Nia', { verifiedAt: new Date('2026-02-25T00:00:00Z') });
    // New Nia is shown (6 shown, 5 idle: over 60%) but nobody is left to rise.
    const top = await loadTopPros(db(), EVEN_DAY);
    expect(names(top.pros)).toEqual(['Pia 200', 'Pia 160', 'Pia 120', 'Pia 80', 'Pia 40', 'New Nia']);
    expect(top.rising).toEqual([]);
    await db()
      .deleteFrom('users')
      .where('id', '=', ids['New Nia'] as string)
      .execute();
    expect((await loadTopPros(db(), EVEN_DAY)).pros).toHaveLength(5);
  });

  it('ranks by lifetime merit, then recent deliver points, then name; never the unverified or private', async () => {
    await award(db(), await pro('Zed Recent'), 'order_completed', RECENT, 10);
    await award(db(), await pro('bob Tie'), 'order_completed', OLD, 10);
    await award(db(), await pro('Ann Tie'), 'order_completed', OLD, 10);
    await award(db(), ids['Unverified Uma'] as string, 'order_completed', RECENT, 30);
    await award(db(), await pro('Private Pat', { isPublic: false }), 'order_completed', RECENT, 30);

    const top = await loadTopPros(db(), EVEN_DAY);
    expect(names(top.pros)).toEqual([
      'Zed Recent',
      'Ann Tie',
      'bob Tie',
      'Pia 200',
      'Pia 160',
      'Pia 120',
      'Pia 80',
      'Pia 40',
    ]);
    expect(top.pros.map((card) => card.rank)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    const zed = top.pros[0];
    expect(zed).toMatchObject({
      isVerified: true,
      role: 'professional',
      headline: 'Customer research',
      avatarUrl: null,
    });
    expect(zed?.merit).toMatchObject({
      lifetimeTotal: 400,
      recentPoints: { deliver: 400, give: 0, community: 0 },
    });
    expect(zed?.merit.bars.deliver).toBe(1);
    // Fewer than 10 shown: no rotation on an odd day either.
    expect(names((await loadTopPros(db(), ODD_DAY)).pros)).toEqual(names(top.pros));
  });

  it('shows 12, rotates the top two by UTC day (ranks unchanged) and adds rising professionals when over 60% are idle', async () => {
    await idlePros('upvote', { 'Uli 16': 8, 'Uli 14': 7, 'Uli 12': 6, 'Uli 10': 5 });
    await award(
      db(),
      await pro('Rising Rae', { verifiedAt: new Date('2026-02-26T00:00:00Z') }),
      'comment',
      RECENT,
    );
    await pro('Rising Ray', { verifiedAt: new Date('2026-02-10T00:00:00Z') });
    await pro('Quiet Quinn', { verifiedAt: new Date('2026-01-20T00:00:00Z') }); // 41 days: not rising

    const even = await loadTopPros(db(), EVEN_DAY);
    expect(even.pros).toHaveLength(12);
    expect(names(even.pros).slice(0, 3)).toEqual(['Zed Recent', 'Ann Tie', 'bob Tie']);
    expect(names(even.pros).slice(-4)).toEqual(['Uli 16', 'Uli 14', 'Uli 12', 'Uli 10']);
    // 11 of 12 had no activity in 90 days: the rising block, newest verified first, ranked by merit.
    expect(names(even.rising)).toEqual(['Rising Rae', 'Rising Ray']);
    expect(even.rising.map((card) => card.rank)).toEqual([1, 2]);

    const odd = await loadTopPros(db(), ODD_DAY);
    expect(names(odd.pros)).toEqual(['Ann Tie', 'Zed Recent', ...names(even.pros).slice(2)]);
    expect(odd.pros.map((card) => card.rank).slice(0, 3)).toEqual([2, 1, 3]);
    // The dailyRotation flag off keeps merit order.
    expect(names((await loadTopPros(db(), ODD_DAY, { dailyRotation: false })).pros)).toEqual(
      names(even.pros),
    );
  });

  it('drops the rising block once no more than 60% of those shown are idle', async () => {
    const shown = (await loadTopPros(db(), EVEN_DAY)).pros;
    // 1 active + 7 more = 8 of 12 active: 4 idle (33%).
    for (const card of shown.slice(1, 8)) await award(db(), card.userId, 'comment', RECENT);
    const top = await loadTopPros(db(), EVEN_DAY);
    expect(top.pros).toHaveLength(12);
    expect(top.rising).toEqual([]);
  });

  it('is what GET /api/merit/top answers, to anyone', async () => {
    const res = await createAgent(t.app).get(endpointPath(E.top));
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json() as TopPros;
    expect(body.pros).toHaveLength(12);
    expect([...body.pros.map((card) => card.rank)].sort((a, b) => a - b)).toEqual(
      Array.from({ length: 12 }, (_, i) => i + 1),
    );
  });
});
