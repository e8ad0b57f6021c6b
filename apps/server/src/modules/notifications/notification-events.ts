import {
  type DomainEventPayload,
  type DomainEventType,
  EVIDENCE_EVENTS,
  IDEA_EVENTS,
  MODERATION_EVENTS,
  NOTIFICATION_LIMITS,
  type NotificationResolution,
  type NotificationType,
  USER_EVENTS,
} from '@ibh/contract';
import type { Executor } from '../../db/executor.ts';
import type { AppContext } from '../../platform/context.ts';
import { type DomainEvent, type Subscription, subscription } from '../../platform/events.ts';
import { latestEvidenceTitle } from '../evidence/evidence-titles.ts';
import { nameOf } from '../profiles/profile-view.ts';
import type { NotificationInput } from './compose-notification.ts';
import { resolveNotificationsFor, resolveOrphanedCollab } from './resolve-notifications.ts';

/** A comment cut for a notification body: whitespace folded, at most commentExcerpt characters. */
export function excerpt(text: string, max: number = NOTIFICATION_LIMITS.commentExcerpt): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length <= max ? flat : `${flat.slice(0, max - 1).trimEnd()}…`;
}

async function ideaTitle(db: Executor, ideaId: string): Promise<string | undefined> {
  const row = await db.selectFrom('idea_cards').select('title').where('id', '=', ideaId).executeTakeFirst();
  return row?.title;
}

async function personName(db: Executor, userId: string | null): Promise<string | undefined> {
  if (!userId) return undefined;
  const row = await db
    .selectFrom('people as u')
    .select(['u.id', 'u.full_name', 'u.display_name'])
    .where('u.id', '=', userId)
    .executeTakeFirst();
  return row ? nameOf(row) : undefined;
}

/**
 * Turns committed domain events into notifications (the only way notifications are created,
 * besides the development test endpoint), and resolves actionable notifications whenever the
 * request or invite behind them is answered or cancelled, whichever path did it.
 *
 * An event may be handled more than once (at-least-once delivery): every notification carries
 * its event's id and the notifier stores one per event, recipient and type; resolving is
 * idempotent by nature.
 */
