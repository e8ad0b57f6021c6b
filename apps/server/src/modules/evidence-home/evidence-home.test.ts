import {
  EVIDENCE_API,
  EVIDENCE_HOME,
  EVIDENCE_HOME_API,
  type EvidenceHome,
  type HomeProof,
  type HomeProofPage,
  PROFILE_API,
  SPRINT_API,
} from '@ibh/contract';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { type Agent, createAgent, errorOf } from '../../../test/agent.ts';
import { signedInUser } from '../../../test/sign-in.ts';
import { useTestApp } from '../../../test/test-server.ts';
import { finalizedEvidence } from '../evidence/evidence.test-kit.ts';
import { buildCast, postIdea } from '../ideas/ideas.test-kit.ts';
import { addInterviews, finalizedSprint, startSprint } from '../sprints/sprints.test-kit.ts';

const t = useTestApp();
const db = () => t.database.db;
const DAY = 86_400_000;
/** One instant for the whole file: every fixed time below is this minus whole days. */
const NOW = Date.now();
const daysAgo = (days: number) => new Date(NOW - days * DAY);

async function home(agent: Agent): Promise<EvidenceHome> {
  const res = await agent.get(EVIDENCE_HOME_API.home);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}
async function proofsPage(agent: Agent, cursor?: string): Promise<HomeProofPage> {
  const res = await agent.get(
    cursor ? `${EVIDENCE_HOME_API.proofs}?cursor=${cursor}` : EVIDENCE_HOME_API.proofs,
  );
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}
/** Every proof, following the cursors from the first page. */
async function allProofs(agent: Agent): Promise<HomeProof[]> {
  const items: HomeProof[] = [];
  let cursor: string | undefined;
  for (let pages = 0; pages < 50; pages++) {
    const page = await proofsPage(agent, cursor);
    items.push(...page.items);
    if (!page.nextCursor) return items;
    cursor = page.nextCursor;
  }
  throw new Error('the cursor never ended');
}

const setTimes = (table: 'experiments', id: string, values: { created_at?: Date; finalized_at?: Date }) =>
  db().updateTable(table).set(values).where('id', '=', id).execute();

const readiness = (score: 'some' | 'more') => ({
  priorFounder: true,
  technicalFounder: score === 'more',
  arrDisclosed: false,
  deckReady: false,
  arrAmount: null,
  deckUrl: null,
});

describe('stats: the last 30 days only', () => {
  it('counts sprints started, sprints passed and verified professionals’ co-signs inside the window', async () => {
    const cast = await buildCast(t.app, db());
    const before = (await home(createAgent(t.app))).stats;

    // Sprints: one started 29 days ago (counts), one 31 days ago (does not).
    const recent = await startSprint(cast.owner.agent);
    await setTimes('experiments', recent.id, { created_at: daysAgo(29) });
    const other = await signedInUser(t.app, db());
    const old = await finalizedSprint(other.agent);
    await setTimes('experiments', old, { created_at: daysAgo(45), finalized_at: daysAgo(31) });
    // A pass 2 days ago, started 40 days ago: a pass, not an experiment of the window.
    const third = await signedInUser(t.app, db());
    const passed = await finalizedSprint(third.agent);
    await setTimes('experiments', passed, { created_at: daysAgo(40), finalized_at: daysAgo(2) });

    // Co-signs on evidence: a verified professional's 10 days ago counts, 40 days ago does not;
    // an unverified professional's never counts (inserted as it would have been before a check).
    const fresh = await finalizedEvidence(cast.owner.agent);
    const stale = await finalizedEvidence(cast.owner.agent, { title: 'Older interviews' });
    for (const e of [fresh, stale]) {
      const res = await cast.verifiedPro.agent.post(EVIDENCE_API.cosign(e.evidenceId), {
        versionId: e.versionId,
      });
      expect(res.statusCode, res.body).toBe(201);
    }
    await db()
      .updateTable('evidence_cosigns')
      .set({ created_at: daysAgo(10) })
      .where('evidence_id', '=', fresh.evidenceId)
      .execute();
    await db()
      .updateTable('evidence_cosigns')
      .set({ created_at: daysAgo(40) })
      .where('evidence_id', '=', stale.evidenceId)
      .execute();
    await db()
      .insertInto('evidence_cosigns')
      .values({
        evidence_id: fresh.evidenceId,
        signer_user_id: cast.professional.user.id,
        version_id: fresh.versionId,
        created_at: daysAgo(1),
      })
      .execute();
    // A sprint co-sign request accepted 5 days ago counts; one accepted 35 days ago does not.
    for (const [days, sprintId] of [
      [5, passed],
      [35, old],
    ] as const) {
      await db()
        .insertInto('experiment_cosign_requests')
        .values({
          experiment_id: sprintId,
          pro_user_id: cast.verifiedPro.user.id,
          requested_by: cast.owner.user.id,
          status: 'accepted',
          created_at: daysAgo(days + 1),
          responded_at: daysAgo(days),
        })
        .execute();
    }

    const after = (await home(createAgent(t.app))).stats;
    expect(after).toEqual({
      experiments30d: before.experiments30d + 1,
      passes30d: before.passes30d + 1,
      panelCosigns30d: before.panelCosigns30d + 2,
    });
  });
});

