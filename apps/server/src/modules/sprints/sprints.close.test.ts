import { createHash } from 'node:crypto';
import { EVIDENCE_API, EvidenceDetailSchema, SPRINT_API, SPRINT_TEXT } from '@ibh/contract';
import { describe, expect, it } from 'vitest';
import { type Agent, createAgent } from '../../../test/agent.ts';
import { signedInUser } from '../../../test/sign-in.ts';
import { useTestApp } from '../../../test/test-server.ts';
import { detailOf, finalizedEvidence, recomputedHash } from '../evidence/evidence.test-kit.ts';
import { postIdea } from '../ideas/ideas.test-kit.ts';
import {
  addInterviews,
  expectError,
  finalizedSprint,
  sprintDetail,
  startSprint,
} from './sprints.test-kit.ts';

/** Issue 26 items 6-8: close a sprint as not met, publish it as a negative result, one sprint per idea, new versions. */
const t = useTestApp();
const owner = () => signedInUser(t.app, t.database.db, { role: 'idea_owner' });
const _sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');
const detail = sprintDetail;
const recompute = recomputedHash;

/** A sprint on an idea that reached its target of 10 with 5 positives: 'Completed — Not Met'. */
async function notMetSprint(agent: Agent) {
  const ideaId = await postIdea(agent);
  const { id } = await startSprint(agent, { ideaId });
  await addInterviews(agent, id, [...Array(5).fill('positive'), ...Array(5).fill('negative')]);
  return { id, ideaId };
}

describe('closing a sprint as not met', () => {
  it('finalize stays refused; the owner closes it, keeps the result and can start a new sprint', async () => {
    const me = await owner();
    const { id, ideaId } = await notMetSprint(me.agent);
    const before = await detail(me.agent, id);
    expect(before.gate).toMatchObject({ status: 'not_met', required: 8, canComplete: false });
    expect(before.allowedActions).toContain('close_not_met');
    expectError(await me.agent.post(SPRINT_API.finalize(id)), 409, 'E_INVALID_STATE', SPRINT_TEXT.gateNotMet);

    const closed = await me.agent.post(SPRINT_API.closeNotMet(id));
    expect(closed.statusCode, closed.body).toBe(200);
    const after = await detail(me.agent, id);
    expect(after).toMatchObject({ state: 'closed', finalizedAt: null, setupEditable: false });
    expect(after.interviews).toHaveLength(10);
    expect(after.resultSummary).toContain('gate 8 positives not met.');
    expect(after.allowedActions).toEqual(['rotate_token', 'publish']);
    // Nothing more may change on it.
    expectError(
      await me.agent.post(SPRINT_API.interviews(id), { outcome: 'positive' }),
      409,
      'E_ALREADY_FINALIZED',
    );
    expectError(await me.agent.post(SPRINT_API.finalize(id)), 409, 'E_SPRINT_NOT_ACTIVE');
    expectError(await me.agent.post(SPRINT_API.reopen(id)), 409, 'E_INVALID_STATE');

    // No longer the one active sprint: a new one starts, on the same idea too.
    expect((await me.agent.get(SPRINT_API.active)).json().sprint).toBeNull();
    const next = await startSprint(me.agent, { ideaId, forceNew: true });
    expect(next.resumed).toBe(false);
    expect(next.id).not.toBe(id);
  });

  it('not twice, and only from the state the table allows', async () => {
    const me = await owner();
    const { id } = await notMetSprint(me.agent);
    expect((await me.agent.post(SPRINT_API.closeNotMet(id))).statusCode).toBe(200);
    expectError(await me.agent.post(SPRINT_API.closeNotMet(id)), 409, 'E_SPRINT_NOT_ACTIVE');

    const other = await owner();
    const passed = await finalizedSprint(other.agent);
    expectError(await other.agent.post(SPRINT_API.closeNotMet(passed)), 409, 'E_SPRINT_NOT_ACTIVE');
  });

  it('only once the target is reached without the gate', async () => {
    const me = await owner();
    const { id } = await startSprint(me.agent);
    expectError(
      await me.agent.post(SPRINT_API.closeNotMet(id)),
      409,
      'E_INVALID_STATE',
      SPRINT_TEXT.closeTooEarly,
    );
    await addInterviews(me.agent, id, Array(9).fill('negative'));
    expectError(
      await me.agent.post(SPRINT_API.closeNotMet(id)),
      409,
      'E_INVALID_STATE',
      SPRINT_TEXT.closeTooEarly,
    );
    expect((await detail(me.agent, id)).state).toBe('active');

    const other = await owner();
    const { id: met } = await startSprint(other.agent);
    await addInterviews(other.agent, met, [...Array(8).fill('positive'), ...Array(2).fill('neutral')]);
    expectError(
      await other.agent.post(SPRINT_API.closeNotMet(met)),
      409,
      'E_INVALID_STATE',
      SPRINT_TEXT.closeGateMet,
    );
  });

  it('only by the owner', async () => {
    const me = await owner();
    const { id } = await notMetSprint(me.agent);
    const stranger = await owner();
    expectError(
      await stranger.agent.post(SPRINT_API.closeNotMet(id)),
      403,
      'E_NOT_OWNER',
      SPRINT_TEXT.closeNotOwner,
    );
    expect((await createAgent(t.app).post(SPRINT_API.closeNotMet(id))).statusCode).toBe(401);
    expect((await detail(me.agent, id)).state).toBe('active');
  });
});

