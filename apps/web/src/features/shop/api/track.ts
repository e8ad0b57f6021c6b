import { type AnalyticsEventRequest, SHOP_ENDPOINTS } from '@ibh/contract';
import { api } from '@/lib/api-client';

/** POST /api/analytics/events: best effort; a failure never reaches the person. */
export function track(event: AnalyticsEventRequest): Promise<void> {
  return api(SHOP_ENDPOINTS.track, { body: event }).then(
    () => undefined,
    () => undefined,
  );
}
