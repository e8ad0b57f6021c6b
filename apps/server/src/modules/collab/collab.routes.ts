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
import type * as z from 'zod/mini';
import { requireUser } from '../../platform/auth/session.ts';
import type { AppContext } from '../../platform/context.ts';
import { answerCollabInvite, inviteToCollaborate } from './collab-invites.ts';
import { removeMember } from './remove-member.ts';
import { listIdeaCollabRequests, requestCollab, withdrawCollabRequest } from './request-collab.ts';
import { answerCollabRequest } from './respond-collab-request.ts';
import { answerTeamInvite, cancelTeamInvite } from './respond-team-invite.ts';
import { searchPeople } from './search-people.ts';
import { inviteToTeam, listIdeaTeamInvites, listMyTeamInvites } from './team-invites.ts';

const tags = ['collab'];
const ok = { ok: true as const };

type Answer = 'accepted' | 'declined';

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

  /** POST accept and decline of one kind of request: the same route twice, the answer in the path. */
  function answerRoutes<S extends z.ZodMiniType>(
    paths: Record<Answer, string>,
    summaries: Record<Answer, string>,
    response: S,
    answer: (ctx: AppContext, userId: string, id: string, answer: Answer) => Promise<z.output<S>>,
  ) {
    for (const choice of ['accepted', 'declined'] as const) {
      r.post(
        paths[choice],
        {
          config: { noBody: true },
          // Widened here; the caller's `answer` is checked against `response` in the signature.
          schema: {
            tags,
            summary: summaries[choice],
            params: IdParamsSchema,
            response: { 200: response as z.ZodMiniType },
          },
        },
        (request) => answer(ctx, requireUser(request).id, request.params.id, choice),
      );
    }
  }

  answerRoutes(
    { accepted: COLLAB_API.accept(':id'), declined: COLLAB_API.decline(':id') },
    {
      accepted: 'Accept a collaboration request (owner)',
      declined: 'Decline a collaboration request (owner)',
    },
    CollabRequestSchema,
    answerCollabRequest,
  );

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

  answerRoutes(
    { accepted: COLLAB_API.acceptCollabInvite(':id'), declined: COLLAB_API.declineCollabInvite(':id') },
    {
      accepted: 'Accept an invitation to collaborate (invitee)',
      declined: 'Decline an invitation to collaborate (invitee)',
    },
    CollabRequestSchema,
    answerCollabInvite,
  );

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

  answerRoutes(
    { accepted: COLLAB_API.acceptInvite(':id'), declined: COLLAB_API.declineInvite(':id') },
    { accepted: 'Accept a team invite (invitee)', declined: 'Decline a team invite (invitee)' },
    TeamInviteSchema,
    answerTeamInvite,
  );

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
