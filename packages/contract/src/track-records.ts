import * as z from 'zod/mini';
import { defineEndpoint } from './endpoint.ts';
import { REVIEWS } from './limits.ts';
import { OrderIdParamsSchema } from './orders.ts';
import { UserIdParamsSchema } from './profiles.ts';

/**
 * Track records and reviews (issue 29 parts 2 and 5; decisions 151-153). A track record is counted
 * from the orders' own rows over the orders paid in the last REVIEWS.trackRecordWindowDays days;
 * every figure carries its sample size n, and n = 0 reads "No record yet", never zero.
 */

/** A share: `count` of `n` orders (rate = count / n, null when n = 0). */
export const RateFigureSchema = z.object({
  count: z.number(),
  n: z.number(),
  rate: z.nullable(z.number()),
});
export type RateFigure = z.infer<typeof RateFigureSchema>;

/** A median duration in minutes over n orders (null when n = 0). */
export const DurationFigureSchema = z.object({
  medianMinutes: z.nullable(z.number()),
  n: z.number(),
});
export type DurationFigure = z.infer<typeof DurationFigureSchema>;

export const TrackRecordSchema = z.object({
  userId: z.string(),
  windowDays: z.number(),
  pro: z.object({
    onTime: RateFigureSchema,
    revisions: RateFigureSchema,
    disputes: RateFigureSchema,
    firstResponse: DurationFigureSchema,
  }),
  buyer: z.object({
    approval: DurationFigureSchema,
    disputes: RateFigureSchema,
  }),
});
export type TrackRecord = z.infer<typeof TrackRecordSchema>;

export const REVIEW_ROLES = ['buyer', 'pro'] as const;
export type ReviewRole = (typeof REVIEW_ROLES)[number];

/** An admin's ruling on the order's dispute, shown beside a review of that order (decision 116). */
export const ReviewRulingSchema = z.object({
  resolution: z.enum(['completed', 'refunded', 'reopened', 'split']),
  decidedAt: z.string(),
});

/** A visible review: who wrote it (role is the author's side of the order), about whom, of what. */
export const ReviewSchema = z.object({
  id: z.string(),
  orderId: z.string(),
  role: z.enum(REVIEW_ROLES),
  rating: z.number(),
  body: z.string(),
  createdAt: z.string(),
  author: z.object({ id: z.nullable(z.string()), name: z.string() }),
  serviceTitle: z.string(),
  ruling: z.nullable(ReviewRulingSchema),
});
export type Review = z.infer<typeof ReviewSchema>;

export const ReviewListSchema = z.object({ items: z.array(ReviewSchema) });
export type ReviewList = z.infer<typeof ReviewListSchema>;

export const PersonReviewsQuerySchema = z.object({
  /** Reviews written about the person as a professional (default) or as a buyer. */
  as: z.optional(z.enum(REVIEW_ROLES)),
  serviceId: z.optional(z.uuid()),
});

/** The order's reviews as one of its parties sees them (the workroom's review panel). */
export const OrderReviewsSchema = z.object({
  orderId: z.string(),
  /** The viewer's side of the order. */
  role: z.enum(REVIEW_ROLES),
  canWrite: z.boolean(),
  /** Until when a review may be written (completion + 14 days); null before completion. */
  writeUntil: z.nullable(z.string()),
  /** When both reviews show at the latest; null before completion. */
  revealAt: z.nullable(z.string()),
  mine: z.nullable(ReviewSchema),
  /** The other side's review: whether it exists, and its content once revealed. */
  theirs: z.object({ written: z.boolean(), review: z.nullable(ReviewSchema) }),
  ruling: z.nullable(ReviewRulingSchema),
});
export type OrderReviews = z.infer<typeof OrderReviewsSchema>;

const required = 'Please write a few words about the order.';
export const WriteReviewRequestSchema = z.object({
  rating: z.number().check(z.int(), z.minimum(REVIEWS.ratingMin), z.maximum(REVIEWS.ratingMax)),
  body: z
    .string({ error: required })
    .check(z.trim(), z.minLength(REVIEWS.bodyMin, { error: required }), z.maxLength(REVIEWS.bodyMax)),
});
export type WriteReviewRequest = z.infer<typeof WriteReviewRequestSchema>;

const tags = ['reviews'] as const;