describe('Live Proofs', () => {
  it('shows each kind with what it links to, newest first, and never private things', async () => {
    const owner = await signedInUser(t.app, db(), { fullName: 'Proof Owner' });
    // experiment: a standalone sprint started.
    const started = await startSprint(owner.agent);
    await setTimes('experiments', started.id, { created_at: daysAgo(0.5) });
    // experiment_passed, published as public evidence.
    const other = await signedInUser(t.app, db(), { fullName: 'Passing Owner' });
    const passedId = await finalizedSprint(other.agent);
    const published = await other.agent.post(SPRINT_API.publish(passedId));
    expect(published.statusCode, published.body).toBe(200);
    const sprintRow = await db()
      .selectFrom('experiments')
      .select(['evidence_id', 'version_id'])
      .where('id', '=', passedId)
      .executeTakeFirstOrThrow();
    await setTimes('experiments', passedId, { finalized_at: daysAgo(0.4) });
    // readiness_current (a first score) then readiness_bump (it rose).
    const founder = await signedInUser(t.app, db(), { fullName: 'Ready Founder' });
    expect((await founder.agent.put(PROFILE_API.readiness, readiness('some'))).statusCode).toBe(200);
    expect((await founder.agent.put(PROFILE_API.readiness, readiness('more'))).statusCode).toBe(200);
    const changes = await sql<{ score_before: number | null; score_after: number }>`
      select score_before, score_after from readiness_changes where user_id = ${founder.user.id}
      order by created_at`.execute(db());
    expect(changes.rows).toEqual([
      { score_before: null, score_after: 25 },
      { score_before: 25, score_after: 50 },
    ]);

    // Private: a sprint on a private idea (started and passed), a private profile's readiness.
    const secretive = await signedInUser(t.app, db());
    const privateIdea = await postIdea(secretive.agent, { visibility: 'private' });
    const hidden = await finalizedSprint(secretive.agent, { ideaId: privateIdea });
    const shy = await signedInUser(t.app, db());
    await db().insertInto('user_profiles').values({ user_id: shy.user.id, public_profile: false }).execute();
    expect((await shy.agent.put(PROFILE_API.readiness, readiness('more'))).statusCode).toBe(200);

    const visitor = createAgent(t.app);
    const items = await allProofs(visitor);
    const kinds = new Set(items.map((p) => p.kind));
    expect(kinds).toEqual(
      new Set(['experiment', 'experiment_passed', 'readiness_current', 'readiness_bump']),
    );

    expect(items).toContainEqual(
      expect.objectContaining({
        kind: 'experiment',
        experimentId: started.id,
        experimentType: 'interview_sprint',
        mine: false,
      }),
    );
    expect(items).toContainEqual(
      expect.objectContaining({
        kind: 'experiment_passed',
        experimentId: passedId,
        evidenceId: sprintRow.evidence_id,
        versionId: sprintRow.version_id,
        title: expect.any(String),
      }),
    );
    const founderProofs = items.filter((p) => p.profileId === founder.user.id);
    expect(founderProofs.map((p) => [p.kind, p.scoreAfter, p.profileName])).toEqual([
      ['readiness_bump', 50, 'Ready Founder'],
      ['readiness_current', 25, 'Ready Founder'],
    ]);
    // Nothing of the private idea's sprint, nor of the private profile.
    expect(items.some((p) => p.experimentId === hidden)).toBe(false);
    expect(items.some((p) => p.profileId === shy.user.id)).toBe(false);
    // Newest first.
    const times = items.map((p) => p.createdAt);
    expect([...times].sort().reverse()).toEqual(times);

    // The owner sees their own sprint marked as theirs (it links to their sprint screen).
    const mine = (await allProofs(owner.agent)).find(
      (p) => p.kind === 'experiment' && p.experimentId === started.id,
    );
    expect(mine?.mine).toBe(true);

    // Withdrawn evidence: the pass stays, without the link.
    await db()
      .updateTable('evidence_entries')
      .set({ tombstoned_at: new Date() })
      .where('id', '=', sprintRow.evidence_id as string)
      .execute();
    const afterTombstone = (await allProofs(visitor)).find(
      (p) => p.kind === 'experiment_passed' && p.experimentId === passedId,
    );
    expect(afterTombstone).toMatchObject({ evidenceId: null, versionId: null, title: null });
  });

  it('pages with a cursor: no proof twice, none missing, the first page is the home’s', async () => {
    // Enough proofs for three pages, some at the very same instant (ties are ordered by id and kind).
    const same = daysAgo(3);
    for (let n = 0; n < EVIDENCE_HOME.proofsPage * 2; n++) {
      const who = await signedInUser(t.app, db());
      const s = await startSprint(who.agent);
      await setTimes('experiments', s.id, { created_at: n % 2 === 0 ? same : daysAgo(3 + n / 10) });
    }
    const visitor = createAgent(t.app);
    const first = await home(visitor);
    const pageOne = await proofsPage(visitor);
    expect(first.proofs).toEqual(pageOne);
    expect(pageOne.items).toHaveLength(EVIDENCE_HOME.proofsPage);
    expect(pageOne.nextCursor).not.toBeNull();

    const all = await allProofs(visitor);
    const keys = all.map((p) => `${p.kind}:${p.proofId}`);
    expect(new Set(keys).size).toBe(keys.length);
    // Every standalone sprint is there exactly once.
    const standalone = await db()
      .selectFrom('experiments')
      .select('id')
      .where('idea_id', 'is', null)
      .execute();
    const listed = new Set(all.filter((p) => p.kind === 'experiment').map((p) => p.experimentId));
    for (const row of standalone) expect(listed.has(row.id)).toBe(true);
  });

  it('refuses a cursor it did not make with a coded 400', async () => {
    const res = await createAgent(t.app).get(`${EVIDENCE_HOME_API.proofs}?cursor=not-a-cursor`);
    expect(res.statusCode).toBe(400);
    expect(errorOf(res).code).toBe('E_INVALID_INPUT');
    const forged = Buffer.from(JSON.stringify({ at: '2024-02-30 00:00:00+00', id: 'x', k: 1 })).toString(
      'base64url',
    );
    const res2 = await createAgent(t.app).get(`${EVIDENCE_HOME_API.proofs}?cursor=${forged}`);
    expect(res2.statusCode).toBe(400);
  });
});

describe('the active sprint', () => {
  it('is the signed-in idea owner’s own, with interviews done of the target; nobody else gets it', async () => {
    const owner = await signedInUser(t.app, db());
    expect((await home(owner.agent)).activeSprint).toBeNull();
    const { id } = await startSprint(owner.agent);
    await addInterviews(owner.agent, id, ['positive', 'neutral', 'negative']);
    expect((await home(owner.agent)).activeSprint).toEqual({ id, done: 3, target: 10 });

    const stranger = await signedInUser(t.app, db());
    expect((await home(stranger.agent)).activeSprint).toBeNull();
    const pro = await signedInUser(t.app, db(), { role: 'professional' });
    expect((await home(pro.agent)).activeSprint).toBeNull();
    expect((await home(createAgent(t.app))).activeSprint).toBeNull();

    // Finalized: no longer active.
    await addInterviews(owner.agent, id, Array(7).fill('positive'));
    expect((await owner.agent.post(SPRINT_API.finalize(id))).statusCode).toBe(200);
    expect((await home(owner.agent)).activeSprint).toBeNull();
  });
});
