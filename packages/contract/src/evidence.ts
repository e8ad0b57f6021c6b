import * as z from 'zod/mini';
import { IdParamsSchema as IdeaIdParamsSchema, OkSchema, pageOf } from './common.ts';
import { defineEndpoint, endpointPath } from './endpoint.ts';
import { parseOwnerIntent } from './evidence-canonical.ts';
import { EVIDENCE_TEXT } from './evidence-text.ts';
import { EVIDENCE, PAGING } from './limits.ts';

export * from './evidence-canonical.ts';
export * from './evidence-text.ts';

/**
 * The evidence ledger (001 sections 2.10, 2.13, 3.3, 4.6, 5, 6, 7.5, 7.6, 8; issue 17): versioned
 * evidence with a hash chain, artifacts, linking to ideas, upvotes, useful marks, attestations,
 * co-signs and pro-sign invites. Every rule is enforced on the server.
 */

/**
 * Scopes as stored (the creation form's four, 001 section 4.6). The listing's display values
 * (public, trusted_pros, private; section 3.3) are `privacyOf(scope)` (decision 56).
 */
export const EVIDENCE_SCOPES = ['public', 'pro_only', 'collaborators', 'private'] as const;
export type EvidenceScope = (typeof EVIDENCE_SCOPES)[number];
export const EVIDENCE_PRIVACY = ['public', 'trusted_pros', 'private'] as const;
export type EvidencePrivacy = (typeof EVIDENCE_PRIVACY)[number];
export function privacyOf(scope: EvidenceScope): EvidencePrivacy {
  if (scope === 'public') return 'public';
  return scope === 'pro_only' ? 'trusted_pros' : 'private';
}
export const SCOPE_LABELS: Record<EvidenceScope, string> = {
  public: 'Public',
  pro_only: 'Trusted professionals',
  collaborators: 'Idea team',
  private: 'Private',
};

/** Version states (001 section 3.3). `linked` is shown for a finalized version of a linked entry. */
export const EVIDENCE_STATES = [
  'draft',
  'finalized',
  'cosigned',
  'approved',
  'linked',
  'tombstoned',
] as const;
export type EvidenceState = (typeof EVIDENCE_STATES)[number];
/**
 * What an entry records: evidence (created directly), experiment_passed (a sprint that met its gate,
 * published) or experiment_not_met (a sprint closed as not met, published as a negative result:
 * what did not validate is evidence too; issue 26 item 7).
 */
export const EVIDENCE_KINDS = ['evidence', 'experiment_passed', 'experiment_not_met'] as const;
export type EvidenceKind = (typeof EVIDENCE_KINDS)[number];
export const EVIDENCE_CONTEXTS = ['idea', 'experiment', 'standalone'] as const;
export type EvidenceContextKind = (typeof EVIDENCE_CONTEXTS)[number];
export const ARTIFACT_TYPES = ['image', 'pdf', 'audio', 'link'] as const;
export type ArtifactType = (typeof ARTIFACT_TYPES)[number];
export const ATTESTATION_AXES = ['clarity', 'feasibility'] as const;
export const ATTESTATION_RATINGS = ['poor', 'fair', 'good', 'strong'] as const;
export type AttestationRating = (typeof ATTESTATION_RATINGS)[number];
export const ATTESTATION_DEPTHS = ['light', 'medium', 'deep'] as const;
export type AttestationDepth = (typeof ATTESTATION_DEPTHS)[number];
export const PRO_SIGN_STATUSES = ['pending', 'accepted', 'declined', 'cancelled'] as const;
export type ProSignStatus = (typeof PRO_SIGN_STATUSES)[number];

/** Content types an artifact upload may declare; the bytes decide (decision 58). */
export const ARTIFACT_UPLOAD_TYPES = {
  image: ['image/png', 'image/jpeg', 'image/webp'],
  pdf: ['application/pdf'],
  audio: ['audio/mpeg', 'audio/wav', 'audio/x-wav', 'audio/ogg'],
} as const;
export const ARTIFACT_CONTENT_TYPES = [
  ...ARTIFACT_UPLOAD_TYPES.image,
  ...ARTIFACT_UPLOAD_TYPES.pdf,
  ...ARTIFACT_UPLOAD_TYPES.audio,
] as const;

