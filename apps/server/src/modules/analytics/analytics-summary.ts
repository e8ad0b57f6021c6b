import {
  ANALYTICS_EVENT_TYPES,
  ANALYTICS_FUNNEL_STEPS,
  type AnalyticsEventType,
  type AnalyticsSummary,
  type AnalyticsWindow,
  RESPONSE_TIME_CATEGORIES,
  SERVICE_CATEGORIES,
} from '@ibh/contract';
import { sql } from 'kysely';
import type { AppContext } from '../../platform/context.ts';

const DAY = 86_400_000;
const WEEK = 7 * DAY;

/**
 * The Analytics tab (001 sections 3.2, 7.4, 9): every figure reads analytics_events of one or
 * more types since the window's start, so each query is a range scan of
 * analytics_events_by_type (type, created_at desc) (decision 70).
 */
export async function analyticsSummary(ctx: AppContext, days: AnalyticsWindow): Promise<AnalyticsSummary> {
  const now = ctx.clock.now();
  const since = new Date(now.getTime() - days * DAY);
  const bucket = days > 90 ? 'week' : 'day';
  const db = ctx.db;

  const [counts, responses, orders, prices] = await Promise.all([
    db
      .selectFrom('analytics_events')
      .select([
        'type',
        sql<number>`count(*)::int`.as('n'),
        sql<number>`(count(*) filter (where seeded))::int`.as('seeded'),
      ])
      .where('type', 'in', [...ANALYTICS_EVENT_TYPES])
      .where('created_at', '>=', since)
      .groupBy('type')
      .execute(),
    db
      .selectFrom('analytics_events')
      .select([
        sql<string>`meta->>'response_time_category'`.as('category'),
        sql<number>`count(*)::int`.as('n'),
      ])
      .where('type', '=', 'first_pro_response')
      .where('created_at', '>=', since)
      .groupBy(sql`meta->>'response_time_category'`)
      .execute(),
    db
      .selectFrom('analytics_events')
      .select([
        sql<string>`to_char(date_trunc(${bucket}, created_at at time zone 'UTC'), 'YYYY-MM-DD')`.as('date'),
        sql<number>`count(*)::int`.as('orders'),
        sql<number>`coalesce(sum(round((meta->>'amount_usd')::numeric * 100)), 0)::bigint`.as('gmv'),
      ])
      .where('type', '=', 'order_created')
      .where('created_at', '>=', since)
      .groupBy(sql`1`)
      .execute(),
    db
      .selectFrom('analytics_events')
      .select([
        sql<string>`meta->>'category'`.as('category'),
        sql<number | null>`percentile_cont(0.5) within group (order by (meta->>'price_cents')::numeric)`.as(
          'median',
        ),
        sql<number>`count(*)::int`.as('n'),
      ])
      .where('type', '=', 'price_selection')
      .where('created_at', '>=', since)
      .groupBy(sql`meta->>'category'`)
      .execute(),
  ]);

  const countOf = new Map(counts.map((row) => [row.type as AnalyticsEventType, Number(row.n)]));
  const responseOf = new Map(responses.map((row) => [row.category, Number(row.n)]));
  const orderOf = new Map(orders.map((row) => [row.date, row]));
  const priceOf = new Map(prices.map((row) => [row.category, row]));

  return {
    days,
    since: since.toISOString(),
    bucket,
    counts: ANALYTICS_EVENT_TYPES.map((type) => ({ type, count: countOf.get(type) ?? 0 })),
    seeded: counts.reduce((sum, row) => sum + Number(row.seeded), 0),
    funnel: ANALYTICS_FUNNEL_STEPS.map((step) => ({ step, count: countOf.get(step) ?? 0 })),
    responseTimes: RESPONSE_TIME_CATEGORIES.map((category) => ({
      category,
      count: responseOf.get(category) ?? 0,
    })),
    series: bucketsOf(since, now, bucket).map((date) => {
      const row = orderOf.get(date);
      return { date, orders: Number(row?.orders ?? 0), gmvCents: Number(row?.gmv ?? 0) };
    }),
    medianPrices: SERVICE_CATEGORIES.map((category) => {
      const row = priceOf.get(category);
      return {
        category,
        medianCents:
          row?.median === null || row?.median === undefined ? null : Math.round(Number(row.median)),
        samples: Number(row?.n ?? 0),
      };
    }),
  };
}

/** Every bucket start (UTC day, or ISO week starting Monday) from the window's start to now. */
export function bucketsOf(since: Date, now: Date, bucket: 'day' | 'week'): string[] {
  const start = new Date(Date.UTC(since.getUTCFullYear(), since.getUTCMonth(), since.getUTCDate()));
  if (bucket === 'week') start.setUTCDate(start.getUTCDate() - ((start.getUTCDay() + 6) % 7));
  const step = bucket === 'week' ? WEEK : DAY;
  const dates: string[] = [];
  for (let t = start.getTime(); t <= now.getTime(); t += step)
    dates.push(new Date(t).toISOString().slice(0, 10));
  return dates;
}
