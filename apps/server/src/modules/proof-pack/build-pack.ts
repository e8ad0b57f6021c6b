import { sign } from 'node:crypto';
import {
  PROOF_KEYS_PATH,
  PROOF_PACK,
  PROOF_PACK_FORMAT,
  PROOF_PACK_TEXT,
  type ProofEvidence,
  type ProofPack,
} from '@ibh/contract';
import {
  canonicalJson,
  packItems,
  sha256Hex,
  signedText,
} from '../../../../../tools/verify-proof-pack/core.mjs';
import type { AppContext } from '../../platform/context.ts';
import { AppError } from '../../platform/errors.ts';
import { proofRecordOf, provableIdeaEvidenceIds } from '../evidence/evidence-proof.ts';
import { ideaTitleRow } from '../ideas/idea-titles.ts';
import { sprintProofOf } from '../sprints/sprint-proof.ts';
import { activeSigningKey } from './signing-keys.ts';

const nothingToProve = () => new AppError('E_INVALID_STATE', PROOF_PACK_TEXT.nothingToProve);

async function evidenceItem(
  ctx: AppContext,
  viewerId: string | null,
  evidenceId: string,
): Promise<ProofEvidence> {
  const record = await proofRecordOf(ctx.db, viewerId, evidenceId);
  return { ...record, sprint: await sprintProofOf(ctx.db, evidenceId) };
}

/**
 * Signs a pack (docs/proof-pack.md): every item's SHA-256 digest by path, then Ed25519 over the
 * canonical JSON of the whole pack but its signature, with the active key (decision 148).
 */
async function signedPack(ctx: AppContext, subject: ProofPack['subject'], evidence: ProofEvidence[]) {
  const key = await activeSigningKey(ctx.db, ctx.config.proofSigningKey, ctx.clock.now());
  const digests: Record<string, string> = {};
  for (const item of packItems({ subject, evidence })) {
    digests[item.key] = await sha256Hex(canonicalJson(item.value));
  }
  const unsigned = {
    format: PROOF_PACK_FORMAT,
    issuer: ctx.config.publicUrl,
    issuedAt: ctx.clock.now().toISOString(),
    keyId: key.keyId,
    publicKey: key.jwk,
    keysUrl: `${ctx.config.publicUrl}${PROOF_KEYS_PATH}`,
    subject,
    evidence,
    digests,
  } as const;
  const signature = sign(null, Buffer.from(signedText(unsigned), 'utf8'), key.privateKey).toString(
    'base64url',
  );
  return { ...unsigned, signature } satisfies ProofPack;
}

/** GET /api/evidence/:id/proof-pack: read like the evidence page; a pack needs a finalized version. */
export async function evidenceProofPack(ctx: AppContext, viewerId: string | null, evidenceId: string) {
  const item = await evidenceItem(ctx, viewerId, evidenceId);
  const latest = item.versions.at(-1);
  if (!latest) throw nothingToProve();
  return signedPack(ctx, { kind: 'evidence', id: evidenceId, title: latest.title }, [item]);
}

/**
 * GET /api/ideas/:id/proof-pack: the idea's evidence the viewer may read (the ideas module's route
 * guard answers a private idea like an unknown one), newest first, up to PROOF_PACK.ideaEvidenceMax.
 */
export async function ideaProofPack(ctx: AppContext, viewerId: string | null, ideaId: string) {
  const [ids, idea] = await Promise.all([
    provableIdeaEvidenceIds(ctx.db, viewerId, ideaId, PROOF_PACK.ideaEvidenceMax),
    ideaTitleRow(ctx.db, ideaId),
  ]);
  if (ids.length === 0) throw nothingToProve();
  const evidence: ProofEvidence[] = [];
  for (const id of ids) evidence.push(await evidenceItem(ctx, viewerId, id));
  return signedPack(ctx, { kind: 'idea', id: ideaId, title: idea?.title ?? '' }, evidence);
}