/** IBH's limits of the forms (the spec's counts are in limits.ts EVIDENCE). */
export const EVIDENCE_LIMITS = {
  titleMax: 200,
  summaryMax: 5000,
  ownerIntentMax: 500,
  tagsMax: 10,
  tagMax: 40,
  artifactsMax: EVIDENCE.maxArtifactsShown,
  interviewsMax: EVIDENCE.maxInterviewsShown,
  urlMax: 2000,
  artifactNameMax: 120,
  interviewTextMax: 2000,
  noteMax: 1000,
  inviteMessageMax: 500,
  searchMax: 100,
  milestoneIdsMax: PAGING.maxPageSize,
  /** Distinct useful marks (plus the evidence's upvotes and co-signs) that make it community validated. */
  communityValidatedAt: 3,
  /** Signed artifact URLs live this long. */
  fileUrlTtlMs: 24 * 60 * 60 * 1000,
} as const;

const text = (max: number) => z.string().check(z.trim(), z.maxLength(max));
const optionalText = (max: number) => z.optional(z.nullable(text(max)));
const httpUrl = z.string().check(
  z.trim(),
  z.maxLength(EVIDENCE_LIMITS.urlMax),
  z.refine((v) => /^https?:\/\/[^\s]+$/i.test(v), { error: 'Enter a full http(s) URL.' }),
);

// ---------- inputs ----------

/** An artifact row: a link (url), or an upload (uploadId from the upload endpoint) or external url. */
export const ArtifactInputSchema = z
  .object({
    type: z.enum(ARTIFACT_TYPES),
    url: z.optional(httpUrl),
    uploadId: z.optional(z.uuid()),
    name: optionalText(EVIDENCE_LIMITS.artifactNameMax),
  })
  .check(
    z.refine(
      (a) => (a.url === undefined) !== (a.uploadId === undefined) && !(a.type === 'link' && a.uploadId),
      {
        error: EVIDENCE_TEXT.invalidArtifact,
      },
    ),
  );
export type ArtifactInput = z.infer<typeof ArtifactInputSchema>;

export const InterviewInputSchema = z.object({
  question: text(EVIDENCE_LIMITS.interviewTextMax).check(z.minLength(1)),
  answer: text(EVIDENCE_LIMITS.interviewTextMax).check(z.minLength(1)),
  who: optionalText(200),
  channel: optionalText(100),
  learning: optionalText(EVIDENCE_LIMITS.interviewTextMax),
});
export type InterviewInput = z.infer<typeof InterviewInputSchema>;

const ownerIntent = z.string().check(
  z.maxLength(EVIDENCE_LIMITS.ownerIntentMax),
  z.refine((v) => parseOwnerIntent(v).length <= EVIDENCE_LIMITS.tagsMax, {
    error: `At most ${EVIDENCE_LIMITS.tagsMax} tags.`,
  }),
  z.refine((v) => parseOwnerIntent(v).every((t) => t.length <= EVIDENCE_LIMITS.tagMax), {
    error: `Tags are at most ${EVIDENCE_LIMITS.tagMax} characters.`,
  }),
);
const title = z
  .string({ error: EVIDENCE_TEXT.titleRequired })
  .check(
    z.trim(),
    z.minLength(1, { error: EVIDENCE_TEXT.titleRequired }),
    z.maxLength(EVIDENCE_LIMITS.titleMax),
  );
const content = {
  summary: z.optional(text(EVIDENCE_LIMITS.summaryMax)),
  scope: z.optional(z.enum(EVIDENCE_SCOPES)),
  ownerIntent: z.optional(ownerIntent),
  artifacts: z.optional(z.array(ArtifactInputSchema).check(z.maxLength(EVIDENCE_LIMITS.artifactsMax))),
  interviews: z.optional(z.array(InterviewInputSchema).check(z.maxLength(EVIDENCE_LIMITS.interviewsMax))),
};

/** POST /api/evidence (create_evidence). Standalone needs no id; idea and experiment do. */
export const CreateEvidenceRequestSchema = z
  .object({
    title,
    ...content,
    context: z.object({ kind: z.enum(EVIDENCE_CONTEXTS), id: z.optional(z.nullable(z.uuid())) }),
  })
  .check(
    z.refine((b) => (b.context.kind === 'standalone') === !b.context.id, {
      error: 'An idea or experiment context needs its id; standalone evidence has none.',
      path: ['context', 'id'],
    }),
  );
