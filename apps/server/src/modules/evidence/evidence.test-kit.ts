import { createHash } from 'node:crypto';
import {
  type CreateEvidenceRequest,
  detailCanonicalText,
  EVIDENCE_API,
  type EvidenceDetail,
} from '@ibh/contract';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import sharp from 'sharp';
import { expect } from 'vitest';
import type { Agent } from '../../../test/agent.ts';
import { createAgent } from '../../../test/agent.ts';
import type { DB } from '../../db/schema.ts';
import { buildCast, type Cast, joinIdea, postIdea } from '../ideas/ideas.test-kit.ts';

/** Test helpers shared by the evidence test files (not a test file itself). */

export function evidenceInput(overrides: Partial<CreateEvidenceRequest> = {}): CreateEvidenceRequest {
  return {
    title: 'Ten clinic interviews',
    summary: 'Eight of ten clinics would pay per use.',
    scope: 'public',
    ownerIntent: 'pricing, demand',
    context: { kind: 'standalone' },
    artifacts: [{ type: 'link', url: 'https://example.test/notes', name: 'Notes' }],
    interviews: [
      { question: 'Would you pay?', answer: 'Yes, per use.', who: 'Clinic manager', channel: 'call' },
    ],
    ...overrides,
  };
}

export async function createEvidence(agent: Agent, overrides: Partial<CreateEvidenceRequest> = {}) {
  const res = await agent.post(EVIDENCE_API.create, evidenceInput(overrides));
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { evidenceId: string; versionId: string };
}

/** Created and finalized; returns the ids. */
export async function finalizedEvidence(agent: Agent, overrides: Partial<CreateEvidenceRequest> = {}) {
  const created = await createEvidence(agent, overrides);
  const res = await agent.post(EVIDENCE_API.finalize(created.evidenceId));
  expect(res.statusCode, res.body).toBe(200);
  return created;
}

export async function detailOf(agent: Agent, id: string, versionId?: string): Promise<EvidenceDetail> {
  const res = await agent.get(`${EVIDENCE_API.detail(id)}${versionId ? `?v=${versionId}` : ''}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

/** The cast of the ideas tests around one idea (owner, team member, collaborator joined), plus an anonymous agent. */
export async function evidenceCast(
  app: FastifyInstance,
  db: Kysely<DB>,
  visibility: 'public' | 'private' = 'public',
) {
  const cast = await buildCast(app, db);
  const ideaId = await postIdea(cast.owner.agent, { visibility });
  await joinIdea(db, ideaId, cast);
  return { ...cast, ideaId, anonymous: createAgent(app) } satisfies Cast & {
    ideaId: string;
    anonymous: Agent;
  };
}

export const pngBytes = () =>
  sharp({ create: { width: 8, height: 8, channels: 3, background: '#d4a017' } })
    .png()
    .toBuffer();

/** What the browser's Verify button does: recompute the version's hash from what the page shows. */
export function recomputedHash(detail: EvidenceDetail): string {
  return createHash('sha256').update(detailCanonicalText(detail), 'utf8').digest('hex');
}
