import * as z from 'zod/mini';
import { defineEndpoint } from './endpoint.ts';
import { PROFILE_LIMITS, PROFILE_TEXT, UserIdParamsSchema } from './profiles.ts';

/**
 * Founder readiness (000 §3, §7): four facts the founder states, a private ARR
 * amount and deck URL, and a score out of 100 the server computes:
 *   prior founder 25 · technical founder 25 · ARR disclosed 15 (+10 with an amount above 0)
 *   · deck ready 15 (+10 with a deck URL).
 * Amounts and URLs count only alongside their checkbox: a URL with "deck ready" off earns nothing.
 */
/** Telemetry the server records when readiness is saved (000 §7). */
export const READINESS_EVENTS = {
  saved: 'readiness_save_success',
  improved: 'readiness_score_improved',
} as const;

export const READINESS_POINTS = {
  priorFounder: 25,
  technicalFounder: 25,
  arrDisclosed: 15,
  arrAmount: 10,
  deckReady: 15,
  deckUrl: 10,
} as const;

/** The items of a readiness explanation, one per entry of READINESS_POINTS. */
export const READINESS_ITEM_KEYS = Object.keys(READINESS_POINTS) as [
  keyof typeof READINESS_POINTS,
  ...(keyof typeof READINESS_POINTS)[],
];

export interface ReadinessInput {
  priorFounder: boolean;
  technicalFounder: boolean;
  arrDisclosed: boolean;
  deckReady: boolean;
  arrAmount: number | null;
  deckUrl: string | null;
}

/** Nothing declared: every fact false, no ARR, no deck (a new profile's readiness, score 0). */
export const NO_READINESS: ReadinessInput = {
  priorFounder: false,
  technicalFounder: false,
  arrDisclosed: false,
  deckReady: false,
  arrAmount: null,
  deckUrl: null,
};

export interface ReadinessItem {
  key: keyof typeof READINESS_POINTS;
  label: string;
  points: number;
  earned: boolean;
}

export function explainReadiness(input: ReadinessInput): { score: number; items: ReadinessItem[] } {
  const items: ReadinessItem[] = [
    {
      key: 'priorFounder',
      label: 'Has founded a company before',
      points: READINESS_POINTS.priorFounder,
      earned: input.priorFounder,
    },
    {
      key: 'technicalFounder',
      label: 'Can build the product',
      points: READINESS_POINTS.technicalFounder,
      earned: input.technicalFounder,
    },
    {
      key: 'arrDisclosed',
      label: 'Discloses revenue (ARR)',
      points: READINESS_POINTS.arrDisclosed,
      earned: input.arrDisclosed,
    },
    {
      key: 'arrAmount',
      label: 'Has recurring revenue',
      points: READINESS_POINTS.arrAmount,
      earned: input.arrDisclosed && (input.arrAmount ?? 0) > 0,
    },
    {
      key: 'deckReady',
      label: 'Pitch deck ready',
      points: READINESS_POINTS.deckReady,
      earned: input.deckReady,
    },
    {
      key: 'deckUrl',
      label: 'Deck link on file',
      points: READINESS_POINTS.deckUrl,
      earned: input.deckReady && Boolean(input.deckUrl),
    },
  ];
  return { score: items.reduce((sum, item) => sum + (item.earned ? item.points : 0), 0), items };
}

export const ReadinessRequestSchema = z.object({
  priorFounder: z.boolean(),
  technicalFounder: z.boolean(),
  arrDisclosed: z.boolean(),
  deckReady: z.boolean(),
  arrAmount: z.nullable(
    z
      .number({ error: PROFILE_TEXT.arrNonNegative })
      .check(z.minimum(0, { error: PROFILE_TEXT.arrNonNegative }), z.maximum(1e12)),
  ),
  deckUrl: z.nullable(z.string().check(z.trim(), z.maxLength(PROFILE_LIMITS.url))),
});
export type ReadinessRequest = z.infer<typeof ReadinessRequestSchema>;

/** The owner's view, private fields included. */
export const MyReadinessSchema = z.object({
  priorFounder: z.boolean(),
  technicalFounder: z.boolean(),
  arrDisclosed: z.boolean(),
  deckReady: z.boolean(),
  arrAmount: z.nullable(z.number()),
  deckUrl: z.nullable(z.string()),
  score: z.number(),
  updatedAt: z.nullable(z.string()),
});
export type MyReadiness = z.infer<typeof MyReadinessSchema>;

export const SaveReadinessResponseSchema = z.object({
  readiness: MyReadinessSchema,
  previousScore: z.number(),
  improved: z.boolean(),
});

/** Anyone's view: the facts and score, never the ARR amount or deck URL. */
export const PublicReadinessSchema = z.object({
  userId: z.string(),
  priorFounder: z.boolean(),
  technicalFounder: z.boolean(),
  arrDisclosed: z.boolean(),
  deckReady: z.boolean(),
  score: z.number(),
  updatedAt: z.nullable(z.string()),
});

export const ReadinessExplanationSchema = z.object({
  userId: z.string(),
  score: z.number(),
  items: z.array(
    z.object({
      key: z.enum(READINESS_ITEM_KEYS),
      label: z.string(),
      points: z.number(),
      earned: z.boolean(),
    }),
  ),
});

const tags = ['readiness'] as const;

/** Founder readiness endpoints (000 sections 3, 7). */
export const READINESS_ENDPOINTS = {
  mine: defineEndpoint({
    method: 'GET',
    path: '/api/profiles/me/readiness',
    summary: 'My founder readiness, private fields included',
    tags,
    responses: { 200: MyReadinessSchema },
  }),
  save: defineEndpoint({
    method: 'PUT',
    path: '/api/profiles/me/readiness',
    summary: 'Save my founder readiness; the server computes the score',
    tags,
    body: ReadinessRequestSchema,
    responses: { 200: SaveReadinessResponseSchema },
  }),
  public: defineEndpoint({
    auth: 'public',
    method: 'GET',
    path: '/api/profiles/:userId/readiness',
    summary: "Someone's readiness facts and score (no ARR amount or deck URL)",
    tags,
    params: UserIdParamsSchema,
    responses: { 200: PublicReadinessSchema },
  }),
  explanation: defineEndpoint({
    auth: 'public',
    method: 'GET',
    path: '/api/profiles/:userId/readiness/explanation',
    summary: "How someone's readiness score is made up",
    tags,
    params: UserIdParamsSchema,
    responses: { 200: ReadinessExplanationSchema },
  }),
};
