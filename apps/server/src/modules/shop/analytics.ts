import {
  type AnalyticsEventRequest,
  PriceSelectionMetaSchema,
  type ServiceCategory,
  SHOP_LIMITS,
  TIME,
} from '@ibh/contract';
import type { Executor } from '../../db/executor.ts';
import type { AppContext } from '../../platform/context.ts';
import { enforceRateLimit } from '../../platform/rate-limit.ts';
import { insertAnalyticsEvents } from '../analytics/record-analytics.ts';
import { listedIds } from './shop.repo.ts';

const PER_MINUTE = { limit: SHOP_LIMITS.analyticsPerMinute, windowMs: TIME.MINUTE };

/** price_selection (001 section 3.2: meta category, price_cents), one per price a professional set. */
export async function recordPriceSelections(
  db: Executor,
  userId: string,
  category: ServiceCategory,
  prices: readonly number[],
): Promise<void> {
  await insertAnalyticsEvents(
    db,
    prices.map((price) => ({
      type: 'price_selection',
      userId,
      meta: PriceSelectionMetaSchema.parse({ category, price_cents: price }),
    })),
  );
}

/**
 * POST /api/analytics/events: impressions (batched) and clicks from browse, brief opened and
 * completed. Only listed services count; each person (or, signed out, each address) is limited
 * to SHOP_LIMITS.analyticsPerMinute requests a minute. Returns how many events were stored.
 */
export async function ingestAnalytics(
  ctx: AppContext,
  actor: { userId: string | null; ip: string },
  event: AnalyticsEventRequest,
): Promise<{ recorded: number }> {
  await enforceRateLimit(ctx.db, `analytics:${actor.userId ?? actor.ip}`, PER_MINUTE);
  const ids = event.type === 'hire_pro_impression' ? event.meta.serviceIds : [event.meta.serviceId];
  const listed = await listedIds(ctx.db, ids);
  const rows = [...new Set(ids)]
    .filter((id) => listed.has(id))
    .map((id) => ({ type: event.type, userId: actor.userId, meta: { service_id: id } }));
  await insertAnalyticsEvents(ctx.db, rows);
  return { recorded: rows.length };
}
