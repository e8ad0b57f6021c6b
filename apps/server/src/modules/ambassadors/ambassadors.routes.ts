import { STUDENTS_ENDPOINTS as E } from '@ibh/contract';
import type { FastifyInstance } from 'fastify';
import { requireAdmin } from '../../platform/auth/session.ts';
import { route } from '../../platform/endpoints.ts';
import { listApplications } from './list-applications.ts';
import { reviewApplication } from './review-application.ts';
import { readStudentsPage } from './students-page.ts';
import { submitApplication } from './submit-application.ts';

/** /api/students, /api/ambassador-applications and their admin review under /api/admin. */
export function ambassadorsRoutes(app: FastifyInstance) {
  const { ctx } = app;
  route(app, E.page, (request) => readStudentsPage(ctx, request.query));
  route(app, E.apply, (request) =>
    submitApplication(ctx, { userId: request.user?.id ?? null, ip: request.ip }, request.body),
  );
  route(app, E.adminList, (request) => {
    requireAdmin(request);
    return listApplications(ctx.db, request.query);
  });
  route(app, E.approve, (request) =>
    reviewApplication(ctx, requireAdmin(request), request.params.applicationId, 'approve'),
  );
  route(app, E.decline, (request) =>
    reviewApplication(ctx, requireAdmin(request), request.params.applicationId, 'decline'),
  );
}
