import { EVIDENCE_API, SIGNAL_RING_CHECK_MS, voterWeight } from '@ibh/contract';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { buildProfile } from '../../../test/factories.ts';
import { type SignedIn, signedInUser } from '../../../test/sign-in.ts';
import { useTestApp } from '../../../test/test-server.ts';
import { award } from '../merit/merit.test-kit.ts';
import { detailOf, evidenceCast, finalizedEvidence } from './evidence.test-kit.ts';
import { findRings, recomputeSignalRings } from './evidence-rings.ts';
import { voterWeightSql } from './evidence-weights-sql.ts';

const t = useTestApp();
const DAY = 24 * 3600 * 1000;

/** A professional (verified or not) whose account is `ageDays` whole days old (plus an hour). */
async function pro(name: string, verified: boolean, ageDays = 0): Promise<SignedIn> {
  const db = t.database.db;
  const who = await signedInUser(t.app, db, { fullName: name, role: 'professional' });
  await buildProfile(db, who.user.id, { is_verified: verified });
  await db
    .updateTable('users')
    .set({ created_at: new Date(Date.now() - ageDays * DAY - 3600 * 1000) })
    .where('id', '=', who.user.id)
    .execute();
  return who;
}

async function meritOf(userId: string): Promise<number> {
  const row = await t.database.db
    .selectFrom('merit_points')
    .select('lifetime_total')
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return row?.lifetime_total ?? 0;
}

async function weightOf(userId: string): Promise<number> {
  const result = await sql<{ w: string }>`select ${voterWeightSql(userId, new Date())} as w`.execute(
    t.database.db,
  );
  return Number(result.rows[0]?.w);
}

describe('weighted signals (issue 29, decision 154)', () => {
  it('weighs each voter by verification, merit and account age, and sums them to one decimal', async () => {
    const cast = await evidenceCast(t.app, t.database.db);
    const { evidenceId } = await finalizedEvidence(cast.owner.agent);
    const ana = await pro('Ana Veteran', true, 30);
    await award(t.database.db, ana.user.id, 'order_completed', new Date(), 3); // 3 × 40 = 120 points
    const ben = await pro('Ben Fresh', false, 0);
    const cleo = await pro('Cleo Senior', true, 200);
    await award(t.database.db, cleo.user.id, 'order_completed', new Date(), 15); // 600 points

    const first = await ana.agent.post(EVIDENCE_API.upvote(evidenceId));
    expect(first.json()).toEqual({ proUpvotes: 1, communityUpvotes: 0, upvoted: true, weightedUpvotes: 0.7 });
    await ben.agent.post(EVIDENCE_API.upvote(evidenceId));
    const third = await cleo.agent.post(EVIDENCE_API.upvote(evidenceId));
    expect(third.statusCode, third.body).toBe(200);

    // Each upvote on someone else's evidence earns its voter 2 merit points (decision 86).
    expect([await meritOf(ana.user.id), await meritOf(ben.user.id), await meritOf(cleo.user.id)]).toEqual([
      122, 2, 602,
    ]);
    // Ana: 0.2 + 0.4 (verified) + 0.3 × 122/500 (0.0732) + 0.1 × 30/90 (0.0333…) = 0.70653…
    expect(await weightOf(ana.user.id)).toBeCloseTo(0.70653, 4);
    // Ben: 0.2 + 0 (not verified) + 0.3 × 2/500 (0.0012) + 0.1 × 0/90 = 0.2012
    expect(await weightOf(ben.user.id)).toBeCloseTo(0.2012, 4);
    // Cleo: 0.2 + 0.4 + 0.3 (merit capped at 500) + 0.1 (age capped at 90 days) = 1.0
    expect(await weightOf(cleo.user.id)).toBeCloseTo(1, 6);
    // The SQL is the contract's formula.
    expect(await weightOf(ana.user.id)).toBeCloseTo(
      voterWeight({ verified: true, meritPoints: 122, accountAgeDays: 30, inRing: false }),
      9,
    );

    // Useful marks: Sid (an idea owner, account made today, no merit) 0.2; Ana 0.70653 → 0.90653.
    await cast.stranger.agent.put(EVIDENCE_API.useful(evidenceId));
    const useful = await ana.agent.put(EVIDENCE_API.useful(evidenceId));
    expect(useful.json()).toEqual({ usefulCount: 2, myUseful: true, weightedUseful: 0.9 });

    const detail = await detailOf(cast.anonymous, evidenceId);
    // 3 upvotes: 0.70653 + 0.2012 + 1.0 = 1.90773 → 1.9; 2 useful marks → 0.9.
    expect(detail.signals).toMatchObject({
      proUpvotes: 2,
      communityUpvotes: 1,
      usefulCount: 2,
      weightedUpvotes: 1.9,
      weightedUseful: 0.9,
    });
    const listed = await cast.owner.agent.get(EVIDENCE_API.list);
    const item = listed.json().items.find((i: { id: string }) => i.id === evidenceId);
    expect(item.signals).toMatchObject({ weightedUpvotes: 1.9, weightedUseful: 0.9 });

    // Taking the upvote back takes its weight with it: 0.2012 + 1.0 = 1.2012 → 1.2.
    const down = await ana.agent.delete(EVIDENCE_API.upvote(evidenceId));
    expect(down.json()).toMatchObject({ proUpvotes: 1, communityUpvotes: 1, weightedUpvotes: 1.2 });
  });

  it('a vote schedules one ring check at the end of its window; more votes in the window add none', async () => {
    const cast = await evidenceCast(t.app, t.database.db);
    const { evidenceId } = await finalizedEvidence(cast.owner.agent);
    const before = Date.now();
    await cast.verifiedPro.agent.post(EVIDENCE_API.upvote(evidenceId));
    await cast.stranger.agent.put(EVIDENCE_API.useful(evidenceId));
    await cast.professional.agent.post(EVIDENCE_API.upvote(evidenceId));
    const after = Date.now();
    const windows: number[] = [];
    for (
      let w = Math.floor(before / SIGNAL_RING_CHECK_MS);
      w <= Math.floor(after / SIGNAL_RING_CHECK_MS);
      w++
    )
      windows.push(w);
    const jobs = await t.database.db
      .selectFrom('jobs')
      .select(['idempotency_key', 'run_at'])
      .where('name', '=', 'evidence.signal_rings')
      .where(
        'idempotency_key',
        'in',
        windows.map((w) => `evidence.signal_rings:${w}`),
      )
      .execute();
    // Three votes, one job per window they fell in (one, or two when a window ended meanwhile).
    expect(jobs.length).toBe(windows.length);
    for (const job of jobs) {
      const window = Number(job.idempotency_key?.split(':').at(-1));
      expect(new Date(job.run_at as Date).getTime()).toBe((window + 1) * SIGNAL_RING_CHECK_MS);
    }
  });
});

