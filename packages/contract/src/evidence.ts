import * as z from 'zod/mini';
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

/** A version's states in the version table (the server's machine imports these lists). */
export const EVIDENCE_VERSION_STATES = ['draft', 'finalized', 'cosigned', 'approved', 'tombstoned'] as const;
export type EvidenceVersionState = (typeof EVIDENCE_VERSION_STATES)[number];
/** The version table's actions: the evidence screen's `allowedActions`. */
export const EVIDENCE_VERSION_ACTIONS = [
  'edit',
  'finalize',
  'revise',
  'cosign',
  'attest',
  'approve',
  'withdraw',
] as const;
export type EvidenceVersionAction = (typeof EVIDENCE_VERSION_ACTIONS)[number];
/** Version states (001 section 3.3). `linked` is shown for a finalized version of a linked entry. */
export const EVIDENCE_STATES = [...EVIDENCE_VERSION_STATES, 'linked'] as const;
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
/** The pro-sign invite table's actions: the invitee accepts or declines, the requester cancels. */
export const PRO_SIGN_ACTIONS = ['accept', 'decline', 'cancel'] as const;

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
