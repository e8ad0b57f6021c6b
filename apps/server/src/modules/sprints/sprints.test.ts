import { EVIDENCE_API, type EvidenceDetail, SPRINT_API, SPRINT_TEXT, type SprintDetail } from '@ibh/contract';
import { describe, expect, it } from 'vitest';
import { type Agent, createAgent, errorOf } from '../../../test/agent.ts';
import { signedInUser } from '../../../test/sign-in.ts';
import { useTestApp } from '../../../test/test-server.ts';
import { buildCast, postIdea } from '../ideas/ideas.test-kit.ts';
import { STORED_GATE_KEY } from './sprint-read.ts';
import {
  addInterviews,
  expectError,
  finalizedSprint,
  interview,
  sprintDetail,
  startSprint,
} from './sprints.test-kit.ts';

const t = useTestApp();
const owner = () => signedInUser(t.app, t.database.db, { role: 'idea_owner', fullName: 'Olive Owner' });
const detail = sprintDetail;

/** A signed-in professional whose profile is verified. */
async function verifiedPro() {
  const pro = await signedInUser(t.app, t.database.db, { role: 'professional' });
  await t.database.db
    .insertInto('user_profiles')
    .values({ user_id: pro.user.id, is_verified: true })
    .onConflict((oc) => oc.column('user_id').doUpdateSet({ is_verified: true }))
    .execute();
  return pro;
}

/** Editing and deleting the interview are both refused to `agent` with this error. */
async function expectInterviewLocked(
  agent: Agent,
  sprintId: string,
  interviewId: string,
  status: number,
  code: string,
  message: string,
) {
  expectError(
    await agent.put(SPRINT_API.interview(sprintId, interviewId), interview()),
    status,
    code,
    message,
  );
  expectError(await agent.delete(SPRINT_API.interview(sprintId, interviewId)), status, code, message);
}

describe('start or resume', () => {
  it('starts a sprint on an idea, resumes it, and keeps one active per owner and per idea', async () => {
    const me = await owner();
    const ideaId = await postIdea(me.agent);
    const first = await startSprint(me.agent, { ideaId });
    expect(first.resumed).toBe(false);
    const again = await startSprint(me.agent, { ideaId });
    expect(again).toEqual({ id: first.id, resumed: true });
    expectError(
      await me.agent.post(SPRINT_API.start, { ideaId, forceNew: true }),
      409,
      'E_SPRINT_ACTIVE_IDEA',
      'This idea already has an active sprint.',
    );
    expectError(
      await me.agent.post(SPRINT_API.start, { forceNew: true }),
      409,
      'E_SPRINT_ACTIVE_OWNER',
      'You already have an active sprint.',
    );
    const active = (await me.agent.get(SPRINT_API.active)).json();
    expect(active.sprint).toMatchObject({ id: first.id, ideaId, state: 'active', targetCount: 10 });
    const d = await detail(me.agent, first.id);
    expect(d).toMatchObject({
      type: 'interview_sprint',
      ownerName: 'Olive Owner',
      gate: { required: 8, status: 'on_track' },
    });
  });

  it('two concurrent starts give one sprint', async () => {
    const me = await owner();
    const [a, b] = await Promise.all([
      me.agent.post(SPRINT_API.start, {}),
      me.agent.post(SPRINT_API.start, {}),
    ]);
    const ok = [a, b].filter((r) => r.statusCode === 200).map((r) => r.json().id);
    const conflicts = [a, b].filter((r) => r.statusCode === 409);
    expect(new Set(ok).size).toBe(1);
    for (const c of conflicts) expect(errorOf(c).code).toBe('E_SPRINT_ACTIVE_OWNER');
    const list = (await me.agent.get(SPRINT_API.mine)).json();
    expect(list.items).toHaveLength(1);
  });

  it('refuses professionals, anonymous visitors and another owner’s idea', async () => {
    const pro = await signedInUser(t.app, t.database.db, { role: 'professional' });
    expectError(await pro.agent.post(SPRINT_API.start, {}), 403, 'E_NOT_AUTHORIZED');
    const anon = createAgent(t.app);
    expect((await anon.post(SPRINT_API.start, {})).statusCode).toBe(401);
    const a = await owner();
    const b = await owner();
    const ideaId = await postIdea(a.agent);
    expectError(await b.agent.post(SPRINT_API.start, { ideaId }), 403, 'E_NOT_OWNER');
  });

  it('hides a sprint from everyone but its owner', async () => {
    const me = await owner();
    const other = await owner();
    const { id } = await startSprint(me.agent);
    expect((await other.agent.get(SPRINT_API.detail(id))).statusCode).toBe(404);
  });
});

