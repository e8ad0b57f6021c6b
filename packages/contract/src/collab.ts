import * as z from 'zod/mini';
import { IdParamsSchema, OkSchema } from './common.ts';
import { defineEndpoint, endpointPath } from './endpoint.ts';
import {
  COLLAB_STATUSES,
  IDEA_LIMITS,
  IdeaIdParamsSchema,
  IdeaPersonSchema,
  TEAM_INVITE_STATUSES,
} from './ideas.ts';

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

const tags = ['collab'] as const;

/** Collaboration requests, invitations to collaborate, team invites, leaving and removing members, the people picker. */
export const COLLAB_ENDPOINTS = {
  requestCollab: defineEndpoint({
    errors: ['E_INVALID_STATE', 'E_LIMIT_EXCEEDED'],
    method: 'POST',
    path: '/api/ideas/:id/collab-requests',
    summary: 'Ask to collaborate on an idea',
    tags,
    params: IdeaIdParamsSchema,
    body: CreateCollabRequestSchema,
    responses: { 201: CollabRequestSchema },
  }),
  ideaRequests: defineEndpoint({
    errors: ['E_NOT_OWNER'],
    method: 'GET',
    path: '/api/ideas/:id/collab-requests',
    summary: "An idea's pending and accepted collaboration requests (owner)",
    tags,
    params: IdeaIdParamsSchema,
    responses: { 200: IdeaCollabRequestsSchema },
  }),
  withdrawRequest: defineEndpoint({
    method: 'DELETE',
    path: '/api/ideas/:id/collab-requests/mine',
    summary: 'Withdraw my pending collaboration request',
    tags,
    params: IdeaIdParamsSchema,
    responses: { 200: OkSchema },
  }),
  acceptRequest: defineEndpoint({
    method: 'POST',
    path: '/api/collab-requests/:id/accept',
    summary: 'Accept a collaboration request (owner)',
    tags,
    params: IdParamsSchema,
    responses: { 200: CollabRequestSchema },
  }),
  declineRequest: defineEndpoint({
    method: 'POST',
    path: '/api/collab-requests/:id/decline',
    summary: 'Decline a collaboration request (owner)',
    tags,
    params: IdParamsSchema,
    responses: { 200: CollabRequestSchema },
  }),
  inviteToCollab: defineEndpoint({
    errors: ['E_CONFLICT'],
    method: 'POST',
    path: '/api/ideas/:id/collab-invites',
    summary: 'Invite someone to collaborate (owner)',
    tags,
    params: IdeaIdParamsSchema,
    body: CreateCollabInviteSchema,
    responses: { 201: CollabRequestSchema },
  }),
  acceptCollabInvite: defineEndpoint({
    method: 'POST',
    path: '/api/collab-invites/:id/accept',
    summary: 'Accept an invitation to collaborate (invitee)',
    tags,
    params: IdParamsSchema,
    responses: { 200: CollabRequestSchema },
  }),
  declineCollabInvite: defineEndpoint({
    method: 'POST',
    path: '/api/collab-invites/:id/decline',
    summary: 'Decline an invitation to collaborate (invitee)',
    tags,
    params: IdParamsSchema,
    responses: { 200: CollabRequestSchema },
  }),
  inviteToTeam: defineEndpoint({
    errors: ['E_CONFLICT'],
    method: 'POST',
    path: '/api/ideas/:id/team-invites',
    summary: 'Invite someone to the team (owner)',
    tags,
    params: IdeaIdParamsSchema,
    body: CreateTeamInviteSchema,
    responses: { 201: TeamInviteSchema },
  }),
  ideaTeamInvites: defineEndpoint({
    errors: ['E_NOT_OWNER'],
    method: 'GET',
    path: '/api/ideas/:id/team-invites',
    summary: "An idea's pending team invites (owner)",
    tags,
    params: IdeaIdParamsSchema,
    responses: { 200: TeamInviteListSchema },
  }),
  myTeamInvites: defineEndpoint({
    method: 'GET',
    path: '/api/me/team-invites',
    summary: 'Team invites waiting for my answer',
    tags,
    responses: { 200: TeamInviteListSchema },
  }),
  acceptTeamInvite: defineEndpoint({
    method: 'POST',
    path: '/api/team-invites/:id/accept',
    summary: 'Accept a team invite (invitee)',
    tags,
    params: IdParamsSchema,
    responses: { 200: TeamInviteSchema },
  }),
  declineTeamInvite: defineEndpoint({
    method: 'POST',
    path: '/api/team-invites/:id/decline',
    summary: 'Decline a team invite (invitee)',
    tags,
    params: IdParamsSchema,
    responses: { 200: TeamInviteSchema },
  }),
  cancelTeamInvite: defineEndpoint({
    method: 'DELETE',
    path: '/api/team-invites/:id',
    summary: 'Cancel a pending team invite (owner)',
    tags,
    params: IdParamsSchema,
    responses: { 200: TeamInviteSchema },
  }),
  removeTeamMember: defineEndpoint({
    method: 'DELETE',
    path: '/api/ideas/:id/team/:userId',
    summary: 'Remove a team member (owner) or leave the team',
    tags,
    params: TeamMemberParamsSchema,
    responses: { 200: OkSchema },
  }),
  removeCollaborator: defineEndpoint({
    method: 'DELETE',
    path: '/api/ideas/:id/collaborators/:userId',
    summary: 'Remove a collaborator (owner) or stop collaborating',
    tags,
    params: TeamMemberParamsSchema,
    responses: { 200: OkSchema },
  }),
  peopleSearch: defineEndpoint({
    method: 'GET',
    path: '/api/users/search',
    summary: 'Find people to invite by name',
    tags,
    query: PeopleSearchQuerySchema,
    responses: { 200: PeopleSearchResultSchema },
  }),
};

