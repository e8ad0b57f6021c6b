import * as z from 'zod/mini';
import { IDEA_EVENTS } from './collab.ts';
import { HOME_REALTIME_EVENTS } from './home-realtime.ts';
import { IdeaCardSchema } from './ideas.ts';
import { IDEA_REALTIME_EVENTS } from './ideas-comments-endpoints.ts';
import { MESSAGE_EVENTS, MessagesReadEventSchema, SentMessageSchema } from './messages.ts';
import { NOTIFICATION_EVENTS, NotificationSchema } from './notifications.ts';
import {
  ORDER_EVENTS,
  ORDER_REALTIME_EVENTS,
  OrderChangedSchema,
  OrderEventPayloadSchema,
  OrderMessageSchema,
  PayoutEventPayloadSchema,
} from './orders-workroom.ts';
import { CheckoutCompletedPayload, CheckoutExpiredPayload, PAYMENT_EVENTS } from './payments.ts';
import { PRO_SIGN_REALTIME } from './pro-sign-realtime.ts';
import {
  PresenceSchema,
  WORKSPACE_EVENTS,
  WorkspaceMessageSchema,
  WorkspaceTaskSchema,
} from './workspace.ts';

/**
 * The one catalog of events, `{ type: payload schema }`:
 * - DOMAIN_EVENTS are written with the change that caused them (server `emitEvent`) and handled
 *   after commit by subscribers (notifications, later orders...). Their payloads never reach a
 *   browser, but producers and consumers type them from here instead of keeping copies.
 * - REALTIME_EVENTS are what a socket receives on a topic (server `realtime.publish`, web
 *   `useRealtimeTopic`): `{ type, data }` with data of the type's schema.
 */

/** Evidence ledger events (issue 17): the idea's owner hears of evidence added or updated by someone else. */
export const EVIDENCE_EVENTS = {
  evidenceAdded: 'evidence_added',
  evidenceUpdated: 'evidence_updated',
} as const;

/** The moderation queue (issue 26): an admin warned the author of a reported item. */
export const MODERATION_EVENTS = {
  authorWarned: 'moderation_author_warned',
} as const;

/**
 * Admin rulings (issue 28): written in the ruling's transaction, so the notice to the people it
 * concerns goes out after commit through the event even if the process dies in between.
 */
export const ADMIN_EVENTS = {
  disputeResolved: 'admin_dispute_resolved',
  verificationChanged: 'admin_verification_changed',
} as const;

/** Account and follow events (the collaboration ones are IDEA_EVENTS). */
export const USER_EVENTS = {
  signedUp: 'user_signed_up',
  followed: 'user_followed',
  accountDeleted: 'account_deleted',
} as const;

const id = z.string().check(z.minLength(1));

const CollabPayload = z.object({ recipientId: id, ideaId: id, collaborationId: id });
const CollabReceivedPayload = z.object({ ...CollabPayload.shape, fromUserId: id });
/** An invitation to collaborate answered: names the invitee who answered. */
const CollabInviteAnsweredPayload = z.object({ ...CollabPayload.shape, memberId: id });
const TeamPayload = z.object({ recipientId: id, ideaId: id, teamInviteId: id });
const TeamReceivedPayload = z.object({ ...TeamPayload.shape, fromUserId: id });
const TeamAcceptedPayload = z.object({ ...TeamPayload.shape, memberId: id });

/** Orders (issue 15): every order event carries the order id; the payout one its payout. */
const ORDER_DOMAIN_EVENTS = {
  [ORDER_EVENTS.paid]: OrderEventPayloadSchema,
  [ORDER_EVENTS.started]: OrderEventPayloadSchema,
  [ORDER_EVENTS.milestoneSubmitted]: OrderEventPayloadSchema,
  [ORDER_EVENTS.revisionRequested]: OrderEventPayloadSchema,
  [ORDER_EVENTS.milestoneApproved]: OrderEventPayloadSchema,
  [ORDER_EVENTS.delivered]: OrderEventPayloadSchema,
  [ORDER_EVENTS.completed]: OrderEventPayloadSchema,
  [ORDER_EVENTS.cancelled]: OrderEventPayloadSchema,
  [ORDER_EVENTS.disputeOpened]: OrderEventPayloadSchema,
  [ORDER_EVENTS.firstResponseDue]: OrderEventPayloadSchema,
  [ORDER_EVENTS.payoutReleased]: PayoutEventPayloadSchema,
} as const;

