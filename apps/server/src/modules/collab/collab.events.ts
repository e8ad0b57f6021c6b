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

export const COLLAB_EVENT_TYPES = [
  IDEA_EVENTS.collabRequestReceived,
  IDEA_EVENTS.collabRequestAccepted,
  IDEA_EVENTS.collabRequestDeclined,
  IDEA_EVENTS.teamInviteReceived,
  IDEA_EVENTS.teamInviteAccepted,
] as const;
