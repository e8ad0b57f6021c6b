import { EVIDENCE_API, PROOF_PACK_API, type ProofKeys, type ProofPack, SPRINT_API } from '@ibh/contract';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { expect } from 'vitest';
import type { Agent } from '../../../test/agent.ts';
import type { DB } from '../../db/schema.ts';
import { evidenceCast } from '../evidence/evidence.test-kit.ts';
import { addInterviews, interview, startSprint } from '../sprints/sprints.test-kit.ts';

/** Test helpers shared by the proof-pack test files (not a test file itself). */

export const SETUP = { hypothesis: 'Clinics pay $20 a month', persona: 'Clinic managers', minValidated: 5 };
export const CHANGED_SETUP = { ...SETUP, minValidated: 6 };

/**
 * Evidence with everything a pack holds: published from a sprint whose setup was pre-registered
 * and then changed (a revision) and that a verified professional co-signed, then edited and
 * finalized again (two versions in the chain), co-signed and attested on version 2.
 */
export async function richEvidence(app: FastifyInstance, db: Kysely<DB>) {
  const cast = await evidenceCast(app, db);
  const { owner, verifiedPro } = cast;
  const { id: sprintId } = await startSprint(owner.agent, { ideaId: cast.ideaId });
  expect((await owner.agent.put(SPRINT_API.setup(sprintId), SETUP)).statusCode).toBe(200);
  await owner.agent.post(SPRINT_API.interviews(sprintId), interview({ learning: 'First call' }));
  expect((await owner.agent.put(SPRINT_API.setup(sprintId), CHANGED_SETUP)).statusCode).toBe(200);
  await addInterviews(owner.agent, sprintId, Array(7).fill('positive'));
  expect((await owner.agent.post(SPRINT_API.finalize(sprintId))).statusCode).toBe(200);
  const request = await owner.agent.post(SPRINT_API.cosignRequests(sprintId), {
    professionalId: verifiedPro.user.id,
  });
  const accepted = await verifiedPro.agent.post(SPRINT_API.respondCosign(request.json().requestId), {
    accept: true,
  });
  expect(accepted.statusCode, accepted.body).toBe(200);
  const published = await owner.agent.post(SPRINT_API.publish(sprintId));
  expect(published.statusCode, published.body).toBe(200);
  const { evidenceId } = published.json() as { evidenceId: string };
  const edited = await owner.agent.patch(EVIDENCE_API.detail(evidenceId), {
    summary: 'Eight of eight clinics would pay monthly.',
  });
  expect(edited.statusCode, edited.body).toBe(200);
  expect((await owner.agent.post(EVIDENCE_API.finalize(evidenceId))).statusCode).toBe(200);
  const versionId = edited.json().versionId as string;
  const cosign = await verifiedPro.agent.post(EVIDENCE_API.cosign(evidenceId), {
    versionId,
    note: 'Checked the call notes.',
  });
  expect(cosign.statusCode, cosign.body).toBe(201);
  const attest = await verifiedPro.agent.post(EVIDENCE_API.attest(evidenceId), {
    versionId,
    clarity: 'strong',
    feasibility: 'good',
    depth: 'deep',
    publicNote: 'Solid method.',
    privateNote: 'Ask about churn.',
  });
  expect(attest.statusCode, attest.body).toBe(201);
  return { cast, sprintId, evidenceId, versionId };
}

export async function packOf(agent: Agent, path: string): Promise<{ text: string; pack: ProofPack }> {
  const res = await agent.get(path);
  expect(res.statusCode, res.body).toBe(200);
  return { text: res.body, pack: JSON.parse(res.body) };
}

export const evidencePack = (agent: Agent, id: string) => packOf(agent, PROOF_PACK_API.evidence(id));

export async function publishedKeySet(agent: Agent): Promise<ProofKeys> {
  const res = await agent.get(PROOF_PACK_API.keys);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}
