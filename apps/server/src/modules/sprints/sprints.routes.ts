import { SPRINT_ENDPOINTS as S } from '@ibh/contract';
import type { FastifyInstance } from 'fastify';
import { requireUser } from '../../platform/auth/session.ts';
import { route } from '../../platform/endpoints.ts';
import {
  cancelCosign,
  listMyRequests,
  listOwnerRequests,
  requestCosign,
  respondCosign,
  updateCosignNote,
} from './sprint-cosigns.ts';
import { addInterview, deleteInterview, updateInterview } from './sprint-interviews.ts';
import {
  closeSprintNotMet,
  finalizeSprint,
  publishSprint,
  reopenSprint,
  rotateShareToken,
} from './sprint-lifecycle.ts';
import { readPublicSprint } from './sprint-public.ts';
import { activeSprint, listMySprints, readSprint } from './sprint-read.ts';
import { saveSetup } from './sprint-setup.ts';
import { startSprint } from './sprint-start.ts';
import { toggleUpvote } from './sprint-upvotes.ts';

/** Routes of interview sprints (issue 18). */
export async function sprintsRoutes(app: FastifyInstance) {
  const { ctx } = app;
  const me = (request: Parameters<typeof requireUser>[0]) => requireUser(request).id;
  const noStore = (reply: { header(name: string, value: string): unknown }) =>
    reply.header('cache-control', 'private, no-store');

  route(app, S.start, (request) => startSprint(ctx, me(request), request.body));
  route(app, S.active, (request) => activeSprint(ctx, me(request)));
  route(app, S.mine, (request) => listMySprints(ctx, me(request)));
  route(app, S.detail, (request, reply) => {
    noStore(reply);
    return readSprint(ctx, me(request), request.params.id);
  });
  route(app, S.setup, (request) => saveSetup(ctx, me(request), request.params.id, request.body));
  route(app, S.addInterview, (request) => addInterview(ctx, me(request), request.params.id, request.body));
  route(app, S.updateInterview, (request) =>
    updateInterview(ctx, me(request), request.params.id, request.params.interviewId, request.body),
  );
  route(app, S.deleteInterview, (request) =>
    deleteInterview(ctx, me(request), request.params.id, request.params.interviewId),
  );
  route(app, S.finalize, (request) => finalizeSprint(ctx, me(request), request.params.id));
  route(app, S.closeNotMet, (request) => closeSprintNotMet(ctx, me(request), request.params.id));
  route(app, S.reopen, (request) => reopenSprint(ctx, me(request), request.params.id));
  route(app, S.rotateToken, (request) => rotateShareToken(ctx, me(request), request.params.id));
  route(app, S.publicView, (request, reply) => {
    noStore(reply);
    return readPublicSprint(ctx, request.user?.id ?? null, request.params.id, request.query.token);
  });
  route(app, S.publish, (request) => publishSprint(ctx, me(request), request.params.id));
  route(app, S.cosignRequests, (request) => listOwnerRequests(ctx, me(request), request.params.id));
  route(app, S.requestCosign, (request) =>
    requestCosign(ctx, me(request), request.params.id, request.body.professionalId),
  );
  route(app, S.cancelCosign, (request) => cancelCosign(ctx, me(request), request.params.id));
  route(app, S.myCosignRequests, (request) => listMyRequests(ctx, me(request)));
  route(app, S.respondCosign, (request) => respondCosign(ctx, me(request), request.params.id, request.body));
  route(app, S.cosignNote, (request) =>
    updateCosignNote(ctx, me(request), request.params.id, request.body.note),
  );
  route(app, S.toggleProUpvote, (request) =>
    toggleUpvote(ctx, me(request), request.params.id, request.body.token, 'pro'),
  );
  route(app, S.toggleOwnerUpvote, (request) =>
    toggleUpvote(ctx, me(request), request.params.id, request.body.token, 'owner'),
  );
}