export type CreateEvidenceRequest = z.infer<typeof CreateEvidenceRequestSchema>;

/** PATCH /api/evidence/{id}: edits the draft, or starts a new draft version after a finalized one. */
export const UpdateEvidenceRequestSchema = z.object({ title: z.optional(title), ...content });
export type UpdateEvidenceRequest = z.infer<typeof UpdateEvidenceRequestSchema>;

export const AttestRequestSchema = z.object({
  versionId: z.uuid(),
  clarity: z.enum(ATTESTATION_RATINGS),
  feasibility: z.enum(ATTESTATION_RATINGS),
  depth: z.enum(ATTESTATION_DEPTHS),
  publicNote: text(EVIDENCE_LIMITS.noteMax).check(z.minLength(1, { error: 'A public note is required.' })),
  privateNote: optionalText(EVIDENCE_LIMITS.noteMax),
});
export type AttestRequest = z.infer<typeof AttestRequestSchema>;

export const CosignRequestSchema = z.object({
  versionId: z.uuid(),
  note: optionalText(EVIDENCE_LIMITS.noteMax),
});
export type CosignRequest = z.infer<typeof CosignRequestSchema>;

export const LinkEvidenceRequestSchema = z.object({ evidenceId: z.uuid() });
export const InviteProRequestSchema = z.object({
  proUserId: z.uuid(),
  message: optionalText(EVIDENCE_LIMITS.inviteMessageMax),
});
export type InviteProRequest = z.infer<typeof InviteProRequestSchema>;
export const RespondInviteRequestSchema = z.object({
  accept: z.boolean(),
  note: optionalText(EVIDENCE_LIMITS.noteMax),
});
export type RespondInviteRequest = z.infer<typeof RespondInviteRequestSchema>;

const limit = (max: number) => z.optional(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(max)));
const cursor = z.optional(z.string().check(z.maxLength(200)));
export const EvidenceListQuerySchema = z.object({
  cursor,
  limit: limit(PAGING.maxPageSize),
  /** The /evidence timeline shows everything the viewer may see; `standalone` only standalone entries. */
  context: z.optional(z.enum(['all', 'standalone'])),
});
export const LinkableQuerySchema = z.object({ cursor, limit: limit(EVIDENCE.linkablePage) });
export const DetailQuerySchema = z.object({ v: z.optional(z.uuid()) });
export const MilestonesQuerySchema = z.object({
  ids: z.string().check(
    z.maxLength(40 * EVIDENCE_LIMITS.milestoneIdsMax),
    z.refine(
      (v) => {
        const ids = v.split(',');
        return (
          ids.length <= EVIDENCE_LIMITS.milestoneIdsMax && ids.every((id) => z.uuid().safeParse(id).success)
        );
      },
      { error: 'Comma-separated evidence ids.' },
    ),
  ),
});
export const ProSearchQuerySchema = z.object({ q: z.optional(text(EVIDENCE_LIMITS.searchMax)) });
export const ArtifactUploadQuerySchema = z.object({
  type: z.enum(['image', 'pdf', 'audio']),
  name: z.optional(text(EVIDENCE_LIMITS.artifactNameMax)),
});
export const EvidenceIdParamsSchema = z.object({ id: z.uuid() });

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
  canAttest: z.boolean(),
  canCosign: z.boolean(),
  canMarkUseful: z.boolean(),
  /** The owner may start a new version (the newest is finalized, co-signed or approved; issue 26 item 6). */
  canRevise: z.boolean(),
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
});
export const UsefulResultSchema = z.object({ usefulCount: z.number(), myUseful: z.boolean() });
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

// ---------- endpoints ----------

const tags = ['evidence'];
const evidenceParams = EvidenceIdParamsSchema;

