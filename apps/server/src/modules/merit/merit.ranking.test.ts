import { MERIT_ENDPOINTS as E, endpointPath, MERIT, type TopPros } from '@ibh/contract';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { createAgent } from '../../../test/agent.ts';
import { useTestApp } from '../../../test/test-server.ts';
import { award, buildPro } from './merit.test-kit.ts';
import { loadTopPros } from './top-pros.ts';

/**
 * The stored ranking behind Top Merit Professionals (merit_ranking, migration 0029): the list
 * follows every change of merit, verification, privacy, role and name at once, without a job,
 * and the daily rotation turns whatever the stored ranking's top places are. Dates as in
 * merit.top.test.ts: 2026-03-02 is an even UTC day, 2026-03-03 an odd one.
 */
const t = useTestApp();
const db = () => t.app.ctx.db;
const EVEN_DAY = new Date('2026-03-02T12:00:00Z');
const ODD_DAY = new Date('2026-03-03T12:00:00Z');
const OLD = new Date('2025-10-01T00:00:00Z');
const names = (cards: TopPros['pros']) => cards.map((card) => card.fullName);
const top = async (now = EVEN_DAY) => names((await loadTopPros(db(), now)).pros);

/**
 * The stored rows equal a ranking computed from scratch: every verified professional with a
 * public profile, with their current keys, and nobody else.
 */
async function expectInSync() {
  const stored = await sql<Record<string, unknown>>`
    select user_id, lifetime_total, recent_deliver, name_key, verified_at from merit_ranking order by user_id`.execute(
    db(),
  );
  const fresh = await sql<Record<string, unknown>>`
    select u.id as user_id, coalesce(t.lifetime_total, ${MERIT.totalFallback}) as lifetime_total,
           coalesce(t.recent_deliver, 0) as recent_deliver,
           lower(coalesce(nullif(btrim(u.full_name), ''), p.display_name, '')) as name_key,
           coalesce(p.verified_at, pp.verified_at) as verified_at
      from users u
      left join user_profiles p on p.user_id = u.id
      left join pro_profiles pp on pp.user_id = u.id
      left join merit_totals t on t.user_id = u.id
     where u.role in ('professional', 'pro')
       and (coalesce(p.is_verified, false) or coalesce(pp.verified, false))
       and coalesce(p.public_profile, true)
     order by u.id`.execute(db());
  expect(stored.rows).toEqual(fresh.rows);
}

const ids: Record<string, string> = {};
async function pro(name: string, options: Parameters<typeof buildPro>[1] = {}) {
  ids[name] = await buildPro(db(), { fullName: name, ...options });
  return ids[name] as string;
}
const id = (name: string) => ids[name] as string;

