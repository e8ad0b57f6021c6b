import * as z from 'zod/mini';
import { IdParamsSchema, OkSchema } from './common.ts';
import { defineEndpoint, endpointPath } from './endpoint.ts';
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
export const COSIGN_REQUEST_STATUSES = ['pending', 'accepted', 'declined', 'cancelled'] as const;
export type CosignRequestStatus = (typeof COSIGN_REQUEST_STATUSES)[number];

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
  my_vote_role: z.nullable(z.enum(['pro', 'owner'])),
});
export type UpvoteCounts = z.infer<typeof UpvoteCountsSchema>;

export const PublicCosignerSchema = z.object({
  pro_user_id: z.string(),
  display_name: z.string(),
  avatar_url: z.nullable(z.string()),
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
  allowedActions: z.array(z.string()),
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

export const SprintCosignRequestSchema = z.object({
  request_id: z.string(),
  experiment_id: z.string(),
  pro_user_id: z.string(),
  pro_name: z.string(),
  pro_country: z.nullable(z.string()),
  status: z.enum(COSIGN_REQUEST_STATUSES),
  pro_note: z.nullable(z.string()),
  responded_at: z.nullable(z.string()),
  created_at: z.string(),
  title: z.string(),
  owner_name: z.string(),
  owner_avatar: z.nullable(z.string()),
  evidence_id: z.nullable(z.string()),
  version_id: z.nullable(z.string()),
  public_url: z.string(),
});
export type SprintCosignRequest = z.infer<typeof SprintCosignRequestSchema>;

// ---------- endpoints ----------

const tags = ['sprints'];
export const SPRINT_ENDPOINTS = {
  start: defineEndpoint({
    method: 'POST',
    path: '/api/experiments/start',
    summary:
      'start_interview_sprint: start or resume the idea owner’s sprint (one active per owner and idea)',
    tags,
    body: StartSprintRequestSchema,
    responses: { 200: z.object({ id: z.string(), resumed: z.boolean() }) },
  }),
  active: defineEndpoint({
    method: 'GET',
    path: '/api/experiments/active',
    summary: 'get_my_active_interview_sprint',
    tags,
    responses: { 200: z.object({ sprint: z.nullable(SprintSummarySchema) }) },
  }),
  mine: defineEndpoint({
    method: 'GET',
    path: '/api/experiments/mine',
    summary: "The owner's sprints, newest first",
    tags,
    responses: { 200: z.object({ items: z.array(SprintSummarySchema) }) },
  }),
  detail: defineEndpoint({
    method: 'GET',
    path: '/api/experiments/:id',
    summary: 'The sprint screen (its owner only)',
    tags,
    params: IdParamsSchema,
    responses: { 200: SprintDetailSchema },
  }),
  setup: defineEndpoint({
    method: 'PUT',
    path: '/api/experiments/:id/setup',
    summary: 'update_experiment_setup (revisions are kept after the first interview)',
    tags,
    params: IdParamsSchema,
    body: SprintSetupRequestSchema,
    responses: { 200: SprintDetailSchema },
  }),
  addInterview: defineEndpoint({
    method: 'POST',
    path: '/api/experiments/:id/interviews',
    summary: 'add_interview',
    tags,
    params: IdParamsSchema,
    body: InterviewRequestSchema,
    responses: { 201: SprintInterviewSchema },
  }),
  updateInterview: defineEndpoint({
    method: 'PUT',
    path: '/api/experiments/:id/interviews/:interviewId',
    summary: 'update_interview',
    tags,
    params: InterviewParamsSchema,
    body: InterviewRequestSchema,
    responses: { 200: SprintInterviewSchema },
  }),
  deleteInterview: defineEndpoint({
    method: 'DELETE',
    path: '/api/experiments/:id/interviews/:interviewId',
    summary: 'delete_interview',
    tags,
    params: InterviewParamsSchema,
    responses: { 200: OkSchema },
  }),
  finalize: defineEndpoint({
    method: 'POST',
    path: '/api/experiments/:id/finalize',
    summary: 'finalize_experiment (only when the gate is met)',
    tags,
    params: IdParamsSchema,
    responses: { 200: z.object({ finalizedAt: z.string() }) },
  }),
  closeNotMet: defineEndpoint({
    method: 'POST',
    path: '/api/experiments/:id/close-not-met',
    summary:
      'Close an active sprint that reached its target without its gate (Completed — Not Met): the result is kept and may be published as a negative result',
    tags,
    params: IdParamsSchema,
    responses: { 200: z.object({ closedAt: z.string() }) },
  }),
  reopen: defineEndpoint({
    method: 'POST',
    path: '/api/experiments/:id/reopen',
    summary: 'Reopen a finalized, unpublished sprint',
    tags,
    params: IdParamsSchema,
    responses: { 200: OkSchema },
  }),
  rotateToken: defineEndpoint({
    method: 'POST',
    path: '/api/experiments/:id/share-token',
    summary: 'rotate_share_token: the old public link stops working',
    tags,
    params: IdParamsSchema,
    responses: { 200: z.object({ token: z.string() }) },
  }),
  publicView: defineEndpoint({
    method: 'GET',
    path: '/api/experiments/:id/public',
    summary: 'get_public_sprint, get_public_interviews, get_public_cosigners (with the share token)',
    tags,
    params: IdParamsSchema,
    query: TokenQuerySchema,
    responses: { 200: PublicSprintSchema },
  }),
  publish: defineEndpoint({
    method: 'POST',
    path: '/api/experiments/:id/publish',
    summary: 'create_sprint_evidence_from_experiment: finalized experiment_passed evidence with its hash',
    tags,
    params: IdParamsSchema,
    responses: { 200: z.object({ evidenceId: z.string(), versionId: z.string() }) },
  }),
  cosignRequests: defineEndpoint({
    method: 'GET',
    path: '/api/experiments/:id/cosign-requests',
    summary: 'list_owner_cosign_requests',
    tags,
    params: IdParamsSchema,
    responses: { 200: z.object({ items: z.array(SprintCosignRequestSchema) }) },
  }),
  requestCosign: defineEndpoint({
    method: 'POST',
    path: '/api/experiments/:id/cosign-requests',
    summary: 'request_cosign (finalized, verified professional, not yourself, at most 3 pending)',
    tags,
    params: IdParamsSchema,
    body: RequestCosignSchema,
    responses: { 201: SprintCosignRequestSchema },
  }),
  cancelCosign: defineEndpoint({
    method: 'POST',
    path: '/api/sprint-cosign-requests/:id/cancel',
    summary: 'cancel_cosign_request (the owner, pending only)',
    tags,
    params: IdParamsSchema,
    responses: { 200: OkSchema },
  }),
  myCosignRequests: defineEndpoint({
    method: 'GET',
    path: '/api/sprint-cosign-requests/mine',
    summary: "get_my_cosign_requests: the professional's sprint co-sign requests, newest first",
    tags,
    responses: { 200: z.object({ items: z.array(SprintCosignRequestSchema) }) },
  }),
  respondCosign: defineEndpoint({
    method: 'POST',
    path: '/api/sprint-cosign-requests/:id/respond',
    summary: 'respond_cosign: accept (with an optional note) or decline',
    tags,
    params: IdParamsSchema,
    body: RespondCosignSchema,
    responses: { 200: SprintCosignRequestSchema },
  }),
  cosignNote: defineEndpoint({
    method: 'PUT',
    path: '/api/sprint-cosign-requests/:id/note',
    summary: 'update_cosign_pro_note (an accepted request)',
    tags,
    params: IdParamsSchema,
    body: CosignNoteSchema,
    responses: { 200: SprintCosignRequestSchema },
  }),
  toggleProUpvote: defineEndpoint({
    method: 'POST',
    path: '/api/experiments/:id/upvotes/pro',
    summary: 'toggle_pro_upvote',
    tags,
    params: IdParamsSchema,
    body: TokenBodySchema,
    responses: { 200: UpvoteCountsSchema },
  }),
  toggleOwnerUpvote: defineEndpoint({
    method: 'POST',
    path: '/api/experiments/:id/upvotes/owner',
    summary: 'toggle_owner_upvote',
    tags,
    params: IdParamsSchema,
    body: TokenBodySchema,
    responses: { 200: UpvoteCountsSchema },
  }),
} as const;

const S = SPRINT_ENDPOINTS;
export const SPRINT_API = {
  start: S.start.path,
  active: S.active.path,
  mine: S.mine.path,
  myCosignRequests: S.myCosignRequests.path,
  detail: (id: string) => endpointPath(S.detail, { id }),
  setup: (id: string) => endpointPath(S.setup, { id }),
  interviews: (id: string) => endpointPath(S.addInterview, { id }),
  interview: (id: string, interviewId: string) => endpointPath(S.updateInterview, { id, interviewId }),
  finalize: (id: string) => endpointPath(S.finalize, { id }),
  reopen: (id: string) => endpointPath(S.reopen, { id }),
  closeNotMet: (id: string) => endpointPath(S.closeNotMet, { id }),
  rotateToken: (id: string) => endpointPath(S.rotateToken, { id }),
  publicView: (id: string, token: string) =>
    `${endpointPath(S.publicView, { id })}?token=${encodeURIComponent(token)}`,
  publish: (id: string) => endpointPath(S.publish, { id }),
  cosignRequests: (id: string) => endpointPath(S.cosignRequests, { id }),
  cancelCosign: (id: string) => endpointPath(S.cancelCosign, { id }),
  respondCosign: (id: string) => endpointPath(S.respondCosign, { id }),
  cosignNote: (id: string) => endpointPath(S.cosignNote, { id }),
  proUpvote: (id: string) => endpointPath(S.toggleProUpvote, { id }),
  ownerUpvote: (id: string) => endpointPath(S.toggleOwnerUpvote, { id }),
} as const;

/** The public page's web path. */
export const publicSprintPath = (id: string, token: string) =>
  `/sprint/${id}?token=${encodeURIComponent(token)}`;
