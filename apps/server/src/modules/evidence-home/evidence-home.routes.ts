import { EVIDENCE_HOME_ENDPOINTS as E } from '@ibh/contract';
import type { FastifyInstance } from 'fastify';
import { route } from '../../platform/endpoints.ts';
import { getEvidenceHome } from './evidence-home.ts';
import { loadHomeProofs } from './home-proofs.ts';

/** /api/evidence-home (public; a signed-in idea owner also gets their active sprint). */
export function evidenceHomeRoutes(app: FastifyInstance) {
  const { ctx } = app;
  route(app, E.home, (request, reply) => {
    reply.header('cache-control', 'private, no-store');
    const user = request.user;
    return getEvidenceHome(ctx, user ? { id: user.id, role: user.role } : null);
  });
  route(app, E.proofs, (request) => loadHomeProofs(ctx.db, request.user?.id ?? null, request.query.cursor));
}
