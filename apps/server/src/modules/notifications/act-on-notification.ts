import {
  LINK_ACTIONS,
  type Notification,
  type NotificationAction,
  type NotificationResolution,
  type NotificationType,
} from '@ibh/contract';
import type { AppContext } from '../../platform/context.ts';
import { AppError } from '../../platform/errors.ts';
import { answerCollabInvite } from '../collab/collab-invites.ts';
import { answerCollabRequest } from '../collab/respond-collab-request.ts';
import { answerTeamInvite } from '../collab/respond-team-invite.ts';
import { readMeta } from './notification-meta.ts';
import { toNotification } from './notification-view.ts';
import { publishUpdated } from './notifications.realtime.ts';
import { resolveOwnNotification, selectOwnNotification } from './notifications.repo.ts';

/** Wired by the Professionals Shop issue; until then these buttons answer E_INVALID_STATE. */
const SHOP_ACTIONS: readonly NotificationAction[] = [
  'start_validation',
  'approve_validation',
  'request_changes',
];

async function loadOwn(ctx: AppContext, userId: string, id: string) {
  const row = await selectOwnNotification(ctx.db, userId, id);
  // Someone else's notification is as absent as a missing one.
  if (!row) throw new AppError('E_NOT_FOUND');
  return row;
}

async function resolveOwn(ctx: AppContext, userId: string, id: string, resolution: NotificationResolution) {
  if (await resolveOwnNotification(ctx.db, userId, id, resolution)) await publishUpdated(ctx, [id]);
}

/** Performs the answer through the collaboration feature (which notifies the other side). */
async function perform(
  ctx: AppContext,
  userId: string,
  type: NotificationType,
  action: NotificationAction,
  data: { collaborationId?: string; teamInviteId?: string },
): Promise<'accepted' | 'declined'> {
  switch (action) {
    case 'accept_collaboration':
    case 'decline_collaboration': {
      const answer = action === 'accept_collaboration' ? 'accepted' : 'declined';
      if (!data.collaborationId) throw new AppError('E_INVALID_STATE');
      if (type === 'collab_invite') await answerCollabInvite(ctx, userId, data.collaborationId, answer);
      else await answerCollabRequest(ctx, userId, data.collaborationId, answer);
      return answer;
    }
    case 'accept_team_invite':
    case 'decline_team_invite': {
      const answer = action === 'accept_team_invite' ? 'accepted' : 'declined';
      if (!data.teamInviteId) throw new AppError('E_INVALID_STATE');
      await answerTeamInvite(ctx, userId, data.teamInviteId, answer);
      return answer;
    }
    default:
      throw new AppError('E_INVALID_STATE');
  }
}

/**
 * POST /api/notifications/:id/actions: the recipient presses one of the notification's
 * buttons. Accept/Decline change the request or invite (the collaboration feature emits the
 * event that notifies the other side) and resolve the notification. When the request was
 * answered or withdrawn elsewhere meanwhile, the notification is resolved as cancelled and the
 * answer is E_NOT_PENDING.
 */
export async function actOnNotification(
  ctx: AppContext,
  userId: string,
  id: string,
  action: NotificationAction,
): Promise<Notification> {
  const row = await loadOwn(ctx, userId, id);
  const meta = readMeta(row.meta, row.type as NotificationType);
  if (!meta.actions.some((button) => button.action === action)) throw new AppError('E_INVALID_INPUT');
  if (row.resolved_at !== null || meta.resolved) throw new AppError('E_NOT_PENDING');
  if (LINK_ACTIONS.includes(action)) throw new AppError('E_INVALID_INPUT');
  if (SHOP_ACTIONS.includes(action) || !meta.actionable) throw new AppError('E_INVALID_STATE');
  let answer: 'accepted' | 'declined';
  try {
    answer = await perform(ctx, userId, meta.templateType, action, meta.actionData);
  } catch (error) {
    if (error instanceof AppError && (error.code === 'E_NOT_PENDING' || error.code === 'E_NOT_FOUND')) {
      await resolveOwn(ctx, userId, id, 'cancelled');
      throw new AppError('E_NOT_PENDING');
    }
    throw error;
  }
  // The answer's own event resolves it too; whichever comes first wins, the other finds it resolved.
  await resolveOwn(ctx, userId, id, answer);
  return toNotification(ctx.storage, await loadOwn(ctx, userId, id));
}