describe('a negative result in the ledger', () => {
  it('publishes as experiment_not_met, marked as such, and its hash chain verifies', async () => {
    const me = await owner();
    const { id } = await notMetSprint(me.agent);
    const stranger = await owner();
    expectError(await me.agent.post(SPRINT_API.publish(id)), 409, 'E_NOT_FINALIZED');
    expect((await me.agent.post(SPRINT_API.closeNotMet(id))).statusCode).toBe(200);
    expectError(await stranger.agent.post(SPRINT_API.publish(id)), 403, 'E_NOT_OWNER');

    const published = await me.agent.post(SPRINT_API.publish(id));
    expect(published.statusCode, published.body).toBe(200);
    const { evidenceId, versionId } = published.json();
    expect(await detail(me.agent, id)).toMatchObject({ state: 'published', evidenceId, versionId });

    const seen = EvidenceDetailSchema.parse(await detailOf(createAgent(t.app), evidenceId));
    expect(seen.kind).toBe('experiment_not_met');
    expect(seen.version.title).toMatch(/^Interview sprint \(not met\)/);
    expect(seen.version.summary).toContain('not met');
    expect(seen.version.hash).toMatch(/^[0-9a-f]{64}$/);
    expect(recompute(seen)).toBe(seen.version.hash);
    // Each interview's learning once: as the answer, not again as its learning.
    expect(seen.version.interviews[0]).toMatchObject({
      question: 'Interview 1: Positive',
      answer: 'Learning 1',
      learning: null,
    });

    const list = (await createAgent(t.app).get(`${EVIDENCE_API.list}?limit=50`)).json();
    const row = list.items.find((i: { id: string }) => i.id === evidenceId);
    expect(row).toMatchObject({ kind: 'experiment_not_met' });
    expectError(await me.agent.post(SPRINT_API.publish(id)), 409, 'E_CONFLICT');
  });

  it('a passed sprint still publishes as experiment_passed', async () => {
    const me = await owner();
    const id = await finalizedSprint(me.agent);
    const { evidenceId } = (await me.agent.post(SPRINT_API.publish(id))).json();
    expect((await detailOf(me.agent, evidenceId)).kind).toBe('experiment_passed');
  });
});

describe('running a sprint on an idea', () => {
  it("never resumes another idea's sprint: it names the conflict", async () => {
    const me = await owner();
    const ideaA = await postIdea(me.agent);
    const ideaB = await postIdea(me.agent);
    const a = await startSprint(me.agent, { ideaId: ideaA });
    expectError(
      await me.agent.post(SPRINT_API.start, { ideaId: ideaB, forceNew: true }),
      409,
      'E_SPRINT_ACTIVE_OWNER',
    );
    expectError(await me.agent.post(SPRINT_API.start, { ideaId: ideaB }), 409, 'E_SPRINT_ACTIVE_OWNER');
    expect(await startSprint(me.agent, { ideaId: ideaA })).toEqual({ id: a.id, resumed: true });
    expect(await startSprint(me.agent)).toEqual({ id: a.id, resumed: true });
    expect((await detail(me.agent, a.id)).ideaTitle).not.toBeNull();
  });
});

describe('a new evidence version', () => {
  it('the owner revises finalized evidence; a non-owner is refused and no version is made', async () => {
    const me = await owner();
    const stranger = await owner();
    const { evidenceId, versionId } = await finalizedEvidence(me.agent);
    expect((await detailOf(me.agent, evidenceId)).viewer.allowedActions).toContain('revise');
    expect((await detailOf(stranger.agent, evidenceId)).viewer.allowedActions).not.toContain('revise');

    expectError(
      await stranger.agent.patch(EVIDENCE_API.detail(evidenceId), { summary: 'Mine' }),
      403,
      'E_NOT_OWNER',
    );
    expect((await detailOf(me.agent, evidenceId)).versions.map((v) => v.id)).toEqual([versionId]);

    const edit = await me.agent.patch(EVIDENCE_API.detail(evidenceId), { summary: 'Nine of ten would pay.' });
    expect(edit.statusCode, edit.body).toBe(200);
    // A draft is edited, not revised.
    expect((await detailOf(me.agent, evidenceId)).viewer.allowedActions).not.toContain('revise');
    expectError(await stranger.agent.post(EVIDENCE_API.finalize(evidenceId)), 403, 'E_NOT_OWNER');
    expect((await me.agent.post(EVIDENCE_API.finalize(evidenceId))).statusCode).toBe(200);
    const second = EvidenceDetailSchema.parse(await detailOf(me.agent, evidenceId));
    const first = EvidenceDetailSchema.parse(await detailOf(me.agent, evidenceId, versionId));
    expect(second.version).toMatchObject({ version: 2, prevHash: first.version.hash });
    expect(recompute(second)).toBe(second.version.hash);
    expect(second.viewer.allowedActions).toContain('revise');
  });
});
