import { ADMIN_CONSOLE_ENDPOINTS as E, MODERATION_ENDPOINTS as M } from '@ibh/contract';
import type { FastifyInstance } from 'fastify';
import { adminRead, requireAdmin } from '../../platform/auth/session.ts';
import { route } from '../../platform/endpoints.ts';
import { listAdminLogs } from './admin-logs-read.ts';
import { listDisputes, resolveDispute } from './disputes.ts';
import { addFloor, editFloor, listFloors } from './floors.ts';
import { actOnReport, listReports } from './moderation-admin.ts';
import { readOverview } from './overview.ts';
import { listPros, setVerification } from './verify-pros.ts';

const noStore = { 'cache-control': 'private, no-store' };

/** The admin console (issue 16 part A). The module's guard has refused non-admins already. */
export async function adminRoutes(app: FastifyInstance) {
  const { ctx } = app;
  const admin = requireAdmin;

  route(app, E.access, (request, reply) => {
    reply.headers(noStore);
    return { admin: true as const, userId: admin(request).id };
  });
  route(app, E.overview, (request, reply) => adminRead(request, reply, () => readOverview(ctx)));
  route(app, E.pros, (request, reply) =>
    adminRead(request, reply, () => listPros(ctx, request.query.filter)),
  );
  route(app, E.setVerification, (request) =>
    setVerification(ctx, admin(request), request.params.userId, request.body),
  );
  route(app, E.floors, (request, reply) => adminRead(request, reply, () => listFloors(ctx)));
  route(app, E.createFloor, (request) => addFloor(ctx, admin(request), request.body));
  route(app, E.updateFloor, (request) =>
    editFloor(ctx, admin(request), request.params.category, request.body),
  );
  route(app, E.disputes, (request, reply) => adminRead(request, reply, () => listDisputes(ctx)));
  route(app, E.resolveDispute, (request) =>
    resolveDispute(ctx, admin(request), request.params.id, request.body),
  );
  route(app, E.logs, (request, reply) =>
    adminRead(request, reply, () => listAdminLogs(ctx, request.query.window)),
  );

  // The moderation queue (issue 26 item 15).
  route(app, M.list, (request, reply) => adminRead(request, reply, () => listReports(ctx, request.query)));
  route(app, M.dismiss, (request) => actOnReport(ctx, admin(request), request.params.reportId, 'dismiss'));
  route(app, M.hide, (request) => actOnReport(ctx, admin(request), request.params.reportId, 'hide'));
  route(app, M.warn, (request) =>
    actOnReport(ctx, admin(request), request.params.reportId, 'warn', request.body),
  );
}
