import {
  IDEA_EVENTS,
  NOTIFICATION_LIMITS,
  type NotificationResolution,
  type NotificationType,
} from '@ibh/contract';
import * as z from 'zod';
import type { Executor } from '../../db/executor.ts';
import type { AppContext } from '../../platform/context.ts';
import type { DomainEvent } from '../../platform/events.ts';
import { USER_SIGNED_UP } from '../auth/signup.ts';
import { USER_FOLLOWED } from '../follows/follows.events.ts';
import { nameOf } from '../profiles/profile-view.ts';
import type { NotificationInput } from './compose-notification.ts';
import { resolveNotificationsFor, resolveOrphanedCollab } from './resolve-notifications.ts';

/** A comment cut for a notification body: whitespace folded, at most commentExcerpt characters. */
export function excerpt(text: string, max: number = NOTIFICATION_LIMITS.commentExcerpt): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length <= max ? flat : `${flat.slice(0, max - 1).trimEnd()}…`;
}

const id = z.string().min(1);
const CollabPayload = z.object({ recipientId: id, ideaId: id, collaborationId: id });
const CollabReceivedPayload = CollabPayload.extend({ fromUserId: id });
/** Requests' answers carry no memberId (the actor answered); invitations' name the invitee. */
const CollabAnsweredPayload = CollabPayload.extend({ memberId: id.optional() });
const TeamPayload = z.object({ recipientId: id, ideaId: id, teamInviteId: id });
const TeamReceivedPayload = TeamPayload.extend({ fromUserId: id });
const TeamAcceptedPayload = TeamPayload.extend({ memberId: id });
const IdeaFollowedPayload = z.object({ recipientId: id, ideaId: id, followerId: id });
const CommentPayload = z.object({ recipientId: id, ideaId: id, commentId: id, authorId: id });
const UserFollowedPayload = z.object({ followerId: id, followedId: id });
const SignedUpPayload = z.object({ userId: id });

async function ideaTitle(db: Executor, ideaId: string): Promise<string | undefined> {
  const row = await db.selectFrom('ideas').select('title').where('id', '=', ideaId).executeTakeFirst();
  return row?.title;
}

async function personName(db: Executor, userId: string | null): Promise<string | undefined> {
  if (!userId) return undefined;
  const row = await db
    .selectFrom('users as u')
    .leftJoin('user_profiles as p', 'p.user_id', 'u.id')
    .select(['u.id', 'u.full_name', 'p.display_name'])
    .where('u.id', '=', userId)
    .executeTakeFirst();
  return row ? nameOf(row) : undefined;
}

/**
 * Turns committed domain events into notifications (the only way notifications are created,
 * besides the development test endpoint), and resolves actionable notifications whenever the
 * request or invite behind them is answered or cancelled, whichever path did it.
 */
