import * as z from 'zod/mini';
import { defineEndpoint } from './endpoint.ts';
import { MERIT } from './limits.ts';
import { MERIT_AXES, type MeritAxis, MeritDataSchema, TopProsSchema } from './merit-card.ts';

/**
 * Merit (001 sections 2.6, 2.7, 3.3, 9). Issue 19 seam: the shapes the home page, the merit card
 * and Top Merit Professionals share, plus the one published formula (decision 86): every point a
 * professional earns or loses is an event of one of the kinds below, recorded in the server's
 * points ledger by database triggers on the rows that prove it. The field names of MeritData,
 * ProfessionalCard and TopPros are the agreed seam.
 */

/** The event kinds of the ledger (the server's `merit_kinds` table holds the same rows; a test compares them). */
export const MERIT_KINDS = [
  'order_completed',
  'milestone_on_time',
  'fast_first_response',
  'dispute_opened',
  'revision_requested',
  'cosign',
  'attestation',
  'upvote',
  'comment',
  'useful_received',
  'testimonial_approved',
  'workspace_help',
  'workspace_task_done',
] as const;
export type MeritKind = (typeof MERIT_KINDS)[number];

export interface MeritRule {
  readonly axis: MeritAxis;
  /** Points per event; negative counts against the axis. */
  readonly points: number;
  readonly label: string;
  /** What exactly counts (shown on /help/merit). */
  readonly rule: string;
}

/** (IBH, decision 86) The weights: points per event kind, and the axis it counts on. */
export const MERIT_FORMULA: Readonly<Record<MeritKind, MeritRule>> = {
  order_completed: {
    axis: 'deliver',
    points: 40,
    label: 'Order completed',
    rule: 'An order you delivered is completed (approved by the buyer, automatically, or by a dispute decision).',
  },
  milestone_on_time: {
    axis: 'deliver',
    points: 10,
    label: 'Milestone approved on time',
    rule: 'A milestone is approved and you had submitted it by its due date.',
  },
  fast_first_response: {
    axis: 'deliver',
    points: 8,
    label: 'Fast first response',
    rule: 'You first responded on a paid order (started, wrote or submitted) within 4 hours of payment.',
  },
  dispute_opened: {
    axis: 'deliver',
    points: -30,
    label: 'Dispute opened by a buyer',
    rule: 'A buyer opened a dispute on your order. Withdrawn if the dispute is resolved by completing the order.',
  },
  revision_requested: {
    axis: 'deliver',
    points: -5,
    label: 'Revision requested',
    rule: 'A buyer asked for revisions on one of your milestones (each request counts).',
  },
  cosign: {
    axis: 'give',
    points: 15,
    label: 'Co-sign',
    rule: "You co-signed someone's evidence, or accepted a sprint co-sign request.",
  },
  attestation: {
    axis: 'give',
    points: 6,
    label: 'Attestation',
    rule: 'You attested to evidence (each axis, clarity and feasibility, counts once).',
  },
  upvote: {
    axis: 'give',
    points: 2,
    label: "Upvote on others' evidence",
    rule: "You upvoted someone else's evidence or sprint. Taking the upvote back takes the points back.",
  },
  comment: {
    axis: 'community',
    points: 3,
    label: 'Comment',
    rule: 'You commented on an idea. A deleted comment no longer counts.',
  },
  useful_received: {
    axis: 'community',
    points: 4,
    label: 'Marked useful',
    rule: 'Someone else marked your evidence useful.',
  },
  testimonial_approved: {
    axis: 'community',
    points: 15,
    label: 'Testimonial approved',
    rule: 'A testimonial you wrote was approved for the home page.',
  },
  workspace_help: {
    axis: 'community',
    points: 4,
    label: 'Workspace help',
    rule: "You wrote in the workspace chat of an idea you don't own (counts once per idea per day).",
  },
  workspace_task_done: {
    axis: 'community',
    points: 6,
    label: 'Workspace task done',
    rule: "A workspace task assigned to you in an idea you don't own was marked done.",
  },
};

/** (IBH, decision 86) Per-axis goals: recent points (last MERIT.recentDays days) that fill a bar. */
export const MERIT_GOALS: Readonly<Record<MeritAxis, number>> = { deliver: 200, give: 100, community: 60 };

/** (IBH, decision 86) A first response within this many hours of payment is fast. */
export const MERIT_FAST_RESPONSE_HOURS = 4;

