import {
  COLLAB_API,
  CollabRequestSchema,
  CreateCollabInviteSchema,
  CreateCollabRequestSchema,
  CreateTeamInviteSchema,
  IdeaCollabRequestsSchema,
  IdeaIdParamsSchema,
  IdParamsSchema,
  OkSchema,
  PeopleSearchQuerySchema,
  PeopleSearchResultSchema,
  TeamInviteListSchema,
  TeamInviteSchema,
  TeamMemberParamsSchema,
} from '@ibh/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireUser } from '../../platform/auth/session.ts';
import { answerCollabInvite, inviteToCollaborate } from './collab-invites.ts';
import { removeMember } from './remove-member.ts';
import { listIdeaCollabRequests, requestCollab, withdrawCollabRequest } from './request-collab.ts';
import { answerCollabRequest } from './respond-collab-request.ts';
import { answerTeamInvite, cancelTeamInvite } from './respond-team-invite.ts';
import { searchPeople } from './search-people.ts';
import { inviteToTeam, listIdeaTeamInvites, listMyTeamInvites } from './team-invites.ts';

const tags = ['collab'];
const ok = { ok: true as const };

/** Collaboration requests, team invites, leaving and removing members, and the people picker. */
export async function collabRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { ctx } = app;

  r.post(
    COLLAB_API.requests(':id'),
    {
      schema: {
        tags,
        summary: 'Ask to collaborate on an idea',
        params: IdeaIdParamsSchema,
        body: CreateCollabRequestSchema,
        response: { 201: CollabRequestSchema },
      },
    },
    async (request, reply) => {
      const created = await requestCollab(ctx, requireUser(request).id, request.params.id, request.body);
      return reply.status(201).send(created);
    },
  );

  r.get(
    COLLAB_API.requests(':id'),
    {
      schema: {
        tags,
        summary: "An idea's pending and accepted collaboration requests (owner)",
        params: IdeaIdParamsSchema,
        response: { 200: IdeaCollabRequestsSchema },
      },
    },
    (request) => listIdeaCollabRequests(ctx, requireUser(request).id, request.params.id),
  );

  r.delete(
    COLLAB_API.myRequest(':id'),
    {
      schema: {
        tags,
        summary: 'Withdraw my pending collaboration request',
        params: IdeaIdParamsSchema,
        response: { 200: OkSchema },
      },
    },
    async (request) => {
      await withdrawCollabRequest(ctx, requireUser(request).id, request.params.id);
      return ok;
    },
  );

  for (const [answer, path] of [
    ['accepted', COLLAB_API.accept(':id')],
    ['declined', COLLAB_API.decline(':id')],
  ] as const) {
    r.post(
      path,
      {
        config: { noBody: true },
        schema: {
          tags,
          summary:
            answer === 'accepted'
              ? 'Accept a collaboration request (owner)'
              : 'Decline a collaboration request (owner)',
          params: IdParamsSchema,
          response: { 200: CollabRequestSchema },
        },
      },
      (request) => answerCollabRequest(ctx, requireUser(request).id, request.params.id, answer),
    );
  }

  r.post(
    COLLAB_API.collabInvites(':id'),
    {
      schema: {
        tags,
        summary: 'Invite someone to collaborate (owner)',
        params: IdeaIdParamsSchema,
        body: CreateCollabInviteSchema,
        response: { 201: CollabRequestSchema },
      },
    },
    async (request, reply) => {
      const created = await inviteToCollaborate(
        ctx,
        requireUser(request).id,
        request.params.id,
        request.body,
      );
      return reply.status(201).send(created);
    },
  );

  for (const [answer, path] of [
    ['accepted', COLLAB_API.acceptCollabInvite(':id')],
    ['declined', COLLAB_API.declineCollabInvite(':id')],
  ] as const) {
    r.post(
      path,
      {
        config: { noBody: true },
        schema: {
          tags,
          summary:
            answer === 'accepted'
              ? 'Accept an invitation to collaborate (invitee)'
              : 'Decline an invitation to collaborate (invitee)',
          params: IdParamsSchema,
          response: { 200: CollabRequestSchema },
        },
      },
      (request) => answerCollabInvite(ctx, requireUser(request).id, request.params.id, answer),
    );
  }

  r.post(
    COLLAB_API.teamInvites(':id'),
    {
      schema: {
        tags,
        summary: 'Invite someone to the team (owner)',
        params: IdeaIdParamsSchema,
        body: CreateTeamInviteSchema,
        response: { 201: TeamInviteSchema },
      },
    },
    async (request, reply) => {
      const created = await inviteToTeam(ctx, requireUser(request).id, request.params.id, request.body);
      return reply.status(201).send(created);
    },
  );

  r.get(
    COLLAB_API.teamInvites(':id'),
    {
      schema: {
        tags,
        summary: "An idea's pending team invites (owner)",
        params: IdeaIdParamsSchema,
        response: { 200: TeamInviteListSchema },
      },
    },
    (request) => listIdeaTeamInvites(ctx, requireUser(request).id, request.params.id),
  );

  r.get(
    COLLAB_API.myTeamInvites,
    {
      schema: {
        tags,
        summary: 'Team invites waiting for my answer',
        response: { 200: TeamInviteListSchema },
      },
    },
    (request) => listMyTeamInvites(ctx, requireUser(request).id),
  );

  for (const [answer, path] of [
    ['accepted', COLLAB_API.acceptInvite(':id')],
    ['declined', COLLAB_API.declineInvite(':id')],
  ] as const) {
    r.post(
      path,
      {
        config: { noBody: true },
        schema: {
          tags,
          summary:
            answer === 'accepted' ? 'Accept a team invite (invitee)' : 'Decline a team invite (invitee)',
          params: IdParamsSchema,
          response: { 200: TeamInviteSchema },
        },
      },
      (request) => answerTeamInvite(ctx, requireUser(request).id, request.params.id, answer),
    );
  }

  r.delete(
    COLLAB_API.invite(':id'),
    {
      schema: {
        tags,
        summary: 'Cancel a pending team invite (owner)',
        params: IdParamsSchema,
        response: { 200: TeamInviteSchema },
      },
    },
    (request) => cancelTeamInvite(ctx, requireUser(request).id, request.params.id),
  );

  for (const [kind, path] of [
    ['team', COLLAB_API.teamMember(':id', ':userId')],
    ['collaborator', COLLAB_API.collaborator(':id', ':userId')],
  ] as const) {
    r.delete(
      path,
      {
        schema: {
          tags,
          summary:
            kind === 'team'
              ? 'Remove a team member (owner) or leave the team'
              : 'Remove a collaborator (owner) or stop collaborating',
          params: TeamMemberParamsSchema,
          response: { 200: OkSchema },
        },
      },
      async (request) => {
        await removeMember(ctx, requireUser(request).id, request.params.id, request.params.userId, kind);
        return ok;
      },
    );
  }

  r.get(
    COLLAB_API.peopleSearch,
    {
      schema: {
        tags,
        summary: 'Find people to invite by name',
        querystring: PeopleSearchQuerySchema,
        response: { 200: PeopleSearchResultSchema },
      },
    },
    (request) => searchPeople(ctx, requireUser(request).id, request.query.q),
  );
}