const E = COLLAB_ENDPOINTS;

/** Concrete paths, derived from the descriptors (for tests, the bench and e2e). */
export const COLLAB_API = {
  requests: (ideaId: string) => endpointPath(E.ideaRequests, { id: ideaId }),
  /** DELETE: withdraw my pending request. */
  myRequest: (ideaId: string) => endpointPath(E.withdrawRequest, { id: ideaId }),
  accept: (requestId: string) => endpointPath(E.acceptRequest, { id: requestId }),
  decline: (requestId: string) => endpointPath(E.declineRequest, { id: requestId }),
  teamInvites: (ideaId: string) => endpointPath(E.ideaTeamInvites, { id: ideaId }),
  myTeamInvites: E.myTeamInvites.path,
  acceptInvite: (inviteId: string) => endpointPath(E.acceptTeamInvite, { id: inviteId }),
  declineInvite: (inviteId: string) => endpointPath(E.declineTeamInvite, { id: inviteId }),
  /** DELETE (owner): cancel a pending invite. */
  invite: (inviteId: string) => endpointPath(E.cancelTeamInvite, { id: inviteId }),
  /** DELETE: the owner removes a member, or a member leaves. */
  teamMember: (ideaId: string, userId: string) => endpointPath(E.removeTeamMember, { id: ideaId, userId }),
  /** DELETE: the owner removes a collaborator, or a collaborator leaves. */
  collaborator: (ideaId: string, userId: string) =>
    endpointPath(E.removeCollaborator, { id: ideaId, userId }),
  peopleSearch: E.peopleSearch.path,
  collabInvites: (ideaId: string) => endpointPath(E.inviteToCollab, { id: ideaId }),
  /** POST (the invitee): answer an invitation to collaborate. */
  acceptCollabInvite: (requestId: string) => endpointPath(E.acceptCollabInvite, { id: requestId }),
  declineCollabInvite: (requestId: string) => endpointPath(E.declineCollabInvite, { id: requestId }),
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
