import * as z from 'zod/mini';
import { pageOf } from './common.ts';
import {
  ARTIFACT_TYPES,
  ATTESTATION_DEPTHS,
  ATTESTATION_RATINGS,
  EVIDENCE_CONTEXTS,
  EVIDENCE_KINDS,
  EVIDENCE_PRIVACY,
  EVIDENCE_SCOPES,
  EVIDENCE_STATES,
  EVIDENCE_VERSION_ACTIONS,
  PRO_SIGN_ACTIONS,
  PRO_SIGN_STATUSES,
} from './evidence.ts';

// ---------- answers ----------

export const ArtifactSchema = z.object({
  type: z.enum(ARTIFACT_TYPES),
  /** The external URL, or a signed URL of the uploaded file (not part of the hash). */
  url: z.string(),
  /** The external URL as hashed (null for uploads, which are hashed by content). */
  sourceUrl: z.nullable(z.string()),
  name: z.nullable(z.string()),
  contentHash: z.nullable(z.string()),
});
export type Artifact = z.infer<typeof ArtifactSchema>;

export const InterviewSchema = z.object({
  number: z.number(),
  question: z.string(),
  answer: z.string(),
  who: z.nullable(z.string()),
  channel: z.nullable(z.string()),
  learning: z.nullable(z.string()),
});
export type Interview = z.infer<typeof InterviewSchema>;

export const SignalsSchema = z.object({
  proUpvotes: z.number(),
  communityUpvotes: z.number(),
  proCosigns: z.number(),
  usefulCount: z.number(),
  attestations: z.number(),
  /** Trust-weighted upvotes (pro + community), one decimal (signal-weights.ts, decision 154). */
  weightedUpvotes: z.number(),
  /** Trust-weighted useful marks, one decimal. */
  weightedUseful: z.number(),
});
export type EvidenceSignals = z.infer<typeof SignalsSchema>;

export const VersionSummarySchema = z.object({
  id: z.string(),
  version: z.number(),
  state: z.enum(EVIDENCE_STATES),
  createdAt: z.string(),
  finalizedAt: z.nullable(z.string()),
  hash: z.nullable(z.string()),
  prevHash: z.nullable(z.string()),
});
export type VersionSummary = z.infer<typeof VersionSummarySchema>;

export const VersionDetailSchema = z.extend(VersionSummarySchema, {
  title: z.string(),
  summary: z.string(),
  createdBy: z.string(),
  interviews: z.array(InterviewSchema),
  artifacts: z.array(ArtifactSchema),
});
export type VersionDetail = z.infer<typeof VersionDetailSchema>;

export const PersonRefSchema = z.object({
  id: z.string(),
  name: z.string(),
  avatarUrl: z.nullable(z.string()),
});
export type PersonRef = z.infer<typeof PersonRefSchema>;

export const CosignerSchema = z.object({
  pro: PersonRefSchema,
  versionId: z.string(),
  note: z.nullable(z.string()),
  viaInvite: z.boolean(),
  createdAt: z.string(),
});
export const AttestationSchema = z.object({
  pro: PersonRefSchema,
  versionId: z.string(),
  clarity: z.enum(ATTESTATION_RATINGS),
  feasibility: z.enum(ATTESTATION_RATINGS),
  depth: z.enum(ATTESTATION_DEPTHS),
  publicNote: z.string(),
  /** Only the evidence owner (and the professional who wrote it) reads it. */
  privateNote: z.nullable(z.string()),
  createdAt: z.string(),
});
export type Attestation = z.infer<typeof AttestationSchema>;

export const ProSignInviteSchema = z.object({
  id: z.string(),
  pro: PersonRefSchema,
  status: z.enum(PRO_SIGN_STATUSES),
  message: z.nullable(z.string()),
  proNote: z.nullable(z.string()),
  createdAt: z.string(),
  respondedAt: z.nullable(z.string()),
  /** The viewer's buttons from the invite table (the owner's cancel of a pending one). */
  allowedActions: z.array(z.enum(PRO_SIGN_ACTIONS)),
});
export type ProSignInvite = z.infer<typeof ProSignInviteSchema>;

/** What the viewer may do (buttons); the server checks each again. */
export const EvidenceViewerSchema = z.object({
  isOwner: z.boolean(),
  upvoted: z.boolean(),
  useful: z.boolean(),
  attested: z.boolean(),
  cosigned: z.boolean(),
  canUpvote: z.boolean(),
  canMarkUseful: z.boolean(),
  /**
   * The viewer's moves from the version table: edit, finalize, revise (a new version: the newest is
   * finalized, co-signed or approved; issue 26 item 6) and withdraw from the newest version; cosign
   * and attest from the latest finalized one, unless the viewer already did.
   */
  allowedActions: z.array(z.enum(EVIDENCE_VERSION_ACTIONS)),
  /** A pending invite to this viewer (the inbox's request). */
  pendingInviteId: z.nullable(z.string()),
});

