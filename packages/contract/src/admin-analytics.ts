import * as z from 'zod/mini';
import { defineEndpoint } from './endpoint.ts';
import { SHOP } from './limits.ts';
import { SERVICE_CATEGORIES } from './shop.ts';
import { ANALYTICS_EVENT_TYPES } from './shop-analytics-endpoints.ts';

/**
 * The Analytics tab of /admin/shop (001 sections 3.2, 7.4, 9): over a window of 7, 30, 90 or 365
 * days (default 30), the count of each analytics event type, the hiring funnel, first-response
 * time categories, orders and GMV over time, and the median price_selection per category.
 */

export const ANALYTICS_WINDOWS = SHOP.analyticsWindowsDays;
export type AnalyticsWindow = (typeof ANALYTICS_WINDOWS)[number];

/** The hiring funnel, in order: what a buyer does from seeing a professional to a finished order. */
export const ANALYTICS_FUNNEL_STEPS = [
  'hire_pro_impression',
  'hire_pro_click',
  'brief_opened',
  'brief_completed',
  'order_created',
  'order_completed',
] as const;

/** first_pro_response's response_time_category values (IBH buckets, decision 68). */
export const RESPONSE_TIME_CATEGORIES = ['under_1h', '1_4h', '4_24h', 'over_24h'] as const;

export const ADMIN_ANALYTICS_TEXT = {
  title: 'Analytics',
  window: 'Window',
  windowLabel: (days: number) => `Last ${days} days`,
  loadFailed: 'Failed to load analytics',
  retry: 'Retry',
  loading: 'Loading analytics…',
  chartsLoading: 'Loading charts…',
  counts: 'Events',
  funnel: 'Hiring funnel',
  responseTimes: 'First response time',
  ordersOverTime: 'Orders over time',
  gmvOverTime: 'GMV over time',
  medianPrices: 'Median selected price per category',
  noData: 'No events in this window.',
  /** The marker on demo (seeded) events (issue 26, item 14). */
  seededBadge: 'Demo data',
  seededNote: (seeded: number, total: number) =>
    seeded === total
      ? `All ${total.toLocaleString('en-US')} events in this window are seeded demo data, not activity of real people.`
      : `${seeded.toLocaleString('en-US')} of ${total.toLocaleString('en-US')} events in this window are seeded demo data, not activity of real people.`,
  eventLabels: {
    hire_pro_impression: 'Impressions',
    hire_pro_click: 'Hire clicks',
    brief_opened: 'Briefs opened',
    brief_completed: 'Briefs completed',
    first_pro_response: 'First responses',
    order_created: 'Orders created',
    order_completed: 'Orders completed',
    dispute_opened: 'Disputes opened',
    repeat_customer: 'Repeat customers',
    price_selection: 'Prices set',
    outcome_added: 'Outcomes added',
  },
  responseTimeLabels: {
    under_1h: 'Under 1 hour',
    '1_4h': '1–4 hours',
    '4_24h': '4–24 hours',
    over_24h: 'Over 24 hours',
  },
} as const;

/** The window as the query carries it: '7', '30', '90' or '365'. */
export const ANALYTICS_WINDOW_PARAMS = [
  '7',
  '30',
  '90',
  '365',
] as const satisfies readonly `${AnalyticsWindow}`[];

export const AnalyticsQuerySchema = z.object({
  days: z._default(
    z.pipe(
      z.enum(ANALYTICS_WINDOW_PARAMS),
      z.transform((v) => Number(v) as AnalyticsWindow),
    ),
    SHOP.analyticsDefaultWindowDays as AnalyticsWindow,
  ),
});

const count = z.number();
export const AnalyticsSummarySchema = z.object({
  days: z.number(),
  since: z.string(),
  /** Bucket of the series: a day for windows up to 90 days, a week for 365. */
  bucket: z.enum(['day', 'week']),
  counts: z.array(z.object({ type: z.enum(ANALYTICS_EVENT_TYPES), count })),
  /** How many of the window's events the demo seed wrote (issue 26, item 14). */
  seeded: count,
  funnel: z.array(z.object({ step: z.enum(ANALYTICS_FUNNEL_STEPS), count })),
  responseTimes: z.array(z.object({ category: z.enum(RESPONSE_TIME_CATEGORIES), count })),
  /** One point per bucket in the window (zeros included), oldest first. */
  series: z.array(z.object({ date: z.string(), orders: count, gmvCents: count })),
  medianPrices: z.array(
    z.object({ category: z.enum(SERVICE_CATEGORIES), medianCents: z.nullable(z.number()), samples: count }),
  ),
});
export type AnalyticsSummary = z.infer<typeof AnalyticsSummarySchema>;

export const ADMIN_ANALYTICS_ENDPOINTS = {
  summary: defineEndpoint({
    method: 'GET',
    path: '/api/admin/analytics',
    summary: 'Analytics over a window of 7, 30, 90 or 365 days (admins)',
    tags: ['admin'],
    query: AnalyticsQuerySchema,
    responses: { 200: AnalyticsSummarySchema },
  }),
} as const;