describe('the stored ranking', () => {
  it('moves a professional as points are earned and taken back; a missing totals row ranks at the fallback', async () => {
    await award(db(), await pro('Abe Able'), 'order_completed', OLD, 2); // 80
    await award(db(), await pro('Bea Brisk'), 'order_completed', OLD, 1); // 40
    await pro('Cal Calm'); // 0
    expect(await top()).toEqual(['Abe Able', 'Bea Brisk', 'Cal Calm']);

    await award(db(), id('Cal Calm'), 'order_completed', OLD, 3); // 120
    expect(await top()).toEqual(['Cal Calm', 'Abe Able', 'Bea Brisk']);

    // One of Cal's orders taken back (the ledger's removal): 80, a tie with Abe, broken by name.
    const event = await db()
      .selectFrom('merit_events')
      .select('id')
      .where('user_id', '=', id('Cal Calm'))
      .limit(1)
      .executeTakeFirstOrThrow();
    await db().deleteFrom('merit_events').where('id', '=', event.id).execute();
    expect(await top()).toEqual(['Abe Able', 'Cal Calm', 'Bea Brisk']);

    await db().deleteFrom('merit_totals').where('user_id', '=', id('Bea Brisk')).execute();
    const list = await loadTopPros(db(), EVEN_DAY);
    expect(names(list.pros)).toEqual(['Bea Brisk', 'Abe Able', 'Cal Calm']);
    expect(list.pros[0]?.merit.lifetimeTotal).toBe(MERIT.totalFallback);
    await expectInSync();
  });

  it('takes professionals in and out as they are verified, hidden, change role, name or leave', async () => {
    const dan = await pro('Dan Dormant', { verified: false });
    await award(db(), dan, 'order_completed', OLD, 10); // 400, not verified: not listed
    expect(await top()).not.toContain('Dan Dormant');

    await db()
      .updateTable('user_profiles')
      .set({ is_verified: true, verified_at: OLD })
      .where('user_id', '=', dan)
      .execute();
    expect((await top())[0]).toBe('Dan Dormant');

    await db()
      .updateTable('user_profiles')
      .set({ public_profile: false })
      .where('user_id', '=', dan)
      .execute();
    expect(await top()).not.toContain('Dan Dormant');
    await db()
      .updateTable('user_profiles')
      .set({ public_profile: true })
      .where('user_id', '=', dan)
      .execute();
    expect((await top())[0]).toBe('Dan Dormant');

    // Verified through the professional profile alone counts too.
    const eve = await pro('Eve Even', { verified: false });
    await award(db(), eve, 'order_completed', OLD, 10); // 400: a tie with Dan, by name
    expect(await top()).not.toContain('Eve Even');
    await db()
      .insertInto('pro_profiles')
      .values({ user_id: eve, verified: true, verified_at: OLD })
      .execute();
    expect((await top()).slice(0, 2)).toEqual(['Dan Dormant', 'Eve Even']);

    // A new name reorders the tie.
    await db().updateTable('users').set({ full_name: 'Ada Early' }).where('id', '=', eve).execute();
    expect((await top()).slice(0, 2)).toEqual(['Ada Early', 'Dan Dormant']);

    await db().updateTable('users').set({ role: 'idea_owner' }).where('id', '=', dan).execute();
    expect(await top()).not.toContain('Dan Dormant');
    await db().deleteFrom('pro_profiles').where('user_id', '=', eve).execute();
    expect(await top()).not.toContain('Ada Early');

    await db().updateTable('users').set({ role: 'professional' }).where('id', '=', dan).execute();
    expect((await top())[0]).toBe('Dan Dormant');
    await db().deleteFrom('users').where('id', '=', dan).execute();
    expect(await top()).not.toContain('Dan Dormant');
    await expectInSync();
  });

  it('shows the top 12 of many and rotates the stored top places by UTC day, following merit changes', async () => {
    // 24 more professionals, 2 to 25 upvotes each (4 to 50 points): 27 in the ranking, more than
    // the pool of 24 the server re-ranks.
    for (let n = 2; n <= 25; n++) {
      await award(db(), await pro(`Many ${String(n).padStart(2, '0')}`), 'upvote', OLD, n);
    }
    const byMerit = ['Bea Brisk', 'Abe Able', 'Cal Calm', 'Many 25', 'Many 24', 'Many 23', 'Many 22'];
    const even = await loadTopPros(db(), EVEN_DAY);
    expect(names(even.pros)).toHaveLength(12);
    expect(names(even.pros).slice(0, 7)).toEqual(byMerit);
    expect(names(even.pros).at(-1)).toBe('Many 17');
    const odd = await loadTopPros(db(), ODD_DAY);
    expect(names(odd.pros).slice(0, 3)).toEqual(['Abe Able', 'Bea Brisk', 'Cal Calm']);
    expect(odd.pros.map((card) => card.rank).slice(0, 3)).toEqual([2, 1, 3]);

    // Many 02 (4 points, 27th: outside the pool) earns 400: first on an even day, second on an odd one.
    await award(db(), id('Many 02'), 'order_completed', OLD, 10);
    expect((await top(EVEN_DAY)).slice(0, 3)).toEqual(['Many 02', 'Bea Brisk', 'Abe Able']);
    const after = await loadTopPros(db(), ODD_DAY);
    expect(names(after.pros).slice(0, 3)).toEqual(['Bea Brisk', 'Many 02', 'Abe Able']);
    expect(after.pros.map((card) => card.rank).slice(0, 3)).toEqual([2, 1, 3]);
    // Many 17 fell off the end.
    expect(names(after.pros).at(-1)).toBe('Many 18');

    // GET /api/merit/top answers the same, rotated by the server's clock.
    const res = await createAgent(t.app).get(endpointPath(E.top));
    expect(res.statusCode, res.body).toBe(200);
    expect((res.json() as TopPros).pros.map((card) => card.userId).sort()).toEqual(
      after.pros.map((card) => card.userId).sort(),
    );
    await expectInSync();
  });
});