describe('setup and pre-registration', () => {
  it('saves the setup, then keeps later changes as revisions shown on the public page', async () => {
    const me = await owner();
    const { id } = await startSprint(me.agent);
    const setup = { hypothesis: 'Clinics pay $20', persona: 'Clinic managers', minValidated: 0 };
    const saved = await me.agent.put(SPRINT_API.setup(id), setup);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({
      hypothesis: setup.hypothesis,
      persona: setup.persona,
      passGate: { minValidated: 0 },
      setupRegisteredAt: null,
      revisions: [],
      setupEditable: true,
    });
    await addInterviews(me.agent, id, ['positive']);
    const changed = await me.agent.put(SPRINT_API.setup(id), { ...setup, minValidated: 9 });
    const d = changed.json() as SprintDetail;
    expect(d.setupRegisteredAt).not.toBeNull();
    expect(d.revisions).toEqual([
      { changedAt: expect.any(String), before: setup, after: { ...setup, minValidated: 9 } },
    ]);
    expect(d.gate.required).toBe(9);
    const pub = (await createAgent(t.app).get(SPRINT_API.publicView(id, d.shareToken))).json();
    expect(pub.revisions).toHaveLength(1);
  });

  it("refuses others ('Owners-only feature'), bad input and a finalized sprint", async () => {
    const me = await owner();
    const other = await owner();
    const { id } = await startSprint(me.agent);
    const setup = { hypothesis: 'H', persona: 'P', minValidated: 0 };
    expectError(
      await other.agent.put(SPRINT_API.setup(id), setup),
      403,
      'E_NOT_OWNER',
      SPRINT_TEXT.ownersOnly,
    );
    expect((await me.agent.put(SPRINT_API.setup(id), { ...setup, minValidated: -1 })).statusCode).toBe(400);
    expect((await me.agent.put(SPRINT_API.setup(id), { ...setup, minValidated: 11 })).statusCode).toBe(400);
    await addInterviews(me.agent, id, Array(8).fill('positive'));
    await me.agent.post(SPRINT_API.finalize(id));
    const d = await detail(me.agent, id);
    expect(d.setupEditable).toBe(false);
    expect(d.resultSummary).toMatch(/^Hypothesis: .*\nPersona: /);
    expectError(await me.agent.put(SPRINT_API.setup(id), setup), 409, 'E_ALREADY_FINALIZED');
  });
});

describe('interviews', () => {
  it('adds, edits and deletes while active; the owner only; outcome required', async () => {
    const me = await owner();
    const other = await owner();
    const { id } = await startSprint(me.agent);
    const added = await me.agent.post(SPRINT_API.interviews(id), interview());
    expect(added.statusCode, added.body).toBe(201);
    const iid = added.json().id;
    expect(added.json()).toMatchObject({ outcome: 'positive', notes: 'Private: called back twice' });
    const edited = await me.agent.put(
      SPRINT_API.interview(id, iid),
      interview({ outcome: 'negative', who: null }),
    );
    expect(edited.json()).toMatchObject({ outcome: 'negative', who: null });
    const noOutcome = await me.agent.post(SPRINT_API.interviews(id), { ...interview(), outcome: undefined });
    expect(noOutcome.statusCode).toBe(400);
    const bad = await me.agent.post(SPRINT_API.interviews(id), { ...interview(), outcome: 'great' });
    expect(bad.statusCode).toBe(400);
    expect(JSON.stringify(bad.json())).toContain(SPRINT_TEXT.invalidOutcome);
    expectError(
      await other.agent.post(SPRINT_API.interviews(id), interview()),
      403,
      'E_NOT_OWNER',
      SPRINT_TEXT.interviewNotOwner,
    );
    await expectInterviewLocked(other.agent, id, iid, 403, 'E_NOT_OWNER', SPRINT_TEXT.interviewNotOwner);
    expect((await me.agent.delete(SPRINT_API.interview(id, iid))).statusCode).toBe(200);
    expect((await detail(me.agent, id)).interviews).toHaveLength(0);
  });

  it('stops at the 10-interview cap and locks after finalizing', async () => {
    const me = await owner();
    const { id } = await startSprint(me.agent);
    const ids = await addInterviews(me.agent, id, [...Array(8).fill('positive'), 'neutral', 'negative']);
    expectError(
      await me.agent.post(SPRINT_API.interviews(id), interview()),
      422,
      'E_LIMIT_EXCEEDED',
      SPRINT_TEXT.interviewLimit,
    );
    const d = await detail(me.agent, id);
    expect(d.gate).toMatchObject({ status: 'passed', progress: 100, confidence: 100, canComplete: true });
    expect(d.totals).toEqual({ pos: 8, neu: 1, neg: 1, positives: 8, neutrals: 1, negatives: 1, total: 10 });
    await me.agent.post(SPRINT_API.finalize(id));
    const first = ids[0] as string;
    await expectInterviewLocked(
      me.agent,
      id,
      first,
      409,
      'E_ALREADY_FINALIZED',
      SPRINT_TEXT.interviewFinalized,
    );
  });
});