export const EVIDENCE_ENDPOINTS = {
  list: defineEndpoint({
    method: 'GET',
    path: '/api/evidence',
    summary: 'The evidence timeline: every entry the viewer may see, newest first, keyset pages',
    tags,
    query: EvidenceListQuerySchema,
    responses: { 200: EvidencePageSchema },
  }),
  forIdea: defineEndpoint({
    method: 'GET',
    path: '/api/ideas/:id/evidence',
    summary: 'Evidence on an idea (its context or linked to it) the viewer may see',
    tags,
    params: IdeaIdParamsSchema,
    query: EvidenceListQuerySchema,
    responses: { 200: EvidencePageSchema },
  }),
  forExperiment: defineEndpoint({
    method: 'GET',
    path: '/api/experiments/:id/evidence',
    summary: 'Evidence of an experiment the viewer may see',
    tags,
    params: IdeaIdParamsSchema,
    query: EvidenceListQuerySchema,
    responses: { 200: EvidencePageSchema },
  }),
  linkable: defineEndpoint({
    method: 'GET',
    path: '/api/ideas/:id/evidence/linkable',
    summary: "The idea owner's finalized, unlinked evidence (50 a page)",
    tags,
    params: IdeaIdParamsSchema,
    query: LinkableQuerySchema,
    responses: { 200: EvidencePageSchema },
  }),
  link: defineEndpoint({
    method: 'POST',
    path: '/api/ideas/:id/evidence/link',
    summary: 'Link evidence to the idea (its owner; one per idea)',
    tags,
    params: IdeaIdParamsSchema,
    body: LinkEvidenceRequestSchema,
    responses: { 200: OkSchema },
  }),
  unlink: defineEndpoint({
    method: 'POST',
    path: '/api/ideas/:id/evidence/unlink',
    summary: 'Unlink evidence from the idea (not once co-signed)',
    tags,
    params: IdeaIdParamsSchema,
    body: LinkEvidenceRequestSchema,
    responses: { 200: OkSchema },
  }),
  milestones: defineEndpoint({
    method: 'GET',
    path: '/api/evidence/milestones',
    summary: 'Milestones (pro trust signals, community validated) per evidence id',
    tags,
    query: MilestonesQuerySchema,
    responses: { 200: EvidenceMilestonesSchema },
  }),
  proSearch: defineEndpoint({
    method: 'GET',
    path: '/api/evidence/pro-search',
    summary: 'Verified professionals by id or display name (10)',
    tags,
    query: ProSearchQuerySchema,
    responses: { 200: ProSearchResultSchema },
  }),
  uploadArtifact: defineEndpoint({
    method: 'PUT',
    path: '/api/evidence/artifacts',
    summary: 'Upload an artifact file (image, pdf, audio), checked by content',
    tags,
    query: ArtifactUploadQuerySchema,
    body: { raw: ARTIFACT_CONTENT_TYPES },
    responses: { 201: ArtifactUploadSchema },
  }),
  create: defineEndpoint({
    method: 'POST',
    path: '/api/evidence',
    summary: 'Create evidence (a draft version) on an idea, an experiment or standalone',
    tags,
    body: CreateEvidenceRequestSchema,
    responses: { 201: CreatedEvidenceSchema },
  }),
  detail: defineEndpoint({
    method: 'GET',
    path: '/api/evidence/:id',
    summary: 'One evidence with a version (?v=), its chain, signals and reviews',
    tags,
    params: evidenceParams,
    query: DetailQuerySchema,
    responses: { 200: EvidenceDetailSchema },
  }),
  update: defineEndpoint({
    method: 'PATCH',
    path: '/api/evidence/:id',
    summary: 'Edit the draft, or start a new draft version of finalized evidence',
    tags,
    params: evidenceParams,
    body: UpdateEvidenceRequestSchema,
    responses: { 200: CreatedEvidenceSchema },
  }),
  finalize: defineEndpoint({
    method: 'POST',
    path: '/api/evidence/:id/finalize',
    summary: 'Finalize the draft: hash it into the chain; it can no longer change',
    tags,
    params: evidenceParams,
    responses: { 200: CreatedEvidenceSchema },
  }),
  withdraw: defineEndpoint({
    method: 'POST',
    path: '/api/evidence/:id/withdraw',
    summary: 'Tombstone the evidence (its owner)',
    tags,
    params: evidenceParams,
    responses: { 200: OkSchema },
  }),
  view: defineEndpoint({
    method: 'POST',
    path: '/api/evidence/:id/view',
    summary: 'Count a view (once a day per viewer; fire and forget)',
    tags,
    params: evidenceParams,
    responses: { 204: null },
  }),
  upvote: defineEndpoint({
    method: 'POST',
    path: '/api/evidence/:id/upvote',
    summary: 'Upvote (professionals, not the creator, public evidence, once)',
    tags,
    params: evidenceParams,
    responses: { 200: UpvoteResultSchema },
  }),
  unupvote: defineEndpoint({
    method: 'DELETE',
    path: '/api/evidence/:id/upvote',
    summary: 'Remove my upvote',
    tags,
    params: evidenceParams,
    responses: { 200: UpvoteResultSchema },
  }),
  markUseful: defineEndpoint({
    method: 'PUT',
    path: '/api/evidence/:id/useful',
    summary: 'Mark useful (50 a day per person)',
    tags,
    params: evidenceParams,
    responses: { 200: UsefulResultSchema },
  }),
  unmarkUseful: defineEndpoint({
    method: 'DELETE',
    path: '/api/evidence/:id/useful',
    summary: 'Take back my useful mark',
    tags,
    params: evidenceParams,
    responses: { 200: UsefulResultSchema },
  }),
  attest: defineEndpoint({
    method: 'POST',
    path: '/api/evidence/:id/attestations',
    summary: 'Attest clarity and feasibility of a finalized version (verified professionals, once)',
    tags,
    params: evidenceParams,
    body: AttestRequestSchema,
    responses: { 201: OkSchema },
  }),
  cosign: defineEndpoint({
    method: 'POST',
    path: '/api/evidence/:id/cosign',
    summary: 'Co-sign a finalized version (verified professionals, once)',
    tags,
    params: evidenceParams,
    body: CosignRequestSchema,
    responses: { 201: OkSchema },
  }),
  invite: defineEndpoint({
    method: 'POST',
    path: '/api/evidence/:id/invites',
    summary: 'Invite a verified professional to pro-sign (the owner)',
    tags,
    params: evidenceParams,
    body: InviteProRequestSchema,
    responses: { 201: ProSignInviteSchema },
  }),
  cancelInvite: defineEndpoint({
    method: 'POST',
    path: '/api/pro-sign-invites/:id/cancel',
    summary: 'Cancel a pending invite (its requester)',
    tags,
    params: evidenceParams,
    responses: { 200: OkSchema },
  }),
  respondInvite: defineEndpoint({
    method: 'POST',
    path: '/api/pro-sign-invites/:id/respond',
    summary: 'Accept (with an optional note) or decline a pro-sign invite (its professional)',
    tags,
    params: evidenceParams,
    body: RespondInviteRequestSchema,
    responses: { 200: OkSchema },
  }),
  inbox: defineEndpoint({
    method: 'GET',
    path: '/api/pro/cosign-inbox',
    summary: 'My pending pro-sign requests, newest first (professionals)',
    tags,
    responses: { 200: InboxSchema },
  }),
} as const;