describe('closed voting rings (decision 155)', () => {
  it('finds closed groups (mutual and cyclic) and nothing else', () => {
    expect(
      findRings([
        ['a', 'b'],
        ['b', 'a'],
      ]),
    ).toEqual(new Set(['a', 'b']));
    // A cycle a → b → c → a is a ring too; d only votes into it and is not.
    expect(
      findRings([
        ['a', 'b'],
        ['b', 'c'],
        ['c', 'a'],
        ['d', 'a'],
      ]),
    ).toEqual(new Set(['a', 'b', 'c']));
    // One vote out of the group opens it for all of its members.
    expect(
      findRings([
        ['a', 'b'],
        ['b', 'a'],
        ['b', 'x'],
      ]),
    ).toEqual(new Set());
    expect(findRings([['a', 'a']])).toEqual(new Set());
  });

  it('three accounts that only vote for each other weigh 0; an outsider counts; one vote out restores them', async () => {
    const [r1, r2, r3] = [
      await pro('Ring One', false),
      await pro('Ring Two', false),
      await pro('Ring Three', false),
    ];
    const ring = [r1, r2, r3];
    const items = new Map<string, string>();
    for (const member of ring) items.set(member.user.id, (await finalizedEvidence(member.agent)).evidenceId);
    for (const voter of ring) {
      for (const owner of ring) {
        if (owner === voter) continue;
        const id = items.get(owner.user.id) as string;
        expect((await voter.agent.post(EVIDENCE_API.upvote(id))).statusCode).toBe(200);
        expect((await voter.agent.put(EVIDENCE_API.useful(id))).statusCode).toBe(200);
      }
    }
    const outsider = await pro('Otto Outsider', true, 0);
    const r1Item = items.get(r1.user.id) as string;
    await outsider.agent.post(EVIDENCE_API.upvote(r1Item));

    expect(await recomputeSignalRings(t.database.db)).toBe(3);
    for (const member of ring) expect(await weightOf(member.user.id)).toBe(0);

    // Otto: 0.2 + 0.4 (verified) + 0.3 × 2/500 (his upvote's 2 points: 0.0012) + 0 = 0.6012 → 0.6.
    const ringed = await detailOf(outsider.agent, r1Item);
    expect(ringed.signals).toMatchObject({
      communityUpvotes: 2,
      proUpvotes: 1,
      weightedUpvotes: 0.6,
      usefulCount: 2,
      weightedUseful: 0,
    });

    // Ring Two upvotes the evidence of Una, who votes for nobody: the group is no longer closed.
    // (Had Ring Two voted for Otto's evidence, Otto, whose one vote goes to Ring One, would close a
    // ring of four instead.)
    const una = await pro('Una Unrelated', false);
    const unaItem = (await finalizedEvidence(una.agent)).evidenceId;
    await r2.agent.post(EVIDENCE_API.upvote(unaItem));
    expect(await recomputeSignalRings(t.database.db)).toBe(0);

    // Merit (decision 86): 2 per upvote given, 4 per useful mark received.
    // Ring Two: 3 upvotes (6) + 2 marks received (8) = 14 → 0.2 + 0.3 × 14/500 = 0.2084.
    // Ring Three: 2 upvotes (4) + 2 marks received (8) = 12 → 0.2 + 0.3 × 12/500 = 0.2072.
    expect([await meritOf(r2.user.id), await meritOf(r3.user.id)]).toEqual([14, 12]);
    // Upvotes on Ring One's entry: 0.2084 + 0.2072 + 0.6012 = 1.0168 → 1.0; useful: 0.2084 + 0.2072 = 0.4156 → 0.4.
    const opened = await detailOf(outsider.agent, r1Item);
    expect(opened.signals).toMatchObject({ weightedUpvotes: 1, weightedUseful: 0.4 });
  });
});