describe('finalize and reopen', () => {
  it('finalizes only when the gate is met, once, by the owner', async () => {
    const me = await owner();
    const other = await owner();
    const { id } = await startSprint(me.agent);
    expectError(await me.agent.post(SPRINT_API.finalize(id)), 409, 'E_INVALID_STATE', SPRINT_TEXT.gateNotMet);
    await addInterviews(me.agent, id, Array(7).fill('positive'));
    expectError(await me.agent.post(SPRINT_API.finalize(id)), 409, 'E_INVALID_STATE', SPRINT_TEXT.gateNotMet);
    await addInterviews(me.agent, id, ['positive']);
    expectError(
      await other.agent.post(SPRINT_API.finalize(id)),
      403,
      'E_NOT_OWNER',
      SPRINT_TEXT.finalizeNotOwner,
    );
    const done = await me.agent.post(SPRINT_API.finalize(id));
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().finalizedAt).toEqual(expect.any(String));
    expectError(
      await me.agent.post(SPRINT_API.finalize(id)),
      409,
      'E_ALREADY_FINALIZED',
      SPRINT_TEXT.alreadyFinalized,
    );
    expect((await detail(me.agent, id)).state).toBe('finalized');
  });

  it('uses the stored gate setting', async () => {
    await t.database.db
      .insertInto('app_meta')
      .values({ key: STORED_GATE_KEY, value: '9', updated_at: new Date() })
      .onConflict((oc) => oc.column('key').doUpdateSet({ value: '9' }))
      .execute();
    try {
      const me = await owner();
      const { id } = await startSprint(me.agent);
      await addInterviews(me.agent, id, Array(8).fill('positive'));
      expect((await detail(me.agent, id)).gate.required).toBe(9);
      expectError(
        await me.agent.post(SPRINT_API.finalize(id)),
        409,
        'E_INVALID_STATE',
        SPRINT_TEXT.gateNotMet,
      );
    } finally {
      await t.database.db.deleteFrom('app_meta').where('key', '=', STORED_GATE_KEY).execute();
    }
  });

  it('reopens a finalized sprint (the owner only), unlocking edits; not while another is active', async () => {
    const me = await owner();
    const other = await owner();
    const id = await finalizedSprint(me.agent);
    expectError(await other.agent.post(SPRINT_API.reopen(id)), 403, 'E_NOT_OWNER');
    const fresh = await startSprint(me.agent);
    expectError(await me.agent.post(SPRINT_API.reopen(id)), 409, 'E_SPRINT_ACTIVE_OWNER');
    await addInterviews(me.agent, fresh.id, Array(8).fill('positive'));
    await me.agent.post(SPRINT_API.finalize(fresh.id));
    expect((await me.agent.post(SPRINT_API.reopen(id))).statusCode).toBe(200);
    const d = await detail(me.agent, id);
    expect(d).toMatchObject({ state: 'active', finalizedAt: null, resultSummary: null, setupEditable: true });
    expect((await me.agent.post(SPRINT_API.interviews(id), interview())).statusCode).toBe(201);
    expectError(await me.agent.post(SPRINT_API.reopen(id)), 409, 'E_NOT_FINALIZED');
  });
});

