import * as z from 'zod/mini';
import { defineEndpoint } from './endpoint.ts';
import { TopProsSchema } from './merit-card.ts';
import { TestimonialSchema } from './testimonial-card.ts';

/**
 * The home page (001 section 2.9, 000 section 2) in one round trip, and the Live Innovation Pulse:
 * real activity of the network (issue 19, decisions 90-92).
 */

/** What happened. Each kind comes from one table of the network (decision 90). */
export const PULSE_KINDS = [
  'idea_published',
  'sprint_passed',
  'evidence_cosigned',
  'order_completed',
  'follow',
  'upvote',
] as const;
export type PulseKind = (typeof PULSE_KINDS)[number];

/** The three tickers of the Live Innovation Pulse. */
export const PULSE_TICKERS = ['founderActivity', 'supporterBoosts', 'globalPulse'] as const;
export type PulseTicker = (typeof PULSE_TICKERS)[number];

/**
 * Which ticker shows a kind (decision 90): founders' own moves, others boosting them, and the
 * professional network at work.
 */
export const PULSE_TICKER_OF: Record<PulseKind, PulseTicker> = {
  idea_published: 'founderActivity',
  sprint_passed: 'founderActivity',
  follow: 'supporterBoosts',
  upvote: 'supporterBoosts',
  evidence_cosigned: 'globalPulse',
  order_completed: 'globalPulse',
};

/** How an item reads: "<actor> <verb> <subject>". */
export const PULSE_TEXT = {
  verbs: {
    idea_published: 'published an idea',
    sprint_passed: 'passed an interview sprint',
    evidence_cosigned: 'co-signed evidence',
    order_completed: 'completed an order for',
    follow: 'followed',
    upvote: 'upvoted evidence',
  } satisfies Record<PulseKind, string>,
  kindLabels: {
    idea_published: 'New idea',
    sprint_passed: 'Sprint',
    evidence_cosigned: 'Co-sign',
    order_completed: 'Order',
    follow: 'Follow',
    upvote: 'Upvote',
  } satisfies Record<PulseKind, string>,
  subtitle: 'What founders, supporters and the network are doing.',
  empty: 'No activity yet. New ideas, sprints and co-signs will appear here as they happen.',
  tickerEmpty: 'Nothing here yet.',
  loadFailed: 'The Live Innovation Pulse could not be loaded.',
  retry: 'Retry',
  loading: 'Loading the latest activity',
  paused: 'Paused',
  live: 'Live',
} as const;

/** Who did it: name, picture and country only (never an email or anything private). */
export const PulseActorSchema = z.object({
  id: z.string(),
  name: z.string(),
  avatarUrl: z.nullable(z.string()),
  country: z.nullable(z.string()),
});
export type PulseActor = z.infer<typeof PulseActorSchema>;

/** One activity item. `key` is unique across kinds; `subject.path` is the page it links to. */
export const PulseItemSchema = z.object({
  key: z.string(),
  kind: z.enum(PULSE_KINDS),
  id: z.string(),
  occurredAt: z.string(),
  ticker: z.enum(PULSE_TICKERS),
  actor: PulseActorSchema,
  subject: z.object({ title: z.string(), path: z.string() }),
});
export type PulseItem = z.infer<typeof PulseItemSchema>;

export const HomePulseSchema = z.object({ items: z.array(PulseItemSchema) });
export type HomePulse = z.infer<typeof HomePulseSchema>;

/** Everything the home page shows, in one answer. `pulse`: up to 12 per ticker, newest first. */
export const HomeDataSchema = z.object({
  topPros: TopProsSchema,
  pulse: z.array(PulseItemSchema),
  testimonials: z.array(TestimonialSchema),
});
export type HomeData = z.infer<typeof HomeDataSchema>;

/** Signed-in sockets hear that the pulse changed and fetch it again (decision 91). */
export { HOME_PULSE_TOPIC, HOME_REALTIME_EVENTS } from './home-realtime.ts';

const tags = ['home'] as const;

/** The home page's endpoints: both public (anonymous visitors see the same page). */
export const HOME_ENDPOINTS = {
  home: defineEndpoint({
    auth: 'public',
    method: 'GET',
    path: '/api/home',
    summary:
      'The home page in one round trip: Top Merit Professionals, the 12 latest pulse items of each ticker, 20 testimonials',
    tags,
    responses: { 200: HomeDataSchema },
  }),
  pulse: defineEndpoint({
    auth: 'public',
    method: 'GET',
    path: '/api/home/pulse',
    summary: 'The 12 latest Live Innovation Pulse items of each ticker (the 35 s refresh)',
    tags,
    responses: { 200: HomePulseSchema },
  }),
} as const;

export const HOME_API = {
  home: HOME_ENDPOINTS.home.path,
  pulse: HOME_ENDPOINTS.pulse.path,
} as const;
