import * as z from 'zod/mini';
import { IdParamsSchema } from './common.ts';
import { defineEndpoint, endpointPath } from './endpoint.ts';
import {
  ARTIFACT_TYPES,
  ATTESTATION_DEPTHS,
  ATTESTATION_RATINGS,
  EVIDENCE_KINDS,
  EVIDENCE_SCOPES,
  EvidenceIdParamsSchema,
} from './evidence.ts';
import { SPRINT_OUTCOMES } from './sprint-gate.ts';
import { COSIGN_REQUEST_STATUSES } from './sprints.ts';

export * from './proof-pack-text.ts';

/**
 * Proof packs (issue 29, docs/proof-pack.md): one signed JSON file holding an evidence item (or an
 * idea's evidence) with its finalized versions and their hash chain, the sprint behind it, co-signs
 * and attestations. Signed with the server's Ed25519 key (the public keys at PROOF_KEYS_PATH);
 * tools/verify-proof-pack checks it without the server.
 */
export const PROOF_PACK_FORMAT = 'ibh-proof-pack-v1';
export const PROOF_KEYS_PATH = '/.well-known/ibh-proof-keys.json';
/** The file name ending a downloaded pack carries. */
export const PROOF_PACK_EXTENSION = '.ibhproof.json';

const nullableString = z.nullable(z.string());
const PersonSchema = z.object({ id: z.string(), name: z.string() });

export const ProofVersionSchema = z.object({
  versionId: z.string(),
  version: z.number(),
  finalizedAt: z.string(),
  title: z.string(),
  summary: z.string(),
  interviews: z.array(
    z.object({
      number: z.number(),
      question: z.string(),
      answer: z.string(),
      who: nullableString,
      channel: nullableString,
      learning: nullableString,
    }),
  ),
  artifacts: z.array(
    z.object({
      type: z.enum(ARTIFACT_TYPES),
      url: nullableString,
      name: nullableString,
      contentHash: nullableString,
    }),
  ),
  prevHash: nullableString,
  hash: z.string(),
});

const SetupSchema = z.object({ hypothesis: z.string(), persona: z.string(), minValidated: z.number() });

export const ProofSprintSchema = z.object({
  id: z.string(),
  createdAt: z.string(),
  targetCount: z.number(),
  /** When the first interview fixed the setup (pre-registration); null if none was ever logged. */
  setupRegisteredAt: nullableString,
  /** The setup as pre-registered (before any later change). */
  registeredSetup: SetupSchema,
  /** The setup at the end. */
  setup: SetupSchema,
  /** Every change after pre-registration, oldest first (the diff a reopen or edit left). */
  revisions: z.array(z.object({ changedAt: z.string(), before: SetupSchema, after: SetupSchema })),
  finalizedAt: nullableString,
  closedAt: nullableString,
  resultSummary: nullableString,
  interviews: z.array(
    z.object({
      at: z.string(),
      outcome: z.enum(SPRINT_OUTCOMES),
      who: nullableString,
      channel: nullableString,
      learning: nullableString,
    }),
  ),
  cosigns: z.array(
    z.object({
      pro: PersonSchema,
      requestedAt: z.string(),
      respondedAt: nullableString,
      status: z.enum(COSIGN_REQUEST_STATUSES),
    }),
  ),
});

export const ProofEvidenceSchema = z.object({
  id: z.string(),
  kind: z.enum(EVIDENCE_KINDS),
  scope: z.enum(EVIDENCE_SCOPES),
  owner: PersonSchema,
  context: z.object({ kind: z.string(), id: nullableString }),
  linkedIdeaId: nullableString,
  createdAt: z.string(),
  withdrawnAt: nullableString,
  versions: z.array(ProofVersionSchema),
  cosigns: z.array(
    z.object({
      versionId: z.string(),
      signer: PersonSchema,
      at: z.string(),
      note: nullableString,
      viaInvite: z.boolean(),
      status: z.literal('cosigned'),
    }),
  ),
  attestations: z.array(
    z.object({
      versionId: z.string(),
      pro: PersonSchema,
      at: z.string(),
      clarity: z.enum(ATTESTATION_RATINGS),
      feasibility: z.enum(ATTESTATION_RATINGS),
      depth: z.enum(ATTESTATION_DEPTHS),
      publicNote: z.string(),
      status: z.literal('attested'),
    }),
  ),
  sprint: z.nullable(ProofSprintSchema),
});
export type ProofEvidence = z.infer<typeof ProofEvidenceSchema>;

const JwkSchema = z.object({ kty: z.literal('OKP'), crv: z.literal('Ed25519'), x: z.string() });

export const ProofPackSchema = z.object({
  format: z.literal(PROOF_PACK_FORMAT),
  issuer: z.string(),
  issuedAt: z.string(),
  /** RFC 7638 thumbprint of the signing key. */
  keyId: z.string(),
  publicKey: JwkSchema,
  keysUrl: z.string(),
  subject: z.object({ kind: z.enum(['evidence', 'idea']), id: z.string(), title: z.string() }),
  evidence: z.array(ProofEvidenceSchema),
  /** SHA-256 of each item's canonical JSON, by item path (/evidence/0/versions/1 …). */
  digests: z.record(z.string(), z.string()),
  /** Ed25519 (base64url) over the canonical JSON of everything above. */
  signature: z.string(),
});
export type ProofPack = z.infer<typeof ProofPackSchema>;

export const ProofKeySchema = z.object({
  kty: z.literal('OKP'),
  crv: z.literal('Ed25519'),
  x: z.string(),
  kid: z.string(),
  use: z.literal('sig'),
  alg: z.literal('EdDSA'),
  createdAt: z.string(),
  retiredAt: nullableString,
});
export const ProofKeysSchema = z.object({ issuer: z.string(), keys: z.array(ProofKeySchema) });
export type ProofKeys = z.infer<typeof ProofKeysSchema>;

const tags = ['proof-pack'];
export const PROOF_PACK_ENDPOINTS = {
  keys: defineEndpoint({
    auth: 'public',
    method: 'GET',
    path: '/api/proof-pack/keys',
    summary: `The server's proof-pack signing keys (Ed25519, JWK), current and retired; also served at ${PROOF_KEYS_PATH}`,
    tags,
    responses: { 200: ProofKeysSchema },
  }),
  evidence: defineEndpoint({
    auth: 'public',
    errors: ['E_INVALID_STATE'],
    method: 'GET',
    path: '/api/evidence/:id/proof-pack',
    summary: 'A signed proof pack of one evidence item (as the viewer may read it), as a download',
    tags,
    params: EvidenceIdParamsSchema,
    responses: { 200: ProofPackSchema },
  }),
  idea: defineEndpoint({
    auth: 'public',
    errors: ['E_INVALID_STATE'],
    method: 'GET',
    path: '/api/ideas/:id/proof-pack',
    summary: "A signed proof pack of an idea's evidence the viewer may read, as a download",
    tags,
    params: IdParamsSchema,
    responses: { 200: ProofPackSchema },
  }),
} as const;

export const PROOF_PACK_API = {
  keys: PROOF_KEYS_PATH,
  evidence: (id: string) => endpointPath(PROOF_PACK_ENDPOINTS.evidence, { id }),
  idea: (id: string) => endpointPath(PROOF_PACK_ENDPOINTS.idea, { id }),
} as const;
