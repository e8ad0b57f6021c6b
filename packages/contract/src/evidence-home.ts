import * as z from 'zod/mini';
import { defineEndpoint } from './endpoint.ts';

/**
 * The Evidence Hub home, the alternate home 'Raw Ideas Ignite Real Proof' on /evidence-home and
 * /home-old (001 sections 2.1, 2.9, 3.3, 7.5: get_home_stats, get_home_proofs; decisions 96-97).
 *
 * What each proof kind means (decision 96), read from the real tables:
 * - experiment: an interview sprint was started (experiments.created_at);
 * - experiment_passed: a sprint was finalized, which needs its gate met (experiments.finalized_at;
 *   a reopened sprint is no longer passed); with its evidence and version once it is published as
 *   evidence that anyone may see;
 * - readiness_current: a founder recorded a readiness score for the first time (score_after is it);
 * - readiness_bump: a founder's readiness score rose (score_after is the new score).
 * Only public things: sprints standalone or on a public idea, readiness of public profiles, and
 * evidence only when its scope lets anyone see it.
 */
export const EVIDENCE_HOME = {
  /** (IBH) The window of the stat cards, in days (001 section 3.3: *_30d). */
  statsDays: 30,
  /** (IBH) Live Proofs per page: the home shows the first, See all loads the next ones. */
  proofsPage: 8,
} as const;

export const HOME_PROOF_KINDS = [
  'readiness_bump',
  'experiment_passed',
  'readiness_current',
  'experiment',
] as const;
export type HomeProofKind = (typeof HOME_PROOF_KINDS)[number];

/** Every user-visible string of the page; the spec's verbatim, the rest marked (IBH). */
export const EVIDENCE_HOME_TEXT = {
  // 001 section 2.9
  title: 'Raw Ideas Ignite Real Proof',
  startSprint: 'Start New Sprint',
  resumeSprint: 'Resume Sprint',
  liveProofs: 'Live Proofs',
  seeAll: 'See all',
  // (IBH)
  eyebrow: 'Evidence Hub',
  intro:
    'Run a 10-interview sprint, pass its gate and publish the result as evidence professionals can co-sign.',
  sprintProgress: (done: number, target: number) => `${done}/${target} interviews`,
  sprintProgressLabel: (done: number, target: number) => `${done} of ${target} interviews done`,
  signUp: 'Sign up to start a sprint',
  signIn: 'Sign in',
  visitorNote: 'Idea owners run interview sprints; professionals co-sign the evidence.',
  proNote: 'Professionals co-sign evidence: requests wait in your co-sign inbox.',
  cosignInbox: 'Open co-sign inbox',
  seeEvidence: 'See Evidence',
  statsTitle: 'Last 30 days',
  stats: {
    experiments: 'Experiments',
    passes: 'Passes',
    panelCosigns: 'Panel co-signs',
  },
  statsHint: {
    experiments: 'Interview sprints started',
    passes: 'Sprints that met their gate',
    panelCosigns: 'Co-signs by verified professionals',
  },
  kinds: {
    experiment: 'Interview sprint started',
    experiment_passed: 'Sprint passed its gate',
    readiness_current: 'Founder readiness recorded',
    readiness_bump: 'Founder readiness rose',
  } satisfies Record<HomeProofKind, string>,
  score: (score: number) => `Readiness ${score}/100`,
  founderScore: (name: string, score: number) => `${name} · Readiness ${score}/100`,
  viewEvidence: 'View evidence',
  viewSprint: 'Open sprint',
  viewProfile: 'View profile',
  noProofs: 'No proofs yet. Start a sprint and be the first.',
  loadFailed: 'Could not load the Evidence Hub.',
  moreFailed: 'Could not load more proofs.',
  retry: 'Retry',
  loading: 'Loading the Evidence Hub…',
  loadingMore: 'Loading…',
  loadMore: 'Load more',
  stripLabel: 'Your next step',
  allShown: 'That is every proof so far.',
  showFewer: 'Show fewer',
} as const;

export const HomeStatsSchema = z.object({
  experiments30d: z.number(),
  passes30d: z.number(),
  panelCosigns30d: z.number(),
});
export type HomeStats = z.infer<typeof HomeStatsSchema>;

/** One Live Proof (001 section 3.3's fields, plus a title and the founder's profile to link). */
export const HomeProofSchema = z.object({
  kind: z.enum(HOME_PROOF_KINDS),
  /** The sprint's id (experiment kinds) or the readiness change's id. */
  proofId: z.string(),
  createdAt: z.string(),
  /** readiness kinds: the score out of 100 after the change. */
  scoreAfter: z.nullable(z.number()),
  /** experiment_passed, once published as evidence anyone may see. */
  evidenceId: z.nullable(z.string()),
  versionId: z.nullable(z.string()),
  experimentId: z.nullable(z.string()),
  experimentType: z.nullable(z.string()),
  /** (IBH) The evidence's title when it links to one. */
  title: z.nullable(z.string()),
  /** (IBH) readiness kinds: the founder, whose profile is public. */
  profileId: z.nullable(z.string()),
  /** (IBH) readiness kinds: the founder's name, as their public profile shows it. */
  profileName: z.nullable(z.string()),
  /** (IBH) The sprint is the viewer's own: it links to the owner's sprint screen. */
  mine: z.boolean(),
});
export type HomeProof = z.infer<typeof HomeProofSchema>;

export const HomeProofPageSchema = z.object({
  items: z.array(HomeProofSchema),
  nextCursor: z.nullable(z.string()),
});
export type HomeProofPage = z.infer<typeof HomeProofPageSchema>;

/** A signed-in idea owner's active interview sprint (get_my_active_interview_sprint), done of target. */
export const HomeActiveSprintSchema = z.object({
  id: z.string(),
  done: z.number(),
  target: z.number(),
});
export type HomeActiveSprint = z.infer<typeof HomeActiveSprintSchema>;

/** GET /api/evidence-home: everything the page shows first, in one round trip. */
export const EvidenceHomeSchema = z.object({
  stats: HomeStatsSchema,
  proofs: HomeProofPageSchema,
  activeSprint: z.nullable(HomeActiveSprintSchema),
});
export type EvidenceHome = z.infer<typeof EvidenceHomeSchema>;

export const HomeProofsQuerySchema = z.object({
  cursor: z.optional(z.string().check(z.maxLength(300))),
});

const tags = ['evidence-home'] as const;

export const EVIDENCE_HOME_ENDPOINTS = {
  home: defineEndpoint({
    auth: 'public',
    method: 'GET',
    path: '/api/evidence-home',
    summary:
      'get_home_stats, the first page of get_home_proofs and the signed-in idea owner’s active sprint, in one answer',
    tags,
    responses: { 200: EvidenceHomeSchema },
  }),
  proofs: defineEndpoint({
    auth: 'public',
    method: 'GET',
    path: '/api/evidence-home/proofs',
    summary: 'get_home_proofs: Live Proofs newest first, keyset-paged by cursor (See all)',
    tags,
    query: HomeProofsQuerySchema,
    responses: { 200: HomeProofPageSchema },
  }),
};

export const EVIDENCE_HOME_API = {
  home: EVIDENCE_HOME_ENDPOINTS.home.path,
  proofs: EVIDENCE_HOME_ENDPOINTS.proofs.path,
} as const;
