import type { NotificationType, NotificationVariables } from '@ibh/contract';
import type { AppContext } from '../../platform/context.ts';

/** Sample values for every template variable, so a test notice reads like a real one. */
const SAMPLE_VARIABLES: NotificationVariables = {
  from_name: 'Ada Lovelace',
  idea_title: 'Solar kiosks for rural clinics',
  evidence_title: 'Ten clinic interviews',
  buyer_name: 'Ada Lovelace',
  pro_name: 'Grace Hopper',
  package_name: 'Quick Validation',
  message: 'This is a test notification from the local test panel.',
};

/**
 * POST /api/dev/notifications/test (development only): a sample of a type to the caller,
 * through the real notifier (templates, preferences, batching, live delivery, email copy).
 * Never actionable: no ids to act on, meta.test = true.
 */
export async function sendTestNotification(
  ctx: AppContext,
  userId: string,
  type: NotificationType,
): Promise<{ ok: true; stored: boolean }> {
  const stored = await ctx.notifications.send({ userId, type, variables: SAMPLE_VARIABLES, test: true });
  return { ok: true, stored };
}
