import { IDEA_EVENTS } from '@ibh/contract';

/**
 * Payloads of the collaboration domain events (IDEA_EVENTS), written in the action's
 * transaction for the notifications feature. Each names its recipient as `recipientId`.
 */
export interface CollabRequestReceivedPayload {
  recipientId: string;
  ideaId: string;
  collaborationId: string;
  fromUserId: string;
}

export interface CollabRequestAnsweredPayload {
  recipientId: string;
  ideaId: string;
  collaborationId: string;
}

export interface TeamInviteReceivedPayload {
  recipientId: string;
  ideaId: string;
  teamInviteId: string;
  fromUserId: string;
}

export interface TeamInviteAcceptedPayload {
  recipientId: string;
  ideaId: string;
  teamInviteId: string;
  memberId: string;
}

/** team_invite_declined (to the inviter) and team_invite_cancelled (to the invitee): nobody is notified. */
export interface TeamInviteClosedPayload {
  recipientId: string;
  ideaId: string;
  teamInviteId: string;
}

/** collab_request_withdrawn (to the owner) and collab_invite_cancelled (to the invitee). */
export type CollabClosedPayload = CollabRequestAnsweredPayload;

/** collab_invite_received: the owner invited `recipientId` to collaborate. */
export type CollabInviteReceivedPayload = CollabRequestReceivedPayload;

/** collab_invite_accepted / collab_invite_declined, to the owner who invited. */
export interface CollabInviteAnsweredPayload {
  recipientId: string;
  ideaId: string;
  collaborationId: string;
  memberId: string;
}

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
