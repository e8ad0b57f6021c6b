import type { NotificationResolution, NotificationType } from '@ibh/contract';
import type { Executor } from '../../db/executor.ts';
import type { ComposedNotification } from './compose-notification.ts';

/** The status the request or invite behind an actionable type has while it waits for an answer. */
const OPEN_STATUS: Partial<Record<NotificationType, { table: 'collab' | 'team'; status: string }>> = {
  collab_request_received: { table: 'collab', status: 'pending' },
  collab_invite: { table: 'collab', status: 'invited' },
  team_invite_received: { table: 'team', status: 'pending' },
};

function resolutionOf(status: string | undefined): NotificationResolution {
  return status === 'accepted' || status === 'declined' ? status : 'cancelled';
}

/**
 * Actionable notifications about to be stored whose request was answered, withdrawn or
 * cancelled while they waited in the batch: they are stored already resolved. Returns the
 * resolution by notification id (open ones are absent). Two reads at most, whatever the batch.
 */
export async function settledBeforeStoring(
  db: Executor,
  notifications: readonly ComposedNotification[],
): Promise<Map<string, NotificationResolution>> {
  const settled = new Map<string, NotificationResolution>();
  const watched = notifications.filter((n) => n.meta.actionable && OPEN_STATUS[n.type]);
  if (watched.length === 0) return settled;
  const idOf = (n: ComposedNotification) =>
    OPEN_STATUS[n.type]?.table === 'team'
      ? n.meta.actionData.teamInviteId
      : n.meta.actionData.collaborationId;
  const collabIds = watched.filter((n) => OPEN_STATUS[n.type]?.table === 'collab').map(idOf);
  const teamIds = watched.filter((n) => OPEN_STATUS[n.type]?.table === 'team').map(idOf);
  const uuids = (ids: (string | undefined)[]) => [
    ...new Set(ids.filter((id): id is string => typeof id === 'string' && /^[0-9a-f-]{36}$/i.test(id))),
  ];
  const [collab, team] = await Promise.all([
    uuids(collabIds).length
      ? db
          .selectFrom('idea_collab_interest')
          .select(['id', 'status'])
          .where('id', 'in', uuids(collabIds))
          .execute()
      : [],
    uuids(teamIds).length
      ? db
          .selectFrom('idea_team_invites')
          .select(['id', 'status'])
          .where('id', 'in', uuids(teamIds))
          .execute()
      : [],
  ]);
  const statusOf = new Map<string, string>([...collab, ...team].map((row) => [row.id, row.status]));
  for (const n of watched) {
    const id = idOf(n);
    const status = id ? statusOf.get(id) : undefined;
    if (status !== OPEN_STATUS[n.type]?.status) settled.set(n.id, resolutionOf(status));
  }
  return settled;
}
