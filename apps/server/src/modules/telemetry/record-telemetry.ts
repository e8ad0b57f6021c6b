import { TELEMETRY, type TelemetryRequest, TIME } from '@ibh/contract';
import type { Executor } from '../../db/executor.ts';
import type { AppContext } from '../../platform/context.ts';
import { AppError } from '../../platform/errors.ts';
import { hitRateLimit } from '../../platform/rate-limit.ts';

export type TelemetryProps = Record<string, string | number | boolean | null>;

/** Writes one telemetry event; features call it inside their own transaction. */
export async function recordTelemetry(
  db: Executor,
  userId: string,
  eventName: string,
  props: TelemetryProps = {},
): Promise<void> {
  await db
    .insertInto('telemetry_events')
    .values({ user_id: userId, event_name: eventName, props: JSON.stringify(props) })
    .execute();
}

const PER_USER = { limit: TELEMETRY.perUserPerMinute, windowMs: TIME.MINUTE };

/** POST /api/telemetry: an event from the signed-in person's browser, rate limited per person. */
export async function trackEvent(ctx: AppContext, userId: string, body: TelemetryRequest): Promise<void> {
  const rate = await hitRateLimit(ctx.db, `telemetry:${userId}`, PER_USER);
  if (!rate.allowed) {
    throw new AppError('E_RATE_LIMITED', undefined, { retryAfterSeconds: rate.retryAfterSeconds });
  }
  await recordTelemetry(ctx.db, userId, body.eventName, body.props ?? {});
}
