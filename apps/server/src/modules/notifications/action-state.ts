import type { NotificationResolution, NotificationType } from '@ibh/contract';
import type { Executor } from '../../db/executor.ts';
import { collabRequestMachine } from '../collab/collab-request.machine.ts';
import { teamInviteMachine } from '../collab/team-invite.machine.ts';
import type { ComposedNotification } from './compose-notification.ts';

/**
 * Whether the request or invite behind an actionable type still waits for the answer its
 * buttons give: the transition table allows the recipient's answer from its status.
 */
const OPEN: Partial<
  Record<NotificationType, { table: 'collab' | 'team'; isOpen: (status: string) => boolean }>
> = {
  collab_request_received: {
    table: 'collab',
    isOpen: (status) =>
      collabRequestMachine.isState(status) && collabRequestMachine.can(status, 'accept', 'owner'),
  },
  collab_invite: {
    table: 'collab',
    isOpen: (status) =>
      collabRequestMachine.isState(status) && collabRequestMachine.can(status, 'acceptInvite', 'self'),
  },
  team_invite_received: {
    table: 'team',
    isOpen: (status) =>
      teamInviteMachine.isState(status) && teamInviteMachine.can(status, 'accept', 'invitee'),
  },
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
  const watched = notifications.filter((n) => n.meta.actionable && OPEN[n.type]);
  if (watched.length === 0) return settled;
  const idOf = (n: ComposedNotification) =>
    OPEN[n.type]?.table === 'team' ? n.meta.actionData.teamInviteId : n.meta.actionData.collaborationId;
  const collabIds = watched.filter((n) => OPEN[n.type]?.table === 'collab').map(idOf);
  const teamIds = watched.filter((n) => OPEN[n.type]?.table === 'team').map(idOf);
  const uuids = (ids: (string | undefined)[]) => [
    ...new Set(ids.filter((id): id is string => typeof id === 'string' && /^[0-9a-f-]{36}$/i.test(id))),
  ];
  const [collab, team] = await Promise.all([
    uuids(collabIds).length
      ? db
          .selectFrom('idea_collab_requests')
          .select(['id', 'status'])
          .where('id', 'in', uuids(collabIds))
          .execute()
      : [],
    uuids(teamIds).length
      ? db
          .selectFrom('idea_team_invitations')
          .select(['id', 'status'])
          .where('id', 'in', uuids(teamIds))
          .execute()
      : [],
  ]);
  const statusOf = new Map<string, string>([...collab, ...team].map((row) => [row.id, row.status]));
  for (const n of watched) {
    const id = idOf(n);
    const status = id ? statusOf.get(id) : undefined;
    if (!(status && OPEN[n.type]?.isOpen(status))) settled.set(n.id, resolutionOf(status));
  }
  return settled;
}
