import * as z from 'zod/mini';
import { SPRINT } from './limits.ts';
import { SPRINT_OUTCOMES, SPRINT_STATUSES } from './sprint-gate.ts';
import { SPRINT_TEXT } from './sprint-text.ts';

export * from './sprint-export.ts';
export * from './sprint-gate.ts';
export * from './sprint-text.ts';

/**
 * Interview sprints (001 sections 2.11, 2.12, 3.3, 4.4, 4.5, 5, 6, 7.5, 8.3, 9; issue 18): start or
 * resume, pre-registered setup, interviews, the pass gate, finalize and reopen, the public share
 * link, co-sign requests, upvotes and trust, publish as evidence. Every rule is enforced on the server.
 */
export const SPRINT_LIMITS = {
  hypothesisMax: 500,
  personaMax: 300,
  whoMax: 200,
  channelMax: 100,
  learningMax: 1000,
  notesMax: 2000,
  proNoteMax: 1000,
} as const;

/** closed: closed as not met (the target reached without the gate; issue 26 item 7). */
export const SPRINT_STATES = ['active', 'finalized', 'closed', 'published'] as const;
export type SprintState = (typeof SPRINT_STATES)[number];
/** The sprint table's actions (the server's machine imports this list; `allowedActions` of the sprint screen). */
export const SPRINT_ACTIONS = [
  'setup',
  'add_interview',
  'edit_interview',
  'delete_interview',
  'finalize',
  'close_not_met',
  'reopen',
  'rotate_token',
  'publish',
  'request_cosign',
  'cancel_cosign',
] as const;
export type SprintAction = (typeof SPRINT_ACTIONS)[number];
export const COSIGN_REQUEST_STATUSES = ['pending', 'accepted', 'declined', 'cancelled'] as const;
export type CosignRequestStatus = (typeof COSIGN_REQUEST_STATUSES)[number];
/** The co-sign request table's actions: the professional accepts, declines, edits the note; the owner cancels. */
export const COSIGN_REQUEST_ACTIONS = ['accept', 'decline', 'cancel', 'edit_note'] as const;
export type CosignRequestAction = (typeof COSIGN_REQUEST_ACTIONS)[number];

const text = (max: number) => z.string().check(z.trim(), z.maxLength(max));
const optionalText = (max: number) => z.optional(z.nullable(text(max)));

// ---------- inputs ----------

export const StartSprintRequestSchema = z.object({
  ideaId: z.optional(z.nullable(z.uuid())),
  /** Start a new sprint even when one is active (the conflict answers 409; the client retries without). */
  forceNew: z.optional(z.boolean()),
});
export type StartSprintRequest = z.infer<typeof StartSprintRequestSchema>;

export const SprintSetupRequestSchema = z.object({
  hypothesis: text(SPRINT_LIMITS.hypothesisMax),
  persona: text(SPRINT_LIMITS.personaMax),
  /** Gate input: a number, minimum 0 (default 0), at most the target. */
  minValidated: z.int().check(z.minimum(0), z.maximum(SPRINT.maxTarget)),
});
export type SprintSetupRequest = z.infer<typeof SprintSetupRequestSchema>;

export const InterviewRequestSchema = z.object({
  outcome: z.enum(SPRINT_OUTCOMES, { error: SPRINT_TEXT.invalidOutcome }),
  who: optionalText(SPRINT_LIMITS.whoMax),
  channel: optionalText(SPRINT_LIMITS.channelMax),
  learning: optionalText(SPRINT_LIMITS.learningMax),
  notes: optionalText(SPRINT_LIMITS.notesMax),
});
export type InterviewRequest = z.infer<typeof InterviewRequestSchema>;

export const RequestCosignSchema = z.object({ professionalId: z.uuid() });
export const RespondCosignSchema = z.object({
  accept: z.boolean(),
  note: optionalText(SPRINT_LIMITS.proNoteMax),
});
export type RespondCosignRequest = z.infer<typeof RespondCosignSchema>;
export const CosignNoteSchema = z.object({ note: text(SPRINT_LIMITS.proNoteMax) });
export const TokenBodySchema = z.object({ token: z.string().check(z.minLength(1), z.maxLength(100)) });
export const TokenQuerySchema = z.object({ token: z.optional(z.string().check(z.maxLength(100))) });
export const SprintListQuerySchema = z.object({
  f: z.optional(z.enum(['all', ...SPRINT_OUTCOMES])),
  s: z.optional(z.enum(['asc', 'desc'])),
});
export const InterviewParamsSchema = z.object({ id: z.uuid(), interviewId: z.uuid() });

// ---------- answers ----------

export const SprintTotalsSchema = z.object({
  pos: z.number(),
  neu: z.number(),
  neg: z.number(),
  positives: z.number(),
  neutrals: z.number(),
  negatives: z.number(),
  total: z.number(),
});
export type SprintTotals = z.infer<typeof SprintTotalsSchema>;

export const GateViewSchema = z.object({
  target: z.number(),
  required: z.number(),
  total: z.number(),
  status: z.enum(SPRINT_STATUSES),
  progress: z.number(),
  confidence: z.number(),
  gateMet: z.boolean(),
  canComplete: z.boolean(),
});