export const REVIEW_ENDPOINTS = {
  trackRecord: defineEndpoint({
    method: 'GET',
    path: '/api/people/:userId/track-record',
    summary: "A person's track record as professional and buyer, counted from their orders",
    tags,
    auth: 'public',
    params: UserIdParamsSchema,
    responses: { 200: TrackRecordSchema },
  }),
  personReviews: defineEndpoint({
    method: 'GET',
    path: '/api/people/:userId/reviews',
    summary: 'Visible reviews about a person (as professional or buyer), newest first',
    tags,
    auth: 'public',
    params: UserIdParamsSchema,
    query: PersonReviewsQuerySchema,
    responses: { 200: ReviewListSchema },
  }),
  orderReviews: defineEndpoint({
    method: 'GET',
    path: '/api/orders/:id/reviews',
    summary: "An order's reviews as a party sees them (double-blind until both wrote or 14 days passed)",
    tags,
    params: OrderIdParamsSchema,
    responses: { 200: OrderReviewsSchema },
  }),
  write: defineEndpoint({
    method: 'POST',
    path: '/api/orders/:id/reviews',
    summary: 'Write my review of a completed order (once, within 14 days of completion)',
    tags,
    params: OrderIdParamsSchema,
    body: WriteReviewRequestSchema,
    responses: { 201: OrderReviewsSchema },
    errors: ['E_ORDER_NOT_COMPLETED', 'E_ALREADY_REVIEWED', 'E_REVIEW_WINDOW_CLOSED'],
  }),
} as const;

const pct = (f: RateFigure) => `${Math.round((f.rate ?? 0) * 100)}%`;

/** A duration in minutes as people read it: "25 min", "3.5 h", "2.0 days". */
export function formatMinutes(minutes: number): string {
  if (minutes < 60) return `${Math.round(minutes)} min`;
  const hours = minutes / 60;
  if (hours < 48) return `${hours.toFixed(1)} h`;
  return `${(hours / 24).toFixed(1)} days`;
}

/** Every user-visible string of track records and reviews (IBH; issue 29). */
export const TRACK_RECORD_TEXT = {
  proTitle: 'Track record',
  buyerTitle: 'As a buyer',
  noRecord: 'No record yet',
  noRecordHint: 'Figures appear once orders have been paid and delivered through IBH.',
  sample: (n: number) => `${n} ${n === 1 ? 'order' : 'orders'}`,
  onTime: 'On-time delivery',
  revisions: 'Revision rate',
  disputes: 'Dispute rate',
  firstResponse: 'Median first response',
  approval: 'Median time to approve',
  rate: pct,
  duration: formatMinutes,
  loadFailed: 'Could not load the track record.',
  retry: 'Try again',
  howCounted: 'How is this counted?',
  windowNote: (days: number) =>
    `Counted automatically from orders paid on IBH in the last ${days} days; nobody types these in.`,
  formulas: {
    onTime:
      'On-time delivery: orders first delivered at or before the last milestone’s due date ÷ orders delivered at least once.',
    revisions:
      'Revision rate: delivered orders where the buyer asked for at least one revision ÷ delivered orders.',
    disputes: 'Dispute rate: paid orders that went into a dispute (opened by either side) ÷ paid orders.',
    firstResponse:
      'Median first response: the middle value of the time from payment to the professional’s first action (starting work, a chat message or a submission).',
    approval:
      'Median time to approve: the middle value of the time from the (last) delivery to completion, counting the automatic approval after 72 hours; orders completed by a dispute ruling are left out.',
    buyerDisputes: 'Dispute rate: the buyer’s paid orders that went into a dispute ÷ their paid orders.',
  },
} as const;

export const REVIEW_TEXT = {
  title: 'Reviews',
  empty: 'No reviews yet.',
  loadFailed: 'Could not load reviews.',
  ratingLabel: 'Rating',
  stars: (rating: number) => `${rating} out of 5 stars`,
  byBuyer: 'Buyer',
  byPro: 'Professional',
  formTitle: 'Review this order',
  bodyLabel: 'Your review',
  bodyHint: `A few words for others (up to ${REVIEWS.bodyMax} characters). The other side can’t see it until they review too, or 14 days after completion.`,
  submit: 'Post review',
  submitting: 'Posting…',
  posted: 'Review posted',
  submitFailed: 'Could not post your review.',
  yours: 'Your review',
  waiting:
    'Waiting for the other side: both reviews show once they write theirs, or 14 days after completion.',
  theirsHidden:
    'The other side has left a review. It shows once you write yours, or 14 days after completion.',
  theirsNone: 'The other side has not reviewed this order yet.',
  theirs: (role: ReviewRole) => (role === 'buyer' ? 'The buyer’s review' : 'The professional’s review'),
  windowClosed: 'The time to review this order has passed.',
  revealOn: (date: string) => `Reviews show by ${date} at the latest.`,
  ruling: {
    completed: 'IBH ruled on a dispute: order completed',
    refunded: 'IBH ruled on a dispute: refunded to the buyer',
    split: 'IBH ruled on a dispute: split between both sides',
    reopened: 'IBH ruled on a dispute: work continued',
  },
} as const;
