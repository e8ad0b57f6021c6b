import { type DomainEventPayload, IDEA_EVENTS } from '@ibh/contract';

/**
 * Payloads of the collaboration domain events (IDEA_EVENTS), written in the action's
 * transaction for the notifications feature. Each names its recipient as `recipientId`.
 * Their schemas live in the contract's event catalog (DOMAIN_EVENTS); these are its types.
 */
export type CollabRequestReceivedPayload = DomainEventPayload<typeof IDEA_EVENTS.collabRequestReceived>;
export type CollabRequestAnsweredPayload = DomainEventPayload<typeof IDEA_EVENTS.collabRequestAccepted>;
export type TeamInviteReceivedPayload = DomainEventPayload<typeof IDEA_EVENTS.teamInviteReceived>;
export type TeamInviteAcceptedPayload = DomainEventPayload<typeof IDEA_EVENTS.teamInviteAccepted>;
/** team_invite_declined (to the inviter) and team_invite_cancelled (to the invitee): nobody is notified. */
export type TeamInviteClosedPayload = DomainEventPayload<typeof IDEA_EVENTS.teamInviteDeclined>;
/** collab_request_withdrawn (to the owner) and collab_invite_cancelled (to the invitee). */
export type CollabClosedPayload = DomainEventPayload<typeof IDEA_EVENTS.collabRequestWithdrawn>;
/** collab_invite_received: the owner invited `recipientId` to collaborate. */
export type CollabInviteReceivedPayload = DomainEventPayload<typeof IDEA_EVENTS.collabInviteReceived>;
/** collab_invite_accepted / collab_invite_declined, to the owner who invited. */
export type CollabInviteAnsweredPayload = DomainEventPayload<typeof IDEA_EVENTS.collabInviteAccepted>;

export const COLLAB_EVENT_TYPES = [
  IDEA_EVENTS.collabRequestReceived,
  IDEA_EVENTS.collabRequestAccepted,
  IDEA_EVENTS.collabRequestDeclined,
  IDEA_EVENTS.teamInviteReceived,
  IDEA_EVENTS.teamInviteAccepted,
  IDEA_EVENTS.teamInviteDeclined,
  IDEA_EVENTS.teamInviteCancelled,
  IDEA_EVENTS.collabRequestWithdrawn,
  IDEA_EVENTS.collabInviteReceived,
  IDEA_EVENTS.collabInviteAccepted,
  IDEA_EVENTS.collabInviteDeclined,
  IDEA_EVENTS.collabInviteCancelled,
] as const;