describe('share link and public page', () => {
  it('opens with the token, never shows notes, and stops working after rotation', async () => {
    const me = await owner();
    const other = await owner();
    const { id } = await startSprint(me.agent);
    const anon = createAgent(t.app);
    const d0 = await detail(me.agent, id);
    const empty = (await anon.get(SPRINT_API.publicView(id, d0.shareToken))).json();
    expect(empty).toMatchObject({
      interviews: [],
      ownerName: 'Olive Owner',
      totals: { pos: 0, neu: 0, neg: 0 },
    });
    await addInterviews(me.agent, id, ['positive', 'negative']);
    const res = await anon.get(SPRINT_API.publicView(id, d0.shareToken));
    expect(res.statusCode).toBe(200);
    expect(res.json().interviews).toHaveLength(2);
    expect(res.body).not.toContain('Private: called back twice');
    expect(res.body).not.toContain('notes');
    expectError(
      await anon.get(SPRINT_API.publicView(id, 'wrong')),
      404,
      'E_NOT_FOUND',
      SPRINT_TEXT.publicNotFound,
    );
    expectError(await other.agent.post(SPRINT_API.rotateToken(id)), 403, 'E_NOT_OWNER');
    const rotated = await me.agent.post(SPRINT_API.rotateToken(id));
    const token = rotated.json().token as string;
    expect(token).not.toBe(d0.shareToken);
    expectError(
      await anon.get(SPRINT_API.publicView(id, d0.shareToken)),
      404,
      'E_NOT_FOUND',
      SPRINT_TEXT.publicNotFound,
    );
    expect((await anon.get(SPRINT_API.publicView(id, token))).statusCode).toBe(200);
  });
});