export function notificationSubscriptions(ctx: AppContext): Subscription[] {
  const { db } = ctx;
  const subscriptions: Subscription[] = [];

  function on<T extends DomainEventType>(
    type: T,
    handler: (payload: DomainEventPayload<T>, event: DomainEvent<T>) => Promise<unknown>,
  ) {
    subscriptions.push(subscription(type, (event) => handler(event.payload, event)));
  }

  /** A notice about an idea, from someone; skipped when the idea is gone by now. */
  async function aboutIdea(
    type: NotificationType,
    ideaId: string,
    input: Omit<NotificationInput, 'type' | 'variables'> & { variables?: NotificationInput['variables'] },
  ): Promise<void> {
    const [title, fromName] = await Promise.all([
      ideaTitle(db, ideaId),
      personName(db, input.fromUserId ?? null),
    ]);
    if (title === undefined) return;
    await ctx.notifications.send({
      targetType: 'idea',
      targetId: ideaId,
      ...input,
      type,
      variables: { from_name: fromName, idea_title: title, ...input.variables },
    });
  }

  const resolve = (
    types: NotificationType[],
    actionData: { collaborationId: string } | { teamInviteId: string },
    resolution: NotificationResolution,
  ) => resolveNotificationsFor(ctx, types, actionData, resolution);

  // Collaboration requests: the owner decides.
  on(IDEA_EVENTS.collabRequestReceived, async (p, e) => {
    const request = await db
      .selectFrom('idea_collab_requests')
      .select('message')
      .where('id', '=', p.collaborationId)
      .executeTakeFirst();
    await aboutIdea('collab_request_received', p.ideaId, {
      eventId: e.id,
      userId: p.recipientId,
      fromUserId: p.fromUserId,
      actionData: { collaborationId: p.collaborationId, ideaId: p.ideaId },
      variables: { message: request?.message ?? undefined },
    });
  });
  on(IDEA_EVENTS.collabRequestWithdrawn, (p) =>
    resolve(['collab_request_received'], { collaborationId: p.collaborationId }, 'cancelled'),
  );

  // Invitations to collaborate: the invitee decides.
  on(IDEA_EVENTS.collabInviteReceived, (p, e) =>
    aboutIdea('collab_invite', p.ideaId, {
      eventId: e.id,
      userId: p.recipientId,
      fromUserId: p.fromUserId,
      actionData: { collaborationId: p.collaborationId, ideaId: p.ideaId },
    }),
  );
  on(IDEA_EVENTS.collabInviteCancelled, (p) =>
    resolve(['collab_invite'], { collaborationId: p.collaborationId }, 'cancelled'),
  );

  // A request (by the owner) or an invitation (by the invitee) answered: the open notice
  // resolves with the answer and the other side is told, from whoever answered (an
  // invitation's answer names the invitee; a request's answerer is the actor).
  for (const [event, answer, open, told] of [
    [IDEA_EVENTS.collabRequestAccepted, 'accepted', 'collab_request_received', 'collab_request_accepted'],
    [IDEA_EVENTS.collabRequestDeclined, 'declined', 'collab_request_received', 'collab_request_declined'],
    [IDEA_EVENTS.collabInviteAccepted, 'accepted', 'collab_invite', 'collab_accepted'],
    [IDEA_EVENTS.collabInviteDeclined, 'declined', 'collab_invite', 'collab_declined'],
  ] as const) {
    on(event, async (p, e) => {
      await resolve([open], { collaborationId: p.collaborationId }, answer);
      await aboutIdea(told, p.ideaId, {
        eventId: e.id,
        userId: p.recipientId,
        fromUserId: 'memberId' in p ? p.memberId : e.actorId,
      });
    });
  }

  // Team invites: the invitee decides; declined and cancelled ones notify nobody.
  on(IDEA_EVENTS.teamInviteReceived, (p, e) =>
    aboutIdea('team_invite_received', p.ideaId, {
      eventId: e.id,
      userId: p.recipientId,
      fromUserId: p.fromUserId,
      actionData: { teamInviteId: p.teamInviteId, ideaId: p.ideaId },
    }),
  );
  on(IDEA_EVENTS.teamInviteAccepted, async (p, e) => {
    await resolve(['team_invite_received'], { teamInviteId: p.teamInviteId }, 'accepted');
    // Joining the team drops the person's collaboration request or invitation on the idea.
    await resolveOrphanedCollab(ctx, p.ideaId);
    await aboutIdea('team_invite_accepted', p.ideaId, {
      eventId: e.id,
      userId: p.recipientId,
      fromUserId: p.memberId,
    });
  });
  on(IDEA_EVENTS.teamInviteDeclined, (p) =>
    resolve(['team_invite_received'], { teamInviteId: p.teamInviteId }, 'declined'),
  );
  on(IDEA_EVENTS.teamInviteCancelled, (p) =>
    resolve(['team_invite_received'], { teamInviteId: p.teamInviteId }, 'cancelled'),
  );

  // Follows and comments.
  on(IDEA_EVENTS.ideaFollowed, (p, e) =>
    aboutIdea('idea_followed', p.ideaId, { eventId: e.id, userId: p.recipientId, fromUserId: p.followerId }),
  );
  on(IDEA_EVENTS.commentAdded, async (p, e) => {
    const comment = await db
      .selectFrom('idea_comment_texts')
      .select('body')
      .where('id', '=', p.commentId)
      .executeTakeFirst();
    if (!comment) return; // deleted before we got to it
    await aboutIdea('comment_added', p.ideaId, {
      eventId: e.id,
      userId: p.recipientId,
      fromUserId: p.authorId,
      variables: { message: excerpt(comment.body) },
    });
  });
  on(USER_EVENTS.followed, async (p, e) => {
    await ctx.notifications.send({
      eventId: e.id,
      userId: p.followedId,
      type: 'user_followed',
      fromUserId: p.followerId,
      targetType: 'user',
      targetId: p.followerId,
      variables: { from_name: await personName(db, p.followerId) },
    });
  });

  // Evidence on an idea (issue 17): added by someone else, or a new version of the linked evidence.
  for (const [event, type] of [
    [EVIDENCE_EVENTS.evidenceAdded, 'evidence_added'],
    [EVIDENCE_EVENTS.evidenceUpdated, 'evidence_updated'],
  ] as const) {
    on(event, async (p, e) => {
      const title = await latestEvidenceTitle(db, p.evidenceId);
      if (title === undefined) return; // deleted before we got to it
      await aboutIdea(type, p.ideaId, {
        eventId: e.id,
        userId: p.recipientId,
        fromUserId: p.fromUserId,
        variables: { evidence_title: title },
      });
    });
  }

  // A new account.
  on(USER_EVENTS.signedUp, (p, e) =>
    ctx.notifications.send({ eventId: e.id, userId: p.userId, type: 'welcome', variables: {} }),
  );

  // A moderator's warning to the author of a reported item (issue 26): a system notice.
  on(MODERATION_EVENTS.authorWarned, (p, e) =>
    ctx.notifications.send({
      eventId: e.id,
      userId: p.userId,
      type: 'system_update',
      variables: { message: p.message },
    }),
  );

  return subscriptions;
}