export const EvidenceDetailSchema = z.object({
  id: z.string(),
  kind: z.enum(EVIDENCE_KINDS),
  owner: PersonRefSchema,
  context: z.object({
    kind: z.enum(EVIDENCE_CONTEXTS),
    id: z.nullable(z.string()),
    title: z.nullable(z.string()),
  }),
  linkedIdea: z.nullable(z.object({ id: z.string(), title: z.string() })),
  scope: z.enum(EVIDENCE_SCOPES),
  privacy: z.enum(EVIDENCE_PRIVACY),
  ownerIntent: z.array(z.string()),
  tombstoned: z.boolean(),
  createdAt: z.string(),
  viewCount: z.number(),
  version: VersionDetailSchema,
  /** Every version the viewer may see, newest first (others see finalized ones only). */
  versions: z.array(VersionSummarySchema),
  signals: SignalsSchema,
  cosigners: z.array(CosignerSchema),
  attestations: z.array(AttestationSchema),
  /** The owner's invites (empty for everyone else). */
  invites: z.array(ProSignInviteSchema),
  viewer: EvidenceViewerSchema,
});
export type EvidenceDetail = z.infer<typeof EvidenceDetailSchema>;

/** One row of a list (001 section 3.3 Evidence item, with the timeline's display extras). */
export const EvidenceItemSchema = z.object({
  id: z.string(),
  versionId: z.string(),
  version: z.number(),
  state: z.enum(EVIDENCE_STATES),
  scope: z.enum(EVIDENCE_SCOPES),
  privacy: z.enum(EVIDENCE_PRIVACY),
  title: z.string(),
  summary: z.string(),
  ownerIntent: z.array(z.string()),
  artifactTypes: z.array(z.enum(ARTIFACT_TYPES)),
  createdAt: z.string(),
  createdBy: PersonRefSchema,
  hash: z.nullable(z.string()),
  linkedIdeaId: z.nullable(z.string()),
  /** experiment_not_met: a negative result (a sprint closed as not met), marked as such. */
  kind: z.enum(EVIDENCE_KINDS),
  signals: SignalsSchema,
  myUseful: z.boolean(),
});
export type EvidenceItem = z.infer<typeof EvidenceItemSchema>;
export const EvidencePageSchema = pageOf(EvidenceItemSchema);
export type EvidencePage = z.infer<typeof EvidencePageSchema>;

export const CreatedEvidenceSchema = z.object({ evidenceId: z.string(), versionId: z.string() });
export const UpvoteResultSchema = z.object({
  proUpvotes: z.number(),
  communityUpvotes: z.number(),
  upvoted: z.boolean(),
  weightedUpvotes: z.number(),
});
export const UsefulResultSchema = z.object({
  usefulCount: z.number(),
  myUseful: z.boolean(),
  weightedUseful: z.number(),
});
export const EvidenceMilestoneSchema = z.object({
  evidenceId: z.string(),
  proTrustSignals: z.number(),
  communityValidated: z.boolean(),
});
export type EvidenceMilestone = z.infer<typeof EvidenceMilestoneSchema>;
export const EvidenceMilestonesSchema = z.object({ items: z.array(EvidenceMilestoneSchema) });
export const ArtifactUploadSchema = z.object({
  uploadId: z.string(),
  type: z.enum(ARTIFACT_TYPES),
  contentHash: z.string(),
  url: z.string(),
  name: z.nullable(z.string()),
});
export const ProSearchResultSchema = z.object({
  items: z.array(z.object({ userId: z.string(), displayName: z.string(), headline: z.nullable(z.string()) })),
});
export const InboxRowSchema = z.object({
  id: z.string(),
  /** The invitee's buttons from the invite table. */
  allowedActions: z.array(z.enum(PRO_SIGN_ACTIONS)),
  status: z.enum(PRO_SIGN_STATUSES),
  evidenceId: z.string(),
  evidenceTitle: z.string(),
  requesterId: z.string(),
  requesterName: z.string(),
  message: z.nullable(z.string()),
  requestedAt: z.string(),
});
export type InboxRow = z.infer<typeof InboxRowSchema>;
export const InboxSchema = z.object({ items: z.array(InboxRowSchema), pending: z.number() });
export type Inbox = z.infer<typeof InboxSchema>;