describe('co-sign requests', () => {
  it('after finalization, verified professionals only, not yourself, at most 3 pending, no duplicates', async () => {
    const cast = await buildCast(t.app, t.database.db);
    const me = cast.owner;
    const { id } = await startSprint(me.agent);
    const ask = (proId: string, agent = me.agent) =>
      agent.post(SPRINT_API.cosignRequests(id), { professionalId: proId });
    expectError(await ask(cast.verifiedPro.user.id), 409, 'E_NOT_FINALIZED', SPRINT_TEXT.cosignNotFinalized);
    await addInterviews(me.agent, id, Array(8).fill('positive'));
    await me.agent.post(SPRINT_API.finalize(id));
    expectError(
      await ask(cast.verifiedPro.user.id, cast.stranger.agent),
      403,
      'E_NOT_OWNER',
      SPRINT_TEXT.cosignNotOwner,
    );
    expectError(await ask(me.user.id), 400, 'E_SELF_REQUEST', SPRINT_TEXT.cosignSelf);
    expectError(
      await ask(cast.professional.user.id),
      403,
      'E_NOT_PROFESSIONAL',
      SPRINT_TEXT.cosignNotProfessional,
    );
    expectError(
      await ask(cast.stranger.user.id),
      403,
      'E_NOT_PROFESSIONAL',
      SPRINT_TEXT.cosignNotProfessional,
    );
    const made = await ask(cast.verifiedPro.user.id);
    expect(made.statusCode, made.body).toBe(201);
    expect(made.json()).toMatchObject({
      status: 'pending',
      proName: 'Vera Verified',
      ownerName: 'Olive Owner',
    });
    expectError(
      await ask(cast.verifiedPro.user.id),
      409,
      'E_DUP_PENDING',
      "You've already requested this professional.",
    );
    const pros = await Promise.all([1, 2, 3].map(() => verifiedPro()));
    expect((await ask(pros[0]!.user.id)).statusCode).toBe(201);
    expect((await ask(pros[1]!.user.id)).statusCode).toBe(201);
    expectError(await ask(pros[2]!.user.id), 422, 'E_LIMIT_EXCEEDED', SPRINT_TEXT.cosignPendingLimit);
    const list = (await me.agent.get(SPRINT_API.cosignRequests(id))).json();
    expect(list.items).toHaveLength(3);
    expectError(await cast.stranger.agent.get(SPRINT_API.cosignRequests(id)), 403, 'E_NOT_OWNER');
  });

  it('the professional accepts with a note and edits it; the owner cancels pending ones only', async () => {
    const cast = await buildCast(t.app, t.database.db);
    const id = await finalizedSprint(cast.owner.agent);
    const req = (
      await cast.owner.agent.post(SPRINT_API.cosignRequests(id), { professionalId: cast.verifiedPro.user.id })
    ).json();
    const inbox = (await cast.verifiedPro.agent.get(SPRINT_API.myCosignRequests)).json();
    expect(inbox.items.map((i: { requestId: string }) => i.requestId)).toEqual([req.requestId]);
    expect(inbox.items[0].publicUrl).toMatch(new RegExp(`^/sprint/${id}\\?token=`));
    // The buttons each side sees come from the request table.
    expect(inbox.items[0].allowedActions).toEqual(['accept', 'decline']);
    expect(req.allowedActions).toEqual(['cancel']);
    expectError(
      await cast.stranger.agent.post(SPRINT_API.respondCosign(req.requestId), { accept: true }),
      403,
      'E_NOT_REQUEST_TARGET',
    );
    expectError(
      await cast.verifiedPro.agent.put(SPRINT_API.cosignNote(req.requestId), { note: 'x' }),
      409,
      'E_INVALID_STATE',
    );
    const accepted = await cast.verifiedPro.agent.post(SPRINT_API.respondCosign(req.requestId), {
      accept: true,
      note: 'Solid method.',
    });
    expect(accepted.json()).toMatchObject({
      status: 'accepted',
      proNote: 'Solid method.',
      allowedActions: ['edit_note'],
    });
    expectError(
      await cast.verifiedPro.agent.post(SPRINT_API.respondCosign(req.requestId), { accept: false }),
      409,
      'E_NOT_PENDING',
    );
    const noted = await cast.verifiedPro.agent.put(SPRINT_API.cosignNote(req.requestId), {
      note: 'Solid method; small sample.',
    });
    expect(noted.json().proNote).toBe('Solid method; small sample.');
    const owned = (await cast.owner.agent.get(SPRINT_API.cosignRequests(id))).json();
    expect(owned.items[0]).toMatchObject({ status: 'accepted', allowedActions: [] });
    expectError(
      await cast.owner.agent.post(SPRINT_API.cancelCosign(req.requestId)),
      409,
      'E_NOT_PENDING',
      SPRINT_TEXT.cancelNotPending,
    );
    const d = await detail(cast.owner.agent, id);
    expect(d.trust).toMatchObject({ prosAccepted: 1, prosPending: 0 });
    const pub = (await createAgent(t.app).get(SPRINT_API.publicView(id, d.shareToken))).json();
    expect(pub.cosigners).toEqual([
      { proUserId: cast.verifiedPro.user.id, displayName: 'Vera Verified', avatarUrl: null },
    ]);
    expect(pub.cosignerCount).toBe(1);
    // a second request: cancelled by the owner only
    const other = await verifiedPro();
    const second = (
      await cast.owner.agent.post(SPRINT_API.cosignRequests(id), { professionalId: other.user.id })
    ).json();
    expectError(
      await cast.stranger.agent.post(SPRINT_API.cancelCosign(second.requestId)),
      403,
      'E_NOT_OWNER',
      SPRINT_TEXT.cancelNotOwner,
    );
    expect((await cast.owner.agent.post(SPRINT_API.cancelCosign(second.requestId))).statusCode).toBe(200);
    expect((await other.agent.get(SPRINT_API.myCosignRequests)).json().items).toEqual([]);
  });
});