export const MERIT_AXIS_LABELS: Readonly<Record<MeritAxis, string>> = {
  deliver: 'Deliver',
  give: 'Give',
  community: 'Community',
};

/** A bar: recent points over the goal, clamped to 0..1 (001 section 9). */
export function meritBar(recent: number, goal: number): number {
  if (!(goal > 0) || !Number.isFinite(recent)) return 0;
  return Math.min(1, Math.max(0, recent / goal));
}

/**
 * Compact numbers (001 section 9): 1.2k from 1000, 12k from 10000 (and the same with M from a
 * million). Rounded down, so 9,999 reads 9.9k and never 10.0k; below 1000 the number itself.
 */
export function formatCompactNumber(value: number): string {
  if (!Number.isFinite(value)) return '0';
  const sign = value < 0 ? '-' : '';
  const n = Math.floor(Math.abs(value));
  const scaled = (unit: number, suffix: string): string => {
    const v = n / unit;
    if (v >= 10) return `${sign}${Math.floor(v)}${suffix}`;
    const oneDecimal = Math.floor(v * 10) / 10;
    return `${sign}${Number.isInteger(oneDecimal) ? oneDecimal.toFixed(0) : oneDecimal.toFixed(1)}${suffix}`;
  };
  if (n >= 1_000_000) return scaled(1_000_000, 'M');
  if (n >= 1_000) {
    const k = scaled(1_000, 'k');
    return k === `${sign}1000k` ? `${sign}1M` : k;
  }
  return `${sign}${n}`;
}

/** A signed-in professional's own ledger, per event kind (for /help/merit). */
export const MeritInputSchema = z.object({
  kind: z.enum(MERIT_KINDS),
  axis: z.enum(MERIT_AXES),
  count: z.number(),
  points: z.number(),
  recentCount: z.number(),
  recentPoints: z.number(),
});
export type MeritInput = z.infer<typeof MeritInputSchema>;

export const MyMeritInputsSchema = z.object({
  isVerified: z.boolean(),
  /** The merit card's data (null while not verified: only verified professionals have a card). */
  merit: z.nullable(MeritDataSchema),
  /** One row per event kind of the formula, in MERIT_KINDS order (zeros included). */
  inputs: z.array(MeritInputSchema),
});
export type MyMeritInputs = z.infer<typeof MyMeritInputsSchema>;

const MeritUserParamsSchema = z.object({ userId: z.uuid() });

const tags = ['merit'];
export const MERIT_ENDPOINTS = {
  get: defineEndpoint({
    auth: 'public',
    method: 'GET',
    path: '/api/merit/:userId',
    summary: "A verified professional's merit card data (404 for anyone else)",
    tags,
    params: MeritUserParamsSchema,
    responses: { 200: MeritDataSchema },
  }),
  myInputs: defineEndpoint({
    errors: ['E_NOT_AUTHORIZED'],
    method: 'GET',
    path: '/api/merit/me/inputs',
    summary: 'My merit inputs: events per kind and their points (professionals)',
    tags,
    responses: { 200: MyMeritInputsSchema },
  }),
  top: defineEndpoint({
    auth: 'public',
    method: 'GET',
    path: '/api/merit/top',
    summary: 'Top Merit Professionals and rising professionals',
    tags,
    responses: { 200: TopProsSchema },
  }),
} as const;

/** Every user-visible merit string; the spec's verbatim, the rest marked (IBH). */
export const MERIT_TEXT = {
  // 001 sections 2.6, 2.7, 8
  noActivity: `No activity in last ${MERIT.recentDays} days`,
  viewProfile: 'View profile',
  whatsMerit: "What's Merit?",
  loadFailed: 'Unable to load merit data',
  topEmpty: 'No verified professionals found.',
  topFailed: 'Unable to load top professionals. Please try again later.',
  // (IBH)
  merit: 'Merit',
  topTitle: 'Top Merit Professionals',
  topIntro: 'Verified professionals ranked by the merit they earned delivering, giving and helping.',
  risingTitle: 'Rising professionals',
  risingProse:
    'Recently verified professionals building their record. Hire them early, and their merit grows with your order.',
  retry: 'Retry',
  rank: (rank: number) => `#${rank}`,
  verified: 'Verified professional',
  helpTitle: "What's Merit?",
} as const;
