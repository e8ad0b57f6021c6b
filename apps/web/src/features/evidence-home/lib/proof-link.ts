import { buildPath, EVIDENCE_HOME_TEXT, type HomeProof, PATHS } from '@ibh/contract';

export interface ProofLink {
  to: string;
  label: string;
}

/**
 * Where a Live Proof leads (decision 96): a passed sprint to its evidence on the ledger (with the
 * version), the viewer's own sprint to their sprint screen, a founder's readiness to their public
 * profile. Someone else's unpublished sprint has no public page (the public sprint view needs its
 * share token), so it links nowhere.
 */
export function proofLink(proof: HomeProof): ProofLink | null {
  if (proof.evidenceId) {
    const path = buildPath(PATHS.ledgerEvidence, { evidenceId: proof.evidenceId });
    return {
      to: proof.versionId ? `${path}?v=${proof.versionId}` : path,
      label: EVIDENCE_HOME_TEXT.viewEvidence,
    };
  }
  if (proof.mine && proof.experimentId) {
    return {
      to: buildPath(PATHS.experiment, { id: proof.experimentId }),
      label: EVIDENCE_HOME_TEXT.viewSprint,
    };
  }
  if (proof.profileId) {
    return {
      to: buildPath(PATHS.profile, { userId: proof.profileId }),
      label: EVIDENCE_HOME_TEXT.viewProfile,
    };
  }
  return null;
}

/** The line under a proof's kind: the evidence title or the readiness score. */
export function proofDetail(proof: HomeProof): string | null {
  if (proof.title) return proof.title;
  if (proof.scoreAfter !== null) {
    return proof.profileName
      ? EVIDENCE_HOME_TEXT.founderScore(proof.profileName, proof.scoreAfter)
      : EVIDENCE_HOME_TEXT.score(proof.scoreAfter);
  }
  return null;
}