describe('upvotes and trust', () => {
  it('toggles per role with counts; never the owner’s own sprint; needs the share token', async () => {
    const cast = await buildCast(t.app, t.database.db);
    const { id } = await startSprint(cast.owner.agent);
    const token = (await detail(cast.owner.agent, id)).shareToken;
    const pro = await cast.verifiedPro.agent.post(SPRINT_API.proUpvote(id), { token });
    expect(pro.json()).toEqual({ owners: 0, pros: 1, total: 1, myVoteRole: 'pro' });
    const anotherOwner = await owner();
    const own = await anotherOwner.agent.post(SPRINT_API.ownerUpvote(id), { token });
    expect(own.json()).toEqual({ owners: 1, pros: 1, total: 2, myVoteRole: 'owner' });
    const off = await cast.verifiedPro.agent.post(SPRINT_API.proUpvote(id), { token });
    expect(off.json()).toEqual({ owners: 1, pros: 0, total: 1, myVoteRole: null });
    expectError(
      await cast.owner.agent.post(SPRINT_API.ownerUpvote(id), { token }),
      403,
      'E_NOT_AUTHORIZED',
      SPRINT_TEXT.noSelfUpvote,
    );
    expectError(
      await anotherOwner.agent.post(SPRINT_API.proUpvote(id), { token }),
      403,
      'E_NOT_PROFESSIONAL',
    );
    expectError(
      await cast.professional.agent.post(SPRINT_API.ownerUpvote(id), { token }),
      403,
      'E_NOT_AUTHORIZED',
      SPRINT_TEXT.ownerUpvoteOnlyOwners,
    );
    expectError(
      await cast.professional.agent.post(SPRINT_API.proUpvote(id), { token: 'nope' }),
      404,
      'E_NOT_FOUND',
      SPRINT_TEXT.publicNotFound,
    );
    expect((await detail(cast.owner.agent, id)).trust).toMatchObject({ proUpvotes: 0, userUpvotes: 1 });
  });
});

describe('publish as evidence', () => {
  it('creates finalized experiment_passed evidence with its hash, once, from a finalized sprint', async () => {
    const me = await owner();
    const other = await owner();
    const ideaId = await postIdea(me.agent);
    const { id } = await startSprint(me.agent, { ideaId });
    await addInterviews(me.agent, id, ['positive']);
    expectError(await me.agent.post(SPRINT_API.publish(id)), 409, 'E_NOT_FINALIZED');
    await addInterviews(me.agent, id, Array(7).fill('positive'));
    await me.agent.post(SPRINT_API.finalize(id));
    expectError(await other.agent.post(SPRINT_API.publish(id)), 403, 'E_NOT_OWNER');
    const res = await me.agent.post(SPRINT_API.publish(id));
    expect(res.statusCode, res.body).toBe(200);
    const { evidenceId, versionId } = res.json();
    const ev = (await createAgent(t.app).get(EVIDENCE_API.detail(evidenceId))).json() as EvidenceDetail;
    expect(ev.version).toMatchObject({
      id: versionId,
      state: 'finalized',
      hash: expect.stringMatching(/^[0-9a-f]{64}$/),
    });
    expect(ev.context).toMatchObject({ kind: 'experiment', id });
    expect(ev.version.interviews).toHaveLength(8);
    expect(JSON.stringify(ev)).not.toContain('Private: called back twice');
    const kind = await t.database.db
      .selectFrom('evidence_entries')
      .select('kind')
      .where('id', '=', evidenceId)
      .executeTakeFirstOrThrow();
    expect(kind.kind).toBe('experiment_passed');
    const d = await detail(me.agent, id);
    expect(d).toMatchObject({ state: 'published', evidenceId, versionId, linkedIdeaId: null });
    expectError(await me.agent.post(SPRINT_API.publish(id)), 409, 'E_CONFLICT');
    expectError(await me.agent.post(SPRINT_API.reopen(id)), 409, 'E_INVALID_STATE');
    // linked to the idea through the evidence module's link action: the sprint shows it
    expect((await me.agent.post(EVIDENCE_API.link(ideaId), { evidenceId })).statusCode).toBe(200);
    expect((await detail(me.agent, id)).linkedIdeaId).toBe(ideaId);
    const pub = (await createAgent(t.app).get(SPRINT_API.publicView(id, d.shareToken))).json();
    expect(pub).toMatchObject({ evidenceId, versionId });
  });

  it('evidence on an experiment is its owner’s only', async () => {
    const me = await owner();
    const other = await owner();
    const { id } = await startSprint(me.agent);
    const body = { title: 'Notes', context: { kind: 'experiment', id } };
    expectError(await other.agent.post(EVIDENCE_API.create, body), 403, 'E_NOT_OWNER');
    expect((await me.agent.post(EVIDENCE_API.create, body)).statusCode).toBe(201);
  });
});