const E = EVIDENCE_ENDPOINTS;
export const EVIDENCE_API = {
  list: E.list.path,
  create: E.create.path,
  milestones: E.milestones.path,
  proSearch: E.proSearch.path,
  artifacts: E.uploadArtifact.path,
  inbox: E.inbox.path,
  forIdea: (id: string) => endpointPath(E.forIdea, { id }),
  forExperiment: (id: string) => endpointPath(E.forExperiment, { id }),
  linkable: (id: string) => endpointPath(E.linkable, { id }),
  link: (id: string) => endpointPath(E.link, { id }),
  unlink: (id: string) => endpointPath(E.unlink, { id }),
  detail: (id: string) => endpointPath(E.detail, { id }),
  finalize: (id: string) => endpointPath(E.finalize, { id }),
  withdraw: (id: string) => endpointPath(E.withdraw, { id }),
  view: (id: string) => endpointPath(E.view, { id }),
  upvote: (id: string) => endpointPath(E.upvote, { id }),
  useful: (id: string) => endpointPath(E.markUseful, { id }),
  attest: (id: string) => endpointPath(E.attest, { id }),
  cosign: (id: string) => endpointPath(E.cosign, { id }),
  invites: (id: string) => endpointPath(E.invite, { id }),
  cancelInvite: (id: string) => endpointPath(E.cancelInvite, { id }),
  respondInvite: (id: string) => endpointPath(E.respondInvite, { id }),
} as const;
