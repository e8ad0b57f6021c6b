import { ADMIN_QA_ENDPOINTS as E } from '@ibh/contract';
import type { FastifyInstance } from 'fastify';
import { requireAdmin } from '../../platform/auth/session.ts';
import { route } from '../../platform/endpoints.ts';
import { runQaChecks } from './run-checks.ts';
import { sendTestEmail } from './send-test-email.ts';

/** The Email Test and QA Tests tabs' endpoints (admins only). */
export function qaChecksRoutes(app: FastifyInstance) {
  const { ctx } = app;
  route(app, E.sendTestEmail, (request) => sendTestEmail(ctx, requireAdmin(request), request.body));
  route(app, E.run, (request) => {
    requireAdmin(request);
    return runQaChecks(ctx);
  });
}
