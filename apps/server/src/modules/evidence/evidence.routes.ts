import { EVIDENCE_ENDPOINTS as E, EVIDENCE_TEXT, REQUEST } from '@ibh/contract';
import type { FastifyInstance } from 'fastify';
import { requireUser } from '../../platform/auth/session.ts';
import { route } from '../../platform/endpoints.ts';
import { registerUploadRoute } from '../../platform/raw-upload.ts';
import { uploadArtifact } from './evidence-artifacts.ts';
import { linkEvidence, unlinkEvidence } from './evidence-link.ts';
import {
  listEvidence,
  listExperimentEvidence,
  listIdeaEvidence,
  listLinkable,
  milestonesFor,
} from './evidence-lists.ts';
import { readEvidence } from './evidence-read.ts';
import { attest, cosign } from './evidence-reviews.ts';
import { bumpView, setUpvote, setUseful } from './evidence-signals.ts';
import { createEvidence, finalizeEvidence, updateEvidence, withdrawEvidence } from './evidence-write.ts';
import { cancelInvite, invitePro, readInbox, respondInvite, searchPros } from './pro-sign-invites.ts';

/** Routes of the evidence ledger (issue 17). */
export async function evidenceRoutes(app: FastifyInstance) {
  const { ctx } = app;
  const viewerOf = (request: { user?: { id: string } | null }) => request.user?.id ?? null;
  const noStore = (reply: { header(name: string, value: string): unknown }) =>
    reply.header('cache-control', 'private, no-store');

  route(app, E.list, (request, reply) => {
    noStore(reply);
    return listEvidence(ctx, viewerOf(request), request.query);
  });
  route(app, E.forIdea, (request, reply) => {
    noStore(reply);
    return listIdeaEvidence(ctx, viewerOf(request), request.params.id, request.query);
  });
  route(app, E.forExperiment, (request, reply) => {
    noStore(reply);
    return listExperimentEvidence(ctx, viewerOf(request), request.params.id, request.query);
  });
  route(app, E.linkable, (request) =>
    listLinkable(ctx, requireUser(request).id, request.params.id, request.query),
  );
  route(app, E.link, (request) =>
    linkEvidence(ctx, requireUser(request).id, request.params.id, request.body.evidenceId),
  );
  route(app, E.unlink, (request) =>
    unlinkEvidence(ctx, requireUser(request).id, request.params.id, request.body.evidenceId),
  );
  route(app, E.milestones, (request) => milestonesFor(ctx, viewerOf(request), request.query.ids.split(',')));
  route(app, E.proSearch, (request) => searchPros(ctx, requireUser(request).id, request.query.q));
  route(app, E.create, (request) => createEvidence(ctx, requireUser(request).id, request.body));
  route(app, E.detail, (request, reply) => {
    noStore(reply);
    return readEvidence(ctx, viewerOf(request), request.params.id, request.query.v);
  });
  route(app, E.update, (request) =>
    updateEvidence(ctx, requireUser(request).id, request.params.id, request.body),
  );
  route(app, E.finalize, (request) => finalizeEvidence(ctx, requireUser(request).id, request.params.id));
  route(app, E.withdraw, async (request) => {
    await withdrawEvidence(ctx, requireUser(request).id, request.params.id);
    return { ok: true as const };
  });
  route(app, E.view, async (request) => {
    await bumpView(ctx, viewerOf(request), request.params.id);
    return undefined;
  });
  route(app, E.upvote, (request) => setUpvote(ctx, requireUser(request).id, request.params.id, true));
  route(app, E.unupvote, (request) => setUpvote(ctx, requireUser(request).id, request.params.id, false));
  route(app, E.markUseful, (request) => setUseful(ctx, requireUser(request).id, request.params.id, true));
  route(app, E.unmarkUseful, (request) => setUseful(ctx, requireUser(request).id, request.params.id, false));
  route(app, E.attest, (request) => attest(ctx, requireUser(request).id, request.params.id, request.body));
  route(app, E.cosign, (request) => cosign(ctx, requireUser(request).id, request.params.id, request.body));
  route(app, E.invite, (request) => invitePro(ctx, requireUser(request).id, request.params.id, request.body));
  route(app, E.cancelInvite, (request) => cancelInvite(ctx, requireUser(request).id, request.params.id));
  route(app, E.respondInvite, (request) =>
    respondInvite(ctx, requireUser(request).id, request.params.id, request.body),
  );
  route(app, E.inbox, (request, reply) => {
    noStore(reply);
    return readInbox(ctx, requireUser(request).id);
  });

  // The artifact upload in its own plugin (raw body parser and upload messages apply here only).
  await registerUploadRoute(
    app,
    E.uploadArtifact,
    {
      types: E.uploadArtifact.body.raw,
      bodyLimit: REQUEST.uploadLimitBytes,
      unsupported: EVIDENCE_TEXT.artifactUnsupported,
    },
    (request) => uploadArtifact(ctx, requireUser(request).id, request.query, request.body),
  );
}