export function registerNotificationEvents(ctx: AppContext): void {
  const { db } = ctx;

  function on<T>(
    type: string,
    schema: z.ZodType<T>,
    handler: (payload: T, event: DomainEvent) => Promise<void>,
  ) {
    // A malformed payload throws here; DomainEvents logs it with the event id.
    ctx.events.on(type, (event) => handler(schema.parse(event.payload), event));
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
  on(IDEA_EVENTS.collabRequestReceived, CollabReceivedPayload, async (p) => {
    const request = await db
      .selectFrom('idea_collab_interest')
      .select('message')
      .where('id', '=', p.collaborationId)
      .executeTakeFirst();
    await aboutIdea('collab_request_received', p.ideaId, {
      userId: p.recipientId,
      fromUserId: p.fromUserId,
      actionData: { collaborationId: p.collaborationId, ideaId: p.ideaId },
      variables: { message: request?.message ?? undefined },
    });
  });
  on(IDEA_EVENTS.collabRequestWithdrawn, CollabPayload, (p) =>
    resolve(['collab_request_received'], { collaborationId: p.collaborationId }, 'cancelled'),
  );

  // Invitations to collaborate: the invitee decides.
  on(IDEA_EVENTS.collabInviteReceived, CollabReceivedPayload, (p) =>
    aboutIdea('collab_invite', p.ideaId, {
      userId: p.recipientId,
      fromUserId: p.fromUserId,
      actionData: { collaborationId: p.collaborationId, ideaId: p.ideaId },
    }),
  );
  on(IDEA_EVENTS.collabInviteCancelled, CollabPayload, (p) =>
    resolve(['collab_invite'], { collaborationId: p.collaborationId }, 'cancelled'),
  );

  // A request (by the owner) or an invitation (by the invitee) answered: the open notice
  // resolves with the answer and the other side is told, from whoever answered.
  for (const [event, answer, open, told] of [
    [IDEA_EVENTS.collabRequestAccepted, 'accepted', 'collab_request_received', 'collab_request_accepted'],
    [IDEA_EVENTS.collabRequestDeclined, 'declined', 'collab_request_received', 'collab_request_declined'],
    [IDEA_EVENTS.collabInviteAccepted, 'accepted', 'collab_invite', 'collab_accepted'],
    [IDEA_EVENTS.collabInviteDeclined, 'declined', 'collab_invite', 'collab_declined'],
  ] as const) {
    on(event, CollabAnsweredPayload, async (p, e) => {
      await resolve([open], { collaborationId: p.collaborationId }, answer);
      await aboutIdea(told, p.ideaId, { userId: p.recipientId, fromUserId: p.memberId ?? e.actorId });
    });
  }

  // Team invites: the invitee decides; declined and cancelled ones notify nobody.
  on(IDEA_EVENTS.teamInviteReceived, TeamReceivedPayload, (p) =>
    aboutIdea('team_invite_received', p.ideaId, {
      userId: p.recipientId,
      fromUserId: p.fromUserId,
      actionData: { teamInviteId: p.teamInviteId, ideaId: p.ideaId },
    }),
  );
  on(IDEA_EVENTS.teamInviteAccepted, TeamAcceptedPayload, async (p) => {
    await resolve(['team_invite_received'], { teamInviteId: p.teamInviteId }, 'accepted');
    // Joining the team drops the person's collaboration request or invitation on the idea.
    await resolveOrphanedCollab(ctx, p.ideaId);
    await aboutIdea('team_invite_accepted', p.ideaId, { userId: p.recipientId, fromUserId: p.memberId });
  });
  on(IDEA_EVENTS.teamInviteDeclined, TeamPayload, (p) =>
    resolve(['team_invite_received'], { teamInviteId: p.teamInviteId }, 'declined'),
  );
  on(IDEA_EVENTS.teamInviteCancelled, TeamPayload, (p) =>
    resolve(['team_invite_received'], { teamInviteId: p.teamInviteId }, 'cancelled'),
  );

  // Follows and comments.
  on(IDEA_EVENTS.ideaFollowed, IdeaFollowedPayload, (p) =>
    aboutIdea('idea_followed', p.ideaId, { userId: p.recipientId, fromUserId: p.followerId }),
  );
  on(IDEA_EVENTS.commentAdded, CommentPayload, async (p) => {
    const comment = await db
      .selectFrom('idea_comments')
      .select('body')
      .where('id', '=', p.commentId)
      .executeTakeFirst();
    if (!comment) return; // deleted before we got to it
    await aboutIdea('comment_added', p.ideaId, {
      userId: p.recipientId,
      fromUserId: p.authorId,
      variables: { message: excerpt(comment.body) },
    });
  });
  on(USER_FOLLOWED, UserFollowedPayload, async (p) => {
    await ctx.notifications.send({
      userId: p.followedId,
      type: 'user_followed',
      fromUserId: p.followerId,
      targetType: 'user',
      targetId: p.followerId,
      variables: { from_name: await personName(db, p.followerId) },
    });
  });

  // A new account.
  on(USER_SIGNED_UP, SignedUpPayload, async (p) => {
    await ctx.notifications.send({ userId: p.userId, type: 'welcome', variables: {} });
  });
}
