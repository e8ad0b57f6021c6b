import type { NotificationResolution, NotificationType } from '@ibh/contract';
import type { AppContext } from '../../platform/context.ts';
import { publishUpdated } from './notifications.realtime.ts';
import { resolveOpenByActionData, resolveOrphanedCollabNotifications } from './notifications.repo.ts';

type Deps = Pick<AppContext, 'db' | 'realtime' | 'storage'>;

/**
 * A request or invite was answered or cancelled, by whatever path: its open actionable
 * notifications of these types are resolved and their recipients told (notification.updated).
 */
export async function resolveNotificationsFor(
  deps: Deps,
  types: readonly NotificationType[],
  actionData: { collaborationId: string } | { teamInviteId: string } | { orderId: string },
  resolution: NotificationResolution,
): Promise<void> {
  const ids = await resolveOpenByActionData(deps.db, types, actionData, resolution);
  await publishUpdated(deps, ids);
}

/** Cancels an idea's open collaboration notifications whose request or invitation no longer exists. */
export async function resolveOrphanedCollab(deps: Deps, ideaId: string): Promise<void> {
  await publishUpdated(deps, await resolveOrphanedCollabNotifications(deps.db, ideaId));
}