export const SprintInterviewSchema = z.object({
  id: z.string(),
  experimentId: z.string(),
  createdAt: z.string(),
  outcome: z.enum(SPRINT_OUTCOMES),
  who: z.nullable(z.string()),
  channel: z.nullable(z.string()),
  learning: z.nullable(z.string()),
  notes: z.nullable(z.string()),
});
export type SprintInterview = z.infer<typeof SprintInterviewSchema>;

/** What the public page shows of an interview: never the private notes. */
export const PublicInterviewSchema = z.object({
  id: z.string(),
  createdAt: z.string(),
  outcome: z.enum(SPRINT_OUTCOMES),
  who: z.nullable(z.string()),
  channel: z.nullable(z.string()),
  learning: z.nullable(z.string()),
});
export type PublicInterview = z.infer<typeof PublicInterviewSchema>;

/** A setup change after pre-registration (the first interview), shown as a diff on the public page. */
export const SetupRevisionSchema = z.object({
  changedAt: z.string(),
  before: z.object({ hypothesis: z.string(), persona: z.string(), minValidated: z.number() }),
  after: z.object({ hypothesis: z.string(), persona: z.string(), minValidated: z.number() }),
});
export type SetupRevision = z.infer<typeof SetupRevisionSchema>;

export const SprintTrustSchema = z.object({
  prosAccepted: z.number(),
  prosPending: z.number(),
  proUpvotes: z.number(),
  userUpvotes: z.number(),
});
export type SprintTrust = z.infer<typeof SprintTrustSchema>;

export const UpvoteCountsSchema = z.object({
  owners: z.number(),
  pros: z.number(),
  total: z.number(),
  myVoteRole: z.nullable(z.enum(['pro', 'owner'])),
});
export type UpvoteCounts = z.infer<typeof UpvoteCountsSchema>;

export const PublicCosignerSchema = z.object({
  proUserId: z.string(),
  displayName: z.string(),
  avatarUrl: z.nullable(z.string()),
});
export type PublicCosigner = z.infer<typeof PublicCosignerSchema>;

export const SprintSummarySchema = z.object({
  id: z.string(),
  type: z.literal('interview_sprint'),
  title: z.string(),
  ideaId: z.nullable(z.string()),
  state: z.enum(SPRINT_STATES),
  targetCount: z.number(),
  completedCount: z.number(),
  createdAt: z.string(),
  finalizedAt: z.nullable(z.string()),
  totals: SprintTotalsSchema,
  gate: GateViewSchema,
  evidenceId: z.nullable(z.string()),
});
export type SprintSummary = z.infer<typeof SprintSummarySchema>;

export const SprintDetailSchema = z.object({
  ...SprintSummarySchema.shape,
  ownerUserId: z.string(),
  ownerName: z.string(),
  ideaTitle: z.nullable(z.string()),
  passGate: z.object({ minValidated: z.number() }),
  storedGate: z.number(),
  hypothesis: z.string(),
  persona: z.string(),
  resultSummary: z.nullable(z.string()),
  setupEditable: z.boolean(),
  setupRegisteredAt: z.nullable(z.string()),
  revisions: z.array(SetupRevisionSchema),
  versionId: z.nullable(z.string()),
  linkedIdeaId: z.nullable(z.string()),
  shareToken: z.string(),
  interviews: z.array(SprintInterviewSchema),
  trust: SprintTrustSchema,
  upvotes: UpvoteCountsSchema,
  allowedActions: z.array(z.enum(SPRINT_ACTIONS)),
});
export type SprintDetail = z.infer<typeof SprintDetailSchema>;

export const PublicSprintSchema = z.object({
  id: z.string(),
  title: z.string(),
  ownerName: z.string(),
  totals: z.object({ pos: z.number(), neu: z.number(), neg: z.number() }),
  gate: GateViewSchema,
  hypothesis: z.string(),
  persona: z.string(),
  resultSummary: z.nullable(z.string()),
  setupRegisteredAt: z.nullable(z.string()),
  revisions: z.array(SetupRevisionSchema),
  cosigners: z.array(PublicCosignerSchema),
  cosignerCount: z.number(),
  interviews: z.array(PublicInterviewSchema),
  finalizedAt: z.nullable(z.string()),
  evidenceId: z.nullable(z.string()),
  versionId: z.nullable(z.string()),
  trust: SprintTrustSchema,
  upvotes: UpvoteCountsSchema,
});
export type PublicSprint = z.infer<typeof PublicSprintSchema>;

/** A sprint co-sign request; `allowedActions` are the viewer's, from the co-sign request table. */
export const SprintCosignRequestSchema = z.object({
  requestId: z.string(),
  experimentId: z.string(),
  proUserId: z.string(),
  proName: z.string(),
  proCountry: z.nullable(z.string()),
  status: z.enum(COSIGN_REQUEST_STATUSES),
  proNote: z.nullable(z.string()),
  respondedAt: z.nullable(z.string()),
  createdAt: z.string(),
  title: z.string(),
  ownerName: z.string(),
  ownerAvatar: z.nullable(z.string()),
  evidenceId: z.nullable(z.string()),
  versionId: z.nullable(z.string()),
  publicUrl: z.string(),
  allowedActions: z.array(z.enum(COSIGN_REQUEST_ACTIONS)),
});
export type SprintCosignRequest = z.infer<typeof SprintCosignRequestSchema>;
