import { COLLAB_ENDPOINTS as E } from '@ibh/contract';
import type { FastifyInstance } from 'fastify';
import { requireUser } from '../../platform/auth/session.ts';
import { route } from '../../platform/endpoints.ts';
import { answerCollabInvite, inviteToCollaborate } from './collab-invites.ts';
import { removeMember } from './remove-member.ts';
import { listIdeaCollabRequests, requestCollab, withdrawCollabRequest } from './request-collab.ts';
import { answerCollabRequest } from './respond-collab-request.ts';
import { answerTeamInvite, cancelTeamInvite } from './respond-team-invite.ts';
import { searchPeople } from './search-people.ts';
import { inviteToTeam, listIdeaTeamInvites, listMyTeamInvites } from './team-invites.ts';

const ok = { ok: true as const };

/** Collaboration requests, team invites, leaving and removing members, and the people picker. */
export async function collabRoutes(app: FastifyInstance) {
  const { ctx } = app;

  route(app, E.requestCollab, (request) =>
    requestCollab(ctx, requireUser(request).id, request.params.id, request.body),
  );
  route(app, E.ideaRequests, (request) =>
    listIdeaCollabRequests(ctx, requireUser(request).id, request.params.id),
  );
  route(app, E.withdrawRequest, async (request) => {
    await withdrawCollabRequest(ctx, requireUser(request).id, request.params.id);
    return ok;
  });
  route(app, E.acceptRequest, (request) =>
    answerCollabRequest(ctx, requireUser(request).id, request.params.id, 'accepted'),
  );
  route(app, E.declineRequest, (request) =>
    answerCollabRequest(ctx, requireUser(request).id, request.params.id, 'declined'),
  );

  route(app, E.inviteToCollab, (request) =>
    inviteToCollaborate(ctx, requireUser(request).id, request.params.id, request.body),
  );
  route(app, E.acceptCollabInvite, (request) =>
    answerCollabInvite(ctx, requireUser(request).id, request.params.id, 'accepted'),
  );
  route(app, E.declineCollabInvite, (request) =>
    answerCollabInvite(ctx, requireUser(request).id, request.params.id, 'declined'),
  );

  route(app, E.inviteToTeam, (request) =>
    inviteToTeam(ctx, requireUser(request).id, request.params.id, request.body),
  );
  route(app, E.ideaTeamInvites, (request) =>
    listIdeaTeamInvites(ctx, requireUser(request).id, request.params.id),
  );
  route(app, E.myTeamInvites, (request) => listMyTeamInvites(ctx, requireUser(request).id));
  route(app, E.acceptTeamInvite, (request) =>
    answerTeamInvite(ctx, requireUser(request).id, request.params.id, 'accepted'),
  );
  route(app, E.declineTeamInvite, (request) =>
    answerTeamInvite(ctx, requireUser(request).id, request.params.id, 'declined'),
  );
  route(app, E.cancelTeamInvite, (request) =>
    cancelTeamInvite(ctx, requireUser(request).id, request.params.id),
  );

  route(app, E.removeTeamMember, async (request) => {
    await removeMember(ctx, requireUser(request).id, request.params.id, request.params.userId, 'team');
    return ok;
  });
  route(app, E.removeCollaborator, async (request) => {
    await removeMember(
      ctx,
      requireUser(request).id,
      request.params.id,
      request.params.userId,
      'collaborator',
    );
    return ok;
  });

  route(app, E.peopleSearch, (request) => searchPeople(ctx, requireUser(request).id, request.query.q));
}