export const DOMAIN_EVENTS = {
  /** To the owner: someone asked to collaborate. */
  [IDEA_EVENTS.collabRequestReceived]: CollabReceivedPayload,
  /** To the requester: the owner answered (the actor is the owner). */
  [IDEA_EVENTS.collabRequestAccepted]: CollabPayload,
  [IDEA_EVENTS.collabRequestDeclined]: CollabPayload,
  /** To the owner: the requester withdrew; nobody is told, the owner's notice resolves. */
  [IDEA_EVENTS.collabRequestWithdrawn]: CollabPayload,
  /** To the invitee: the owner invited them to collaborate. */
  [IDEA_EVENTS.collabInviteReceived]: CollabReceivedPayload,
  /** To the owner who invited: the invitee answered. */
  [IDEA_EVENTS.collabInviteAccepted]: CollabInviteAnsweredPayload,
  [IDEA_EVENTS.collabInviteDeclined]: CollabInviteAnsweredPayload,
  /** To the invitee: the owner took the invitation back; their notice resolves. */
  [IDEA_EVENTS.collabInviteCancelled]: CollabPayload,
  /** To the invitee: a team invite. */
  [IDEA_EVENTS.teamInviteReceived]: TeamReceivedPayload,
  /** To the inviter: the invitee joined the team. */
  [IDEA_EVENTS.teamInviteAccepted]: TeamAcceptedPayload,
  /** Declined (to the inviter) and cancelled (to the invitee): nobody is notified. */
  [IDEA_EVENTS.teamInviteDeclined]: TeamPayload,
  [IDEA_EVENTS.teamInviteCancelled]: TeamPayload,
  /** To the owner: someone followed the idea. */
  [IDEA_EVENTS.ideaFollowed]: z.object({ recipientId: id, ideaId: id, followerId: id }),
  /** To the owner: a comment (parentAuthorId: whose comment it answers, if any). */
  [IDEA_EVENTS.commentAdded]: z.object({
    recipientId: id,
    ideaId: id,
    commentId: id,
    authorId: id,
    parentAuthorId: z.optional(z.nullable(id)),
  }),
  [USER_EVENTS.followed]: z.object({ followerId: id, followedId: id }),
  /** To the idea's owner: someone else added evidence to the idea (created on it, or linked). */
  [EVIDENCE_EVENTS.evidenceAdded]: z.object({ recipientId: id, ideaId: id, evidenceId: id, fromUserId: id }),
  /** To the idea's owner: a new version of the evidence linked to the idea was finalized by someone else. */
  [EVIDENCE_EVENTS.evidenceUpdated]: z.object({
    recipientId: id,
    ideaId: id,
    evidenceId: id,
    fromUserId: id,
  }),

  [USER_EVENTS.signedUp]: z.object({ userId: id }),
  [USER_EVENTS.accountDeleted]: z.object({ userId: id }),
  /** To the author of a reported item: a moderator's warning (the notice's words are in the payload). */
  [MODERATION_EVENTS.authorWarned]: z.object({ userId: id, reportId: id, message: id }),
  /** To both parties of the order (those whose accounts still exist): what the admin decided. */
  [ADMIN_EVENTS.disputeResolved]: z.object({
    orderId: id,
    recipientIds: z.array(id),
    message: id,
  }),
  /** To the professional: their verification was granted or removed. */
  [ADMIN_EVENTS.verificationChanged]: z.object({ userId: id, message: id }),
  ...ORDER_DOMAIN_EVENTS,
  /** A verified webhook said a checkout was paid (the orders module holds escrow; idempotent). */
  [PAYMENT_EVENTS.checkoutCompleted]: CheckoutCompletedPayload,
  /** A verified webhook said a checkout expired unpaid. */
  [PAYMENT_EVENTS.checkoutExpired]: CheckoutExpiredPayload,
} as const;

export type DomainEventType = keyof typeof DOMAIN_EVENTS;
export type DomainEventPayload<T extends DomainEventType> = z.infer<(typeof DOMAIN_EVENTS)[T]>;

export function isDomainEventType(type: string): type is DomainEventType {
  return Object.hasOwn(DOMAIN_EVENTS, type);
}

const IdeaIdData = z.object({ ideaId: z.string() });

export const REALTIME_EVENTS = {
  // workspace:<ideaId>
  [WORKSPACE_EVENTS.messageCreated]: WorkspaceMessageSchema,
  [WORKSPACE_EVENTS.taskChanged]: WorkspaceTaskSchema,
  [WORKSPACE_EVENTS.taskDeleted]: z.object({ id: z.string() }),
  [WORKSPACE_EVENTS.filesChanged]: IdeaIdData,
  [WORKSPACE_EVENTS.presenceChanged]: PresenceSchema,
  [WORKSPACE_EVENTS.membersChanged]: IdeaIdData,
  // user:<userId>
  [MESSAGE_EVENTS.created]: SentMessageSchema,
  [MESSAGE_EVENTS.read]: MessagesReadEventSchema,
  [NOTIFICATION_EVENTS.created]: NotificationSchema,
  [NOTIFICATION_EVENTS.updated]: NotificationSchema,
  [NOTIFICATION_EVENTS.allRead]: z.object({ updated: z.number() }),
  /** user:<proUserId>: the professional's pending pro-sign requests changed (the inbox badges). */
  [PRO_SIGN_REALTIME.pendingChanged]: z.object({ pending: z.number() }),
  // order:<orderId>
  [ORDER_REALTIME_EVENTS.messageCreated]: OrderMessageSchema,
  [ORDER_REALTIME_EVENTS.changed]: OrderChangedSchema,
  [ORDER_REALTIME_EVENTS.filesChanged]: z.object({ orderId: z.string() }),
  // ideas:public
  [IDEA_REALTIME_EVENTS.created]: IdeaCardSchema,
  // home:pulse (issue 19, decision 91): sent by the database's triggers; the page fetches the pulse again.
  [HOME_REALTIME_EVENTS.pulseChanged]: z.object({}),
} as const;

export type RealtimeEventType = keyof typeof REALTIME_EVENTS;
export type RealtimeEventData<T extends RealtimeEventType> = z.infer<(typeof REALTIME_EVENTS)[T]>;
/** One event of the catalog as it travels: `{ type, data }`, data typed by its type. */
export type TypedRealtimeEvent<T extends RealtimeEventType = RealtimeEventType> = {
  [K in T]: { type: K; data: RealtimeEventData<K> };
}[T];

/**
 * Checks an event a socket received against the catalog: the typed event, or null when its
 * type is unknown or its data does not match the type's schema.
 */
export function parseRealtimeEvent(event: { type: string; data: unknown }): TypedRealtimeEvent | null {
  if (!Object.hasOwn(REALTIME_EVENTS, event.type)) return null;
  const schema = REALTIME_EVENTS[event.type as RealtimeEventType];
  const parsed = schema.safeParse(event.data);
  return parsed.success ? ({ type: event.type, data: parsed.data } as TypedRealtimeEvent) : null;
}
