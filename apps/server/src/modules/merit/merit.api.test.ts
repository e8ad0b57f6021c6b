import {
  MERIT_ENDPOINTS as E,
  endpointPath,
  MERIT,
  MERIT_GOALS,
  MERIT_KINDS,
  type MeritData,
  TIME,
} from '@ibh/contract';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { createAgent, errorOf } from '../../../test/agent.ts';
import { buildUser } from '../../../test/factories.ts';
import { signedInUser, signInAs } from '../../../test/sign-in.ts';
import { useTestApp } from '../../../test/test-server.ts';
import { buildIdea } from '../collab/collab.fixtures.ts';
import { award, buildPro, buildProUser } from './merit.test-kit.ts';

const t = useTestApp();
const db = () => t.app.ctx.db;
const get = async (userId: string) => createAgent(t.app).get(endpointPath(E.get, { userId }));
const merit = async (userId: string) => {
  const res = await get(userId);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as MeritData;
};
const daysAgo = (days: number) => new Date(Date.now() - days * TIME.DAY);

let owner: string;
beforeAll(async () => {
  owner = (await buildUser(db(), { fullName: 'Owen Owner' })).id;
});

describe('GET /api/merit/:userId', () => {
  it("gives a verified professional's lifetime and recent points, bars against the goals and the goals", async () => {
    const pro = await buildPro(db());
    await award(db(), pro, 'order_completed', daysAgo(3), 2); // 80 deliver, recent
    await award(db(), pro, 'order_completed', daysAgo(MERIT.recentDays + 5)); // 40 deliver, lifetime only
    await award(db(), pro, 'cosign', daysAgo(10), 10); // 150 give: bar clamped to 1
    const data = await merit(pro);
    expect(data).toEqual({
      userId: pro,
      lifetimeTotal: 120 + 150,
      lifetime: { deliver: 120, give: 150, community: 0 },
      recentPoints: { deliver: 80, give: 150, community: 0 },
      bars: { deliver: 80 / MERIT_GOALS.deliver, give: 1, community: 0 },
      goals: MERIT_GOALS,
    });
  });

  it('is 404 for anyone but a verified professional with a public profile, and 400 for a malformed id', async () => {
    const unverified = await buildPro(db(), { verified: false });
    await award(db(), unverified, 'comment', daysAgo(1));
    const hidden = await buildPro(db(), { isPublic: false });
    for (const id of [unverified, hidden, owner, '3c9e2f1a-5b7d-4e8f-a1c2-d3e4f5a6b7c8']) {
      const res = await get(id);
      expect(res.statusCode).toBe(404);
      expect(errorOf(res).code).toBe('E_NOT_FOUND');
    }
    expect((await get('not-a-uuid')).statusCode).toBe(400);
  });

  it('falls back to MERIT.totalFallback only for a verified professional without a totals row', async () => {
    const fresh = await buildPro(db());
    // A new verified professional has a row at zero (the verification trigger made it).
    expect((await merit(fresh)).lifetimeTotal).toBe(0);
    const missing = await buildPro(db());
    await db().deleteFrom('merit_totals').where('user_id', '=', missing).execute();
    const data = await merit(missing);
    expect(data.lifetimeTotal).toBe(MERIT.totalFallback);
    expect(data.bars).toEqual({ deliver: 0, give: 0, community: 0 });
  });

  it('uses stored recent points for 24 hours and recomputes them after that', async () => {
    const pro = await buildPro(db());
    await award(db(), pro, 'comment', daysAgo(1), 4); // 12 community
    expect((await merit(pro)).recentPoints.community).toBe(12);
    const row = await db()
      .selectFrom('merit_totals')
      .select(['recent_at', 'recent_community'])
      .where('user_id', '=', pro)
      .executeTakeFirstOrThrow();
    expect(row.recent_community).toBe(12);
    expect(row.recent_at).not.toBeNull();

    // An event leaving the 90-day window changes no row: the stored value stands until it expires.
    await db()
      .updateTable('merit_events')
      .set({ occurred_at: daysAgo(MERIT.recentDays + 1) })
      .where('user_id', '=', pro)
      .execute();
    const { readMeritData } = await import('./merit-read.ts');
    expect((await readMeritData(db(), pro, new Date()))?.recentPoints.community).toBe(12);
    const later = new Date(Date.now() + MERIT.storedBarsTtl + TIME.MINUTE);
    const recomputed = await readMeritData(db(), pro, later);
    expect(recomputed?.recentPoints.community).toBe(0);
    expect(recomputed?.lifetime.community).toBe(12);
  });

  it('is cached, and the cache forgets a professional as soon as their points change', async () => {
    const pro = await buildPro(db());
    await award(db(), pro, 'comment', daysAgo(1));
    expect((await merit(pro)).lifetime.community).toBe(3);
    // A change that does not go through the ledger announces nothing: the cached card stays. On
    // PostgreSQL the award's own announcement arrives on the LISTEN connection after its commit and
    // may still be on its way (it rightly empties the cache), so try again until the card is cached.
    const setCommunity = (community: number) =>
      db().updateTable('merit_totals').set({ community }).where('user_id', '=', pro).execute();
    await vi.waitFor(
      async () => {
        await setCommunity(3);
        await merit(pro);
        await setCommunity(999);
        expect((await merit(pro)).lifetime.community).toBe(3);
      },
      { timeout: 5000 },
    );
    // A comment (the ledger's trigger) reaches the card at once.
    const idea = await buildIdea(db(), owner);
    await db()
      .insertInto('idea_comments')
      .values({ idea_id: idea, user_id: pro, body: 'Good point' })
      .execute();
    await vi.waitFor(async () => expect((await merit(pro)).lifetime.community).toBe(999 + 3), {
      timeout: 5000,
    });
  });
});

describe('GET /api/merit/me/inputs', () => {
  it("lists a professional's own events and points per kind of the formula, zeros included", async () => {
    const user = await buildProUser(db());
    const pro = user.id;
    const agent = await signInAs(t.app, user);
    await award(db(), pro, 'upvote', daysAgo(2), 3);
    await award(db(), pro, 'upvote', daysAgo(MERIT.recentDays + 2));
    await award(db(), pro, 'dispute_opened', daysAgo(5));
    const res = await agent.get(endpointPath(E.myInputs));
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.isVerified).toBe(true);
    expect(body.inputs.map((input: { kind: string }) => input.kind)).toEqual([...MERIT_KINDS]);
    const byKind = Object.fromEntries(body.inputs.map((input: { kind: string }) => [input.kind, input]));
    expect(byKind.upvote).toEqual({
      kind: 'upvote',
      axis: 'give',
      count: 4,
      points: 8,
      recentCount: 3,
      recentPoints: 6,
    });
    expect(byKind.dispute_opened).toMatchObject({ count: 1, points: -30, recentPoints: -30 });
    expect(byKind.comment).toMatchObject({ count: 0, points: 0 });
    expect(body.merit.lifetime.give).toBe(8);
  });

  it('answers an unverified professional without a card, refuses other people and needs sign-in', async () => {
    const unverified = await signedInUser(t.app, db(), { role: 'professional' });
    const res = await unverified.agent.get(endpointPath(E.myInputs));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ isVerified: false, merit: null });

    const ideaOwner = await signedInUser(t.app, db());
    expect((await ideaOwner.agent.get(endpointPath(E.myInputs))).statusCode).toBe(403);
    expect((await createAgent(t.app).get(endpointPath(E.myInputs))).statusCode).toBe(401);
  });
});
