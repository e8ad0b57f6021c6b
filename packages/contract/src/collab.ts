import * as z from 'zod/mini';
import { COLLAB_STATUSES, IDEA_LIMITS, IdeaPersonSchema, TEAM_INVITE_STATUSES } from './ideas.ts';

/**
 * Requests to collaborate (idea_collab_interest, 001 section 4.7: pending -> accepted; IBH adds
 * declined) and team invites (the owner invites, the invitee accepts or declines).
 */
const message = z.optional(
  z.nullable(
    z.string().check(
      z.trim(),
      z.maxLength(IDEA_LIMITS.collabMessageMax, {
        error: `Keep the message under ${IDEA_LIMITS.collabMessageMax} characters.`,
      }),
    ),
  ),
);

export const CollabRequestSchema = z.object({
  id: z.string(),
  ideaId: z.string(),
  ideaTitle: z.string(),
  status: z.enum(COLLAB_STATUSES),
  message: z.nullable(z.string()),
  createdAt: z.string(),
  respondedAt: z.nullable(z.string()),
  user: IdeaPersonSchema,
});
export type CollabRequest = z.infer<typeof CollabRequestSchema>;

/** POST /api/ideas/:id/collab-requests: anyone signed in who is not already on the idea. */
export const CreateCollabRequestSchema = z.object({ message });
export type CreateCollabRequest = z.infer<typeof CreateCollabRequestSchema>;

/** GET /api/ideas/:id/collab-requests (owner): pending (at most WORKSPACE.pendingRequests) and accepted. */
export const IdeaCollabRequestsSchema = z.object({
  pending: z.array(CollabRequestSchema),
  pendingTotal: z.number(),
  accepted: z.array(CollabRequestSchema),
  /** Invitations to collaborate the owner sent that are not answered yet. */
  invited: z.array(CollabRequestSchema),
});
export type IdeaCollabRequests = z.infer<typeof IdeaCollabRequestsSchema>;

export const TeamInviteSchema = z.object({
  id: z.string(),
  ideaId: z.string(),
  ideaTitle: z.string(),
  status: z.enum(TEAM_INVITE_STATUSES),
  message: z.nullable(z.string()),
  createdAt: z.string(),
  respondedAt: z.nullable(z.string()),
  inviter: IdeaPersonSchema,
  invitee: IdeaPersonSchema,
});
export type TeamInvite = z.infer<typeof TeamInviteSchema>;

/** POST /api/ideas/:id/team-invites (owner). */
export const CreateTeamInviteSchema = z.object({ userId: z.uuid(), message });
export type CreateTeamInvite = z.infer<typeof CreateTeamInviteSchema>;
export const TeamInviteListSchema = z.object({ items: z.array(TeamInviteSchema) });

/** POST /api/ideas/:id/collab-invites (owner): invite someone to collaborate (collab_invite). */
export const CreateCollabInviteSchema = z.object({ userId: z.uuid(), message });
export type CreateCollabInvite = z.infer<typeof CreateCollabInviteSchema>;

/** (IBH) Why an invitation to collaborate cannot be sent or answered. */
export const COLLAB_INVITE_ERRORS = {
  alreadyCollaborator: 'This person already collaborates on this idea.',
  collabInviteExists: 'This person already has a pending invitation to collaborate.',
  requestPendingFromInvitee: 'This person already asked to collaborate. Accept their request instead.',
  alreadyInvited: 'You are invited to collaborate on this idea. Accept the invitation instead.',
} as const;

export const TeamMemberParamsSchema = z.object({ id: z.uuid(), userId: z.uuid() });

/** GET /api/users/search?q=: people to invite (public, onboarded profiles; name match). */
export const PeopleSearchQuerySchema = z.object({
  q: z.string().check(z.trim(), z.minLength(1), z.maxLength(IDEA_LIMITS.filterValueMax)),
});
export const PeopleSearchResultSchema = z.object({ items: z.array(IdeaPersonSchema) });

export const COLLAB_API = {
  requests: (ideaId: string) => `/api/ideas/${ideaId}/collab-requests`,
  /** DELETE: withdraw my pending request. */
  myRequest: (ideaId: string) => `/api/ideas/${ideaId}/collab-requests/mine`,
  accept: (requestId: string) => `/api/collab-requests/${requestId}/accept`,
  decline: (requestId: string) => `/api/collab-requests/${requestId}/decline`,
  teamInvites: (ideaId: string) => `/api/ideas/${ideaId}/team-invites`,
  myTeamInvites: '/api/me/team-invites',
  acceptInvite: (inviteId: string) => `/api/team-invites/${inviteId}/accept`,
  declineInvite: (inviteId: string) => `/api/team-invites/${inviteId}/decline`,
  /** DELETE (owner): cancel a pending invite. */
  invite: (inviteId: string) => `/api/team-invites/${inviteId}`,
  /** DELETE: the owner removes a member, or a member leaves. */
  teamMember: (ideaId: string, userId: string) => `/api/ideas/${ideaId}/team/${userId}`,
  /** DELETE: the owner removes a collaborator, or a collaborator leaves. */
  collaborator: (ideaId: string, userId: string) => `/api/ideas/${ideaId}/collaborators/${userId}`,
  peopleSearch: '/api/users/search',
  collabInvites: (ideaId: string) => `/api/ideas/${ideaId}/collab-invites`,
  /** POST (the invitee): answer an invitation to collaborate. */
  acceptCollabInvite: (requestId: string) => `/api/collab-invites/${requestId}/accept`,
  declineCollabInvite: (requestId: string) => `/api/collab-invites/${requestId}/decline`,
} as const;

/**
 * Domain events emitted for the notifications issue to deliver (000 section 4 types). Each
 * payload names its recipient as `recipientId`.
 */
export const IDEA_EVENTS = {
  collabRequestReceived: 'collab_request_received',
  collabRequestAccepted: 'collab_request_accepted',
  collabRequestDeclined: 'collab_request_declined',
  teamInviteReceived: 'team_invite_received',
  teamInviteAccepted: 'team_invite_accepted',
  /** Declined or cancelled invites notify nobody; the invitee's notification is resolved. */
  teamInviteDeclined: 'team_invite_declined',
  teamInviteCancelled: 'team_invite_cancelled',
  /** The requester withdrew a pending request: nobody is told; the owner's notification is resolved. */
  collabRequestWithdrawn: 'collab_request_withdrawn',
  collabInviteReceived: 'collab_invite_received',
  collabInviteAccepted: 'collab_invite_accepted',
  collabInviteDeclined: 'collab_invite_declined',
  /** The owner took back an unanswered invitation to collaborate; the invitee's notification is resolved. */
  collabInviteCancelled: 'collab_invite_cancelled',
  ideaFollowed: 'idea_followed',
  commentAdded: 'comment_added',
} as const;
