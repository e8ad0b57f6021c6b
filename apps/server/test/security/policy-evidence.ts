import {
  anyone,
  evidenceAction,
  freshActor,
  none,
  onIdea,
  onUnknownEvidence,
  ownerOnly,
  readIdea,
  seller,
  signedIn,
  signInFirst,
  UNKNOWN_ID,
} from './policy-rules.ts';
import { IDEA_TARGETS, IDEA_WRITE_TARGETS, type PolicyRow } from './policy-types.ts';

/** Linking or unlinking an evidence id that does not exist: the owner is refused too. */
const LINK_UNKNOWN_EVIDENCE: PolicyRow = {
  targets: IDEA_WRITE_TARGETS,
  mutates: false,
  expect: (actor, target) =>
    actor === 'owner' && target !== 'unknown' ? 'refused' : ownerOnly(actor, target),
  request: onIdea(() => ({ body: { evidenceId: UNKNOWN_ID } })),
};

/** The evidence ledger. */
export const EVIDENCE_POLICY: Record<string, PolicyRow> = {
  // Evidence ledger (issue 17). The rules themselves are proved by modules/evidence/*.test.ts;
  // here every endpoint is tried by every actor on what exists for all (lists, unknown ids, ideas).
  'EVIDENCE_ENDPOINTS.list': { targets: ['own'], mutates: false, expect: anyone, request: none },
  'EVIDENCE_ENDPOINTS.forIdea': {
    targets: IDEA_TARGETS,
    mutates: false,
    expect: readIdea,
    request: onIdea(),
  },
  'EVIDENCE_ENDPOINTS.forExperiment': {
    targets: ['unknown'],
    mutates: false,
    expect: anyone,
    request: () => ({ params: { id: UNKNOWN_ID } }),
  },
  'EVIDENCE_ENDPOINTS.linkable': {
    targets: IDEA_TARGETS,
    mutates: false,
    expect: ownerOnly,
    request: onIdea(),
  },
  'EVIDENCE_ENDPOINTS.link': LINK_UNKNOWN_EVIDENCE,
  'EVIDENCE_ENDPOINTS.unlink': LINK_UNKNOWN_EVIDENCE,
  'EVIDENCE_ENDPOINTS.milestones': {
    targets: ['own'],
    mutates: false,
    expect: anyone,
    request: () => ({ query: { ids: UNKNOWN_ID } }),
  },
  'EVIDENCE_ENDPOINTS.proSearch': {
    targets: ['own'],
    mutates: false,
    expect: signedIn,
    request: () => ({ query: { q: 'Matrix' } }),
  },
  'EVIDENCE_ENDPOINTS.uploadArtifact': {
    targets: ['own'],
    mutates: true,
    expect: signedIn,
    request: (c) => freshActor({ query: { type: 'image' }, body: c.w.files.png, contentType: 'image/png' }),
  },
  'EVIDENCE_ENDPOINTS.create': {
    targets: ['own'],
    mutates: true,
    expect: signedIn,
    request: () => freshActor({ body: { title: 'Matrix evidence', context: { kind: 'standalone' } } }),
  },
  'EVIDENCE_ENDPOINTS.detail': {
    targets: ['unknown'],
    mutates: false,
    expect: () => 404,
    request: onUnknownEvidence(),
  },
  'EVIDENCE_ENDPOINTS.update': {
    targets: ['unknown'],
    mutates: false,
    expect: signInFirst(() => 404),
    request: onUnknownEvidence({ body: { title: 'Renamed' } }),
  },
  'EVIDENCE_ENDPOINTS.finalize': evidenceAction(),
  'EVIDENCE_ENDPOINTS.withdraw': evidenceAction(),
  'EVIDENCE_ENDPOINTS.view': {
    targets: ['unknown'],
    mutates: false,
    expect: anyone,
    request: onUnknownEvidence(),
  },
  'EVIDENCE_ENDPOINTS.upvote': evidenceAction(),
  'EVIDENCE_ENDPOINTS.unupvote': evidenceAction(),
  'EVIDENCE_ENDPOINTS.markUseful': evidenceAction(),
  'EVIDENCE_ENDPOINTS.unmarkUseful': evidenceAction(),
  'EVIDENCE_ENDPOINTS.attest': evidenceAction({
    versionId: UNKNOWN_ID,
    clarity: 'good',
    feasibility: 'fair',
    depth: 'light',
    publicNote: 'Matrix note',
  }),
  'EVIDENCE_ENDPOINTS.cosign': evidenceAction({ versionId: UNKNOWN_ID }),
  'EVIDENCE_ENDPOINTS.invite': evidenceAction({ proUserId: UNKNOWN_ID, message: 'Please' }),
  'EVIDENCE_ENDPOINTS.cancelInvite': evidenceAction(),
  'EVIDENCE_ENDPOINTS.respondInvite': evidenceAction({ accept: true }),
  'EVIDENCE_ENDPOINTS.inbox': { targets: ['own'], mutates: false, expect: seller, request: none },

  // Proof packs (issue 29): read like the evidence and the idea. The world's ideas hold no finalized
  // evidence, so whoever may read one is refused with 409 'Nothing to prove yet'.
  'PROOF_PACK_ENDPOINTS.keys': { targets: ['own'], mutates: false, expect: anyone, request: none },
  'PROOF_PACK_ENDPOINTS.evidence': {
    targets: ['unknown'],
    mutates: false,
    expect: () => 404,
    request: onUnknownEvidence(),
  },
  'PROOF_PACK_ENDPOINTS.idea': {
    targets: IDEA_TARGETS,
    mutates: false,
    expect: (actor, target) => (readIdea(actor, target) === 'ok' ? 'refused' : readIdea(actor, target)),
    request: onIdea(),
  },
};
