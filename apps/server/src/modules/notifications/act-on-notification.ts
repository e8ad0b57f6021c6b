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
import { approveDelivery } from '../orders/milestone-actions.ts';
import { startWork } from '../orders/order-actions.ts';
import { readMeta } from './notification-meta.ts';
import { toNotification } from './notification-view.ts';
import { publishUpdated } from './notifications.realtime.ts';
import { resolveOwnNotification, selectOwnNotification } from './notifications.repo.ts';

/**
 * Request Changes opens the revision form on the web (/workroom/{orderId}); it changes nothing by
 * itself, so pressing it here is refused like a link (issue 15).
 */
const FORM_ACTIONS: readonly NotificationAction[] = ['request_changes'];

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
  data: { collaborationId?: string; teamInviteId?: string; orderId?: string },
): Promise<'accepted' | 'declined'> {
  switch (action) {
    case 'start_validation':
    case 'approve_validation': {
      if (!data.orderId) throw new AppError('E_INVALID_STATE');
      if (!/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(data.orderId)) {
        throw new AppError('E_NOT_FOUND');
      }
      if (action === 'start_validation') await startWork(ctx, { id: userId, isAdmin: false }, data.orderId);
      else await approveDelivery(ctx, { id: userId, isAdmin: false }, data.orderId);
      return 'accepted';
    }
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
  if (FORM_ACTIONS.includes(action)) throw new AppError('E_INVALID_INPUT');
  if (!meta.actionable) throw new AppError('E_INVALID_STATE');
  let answer: 'accepted' | 'declined';
  try {
    answer = await perform(ctx, userId, meta.templateType, action, meta.actionData);
  } catch (error) {
    // An order that moved on (started, approved, cancelled) makes its button stale too.
    const orderAction = action === 'start_validation' || action === 'approve_validation';
    const settled = ['E_NOT_PENDING', 'E_NOT_FOUND', ...(orderAction ? ['E_INVALID_STATE'] : [])];
    if (error instanceof AppError && settled.includes(error.code)) {
      await resolveOwn(ctx, userId, id, 'cancelled');
      throw new AppError('E_NOT_PENDING');
    }
    throw error;
  }
  // The answer's own event resolves it too; whichever comes first wins, the other finds it resolved.
  await resolveOwn(ctx, userId, id, answer);
  return toNotification(ctx.storage, await loadOwn(ctx, userId, id));
}
