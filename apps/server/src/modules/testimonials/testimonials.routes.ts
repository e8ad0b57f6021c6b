import { TESTIMONIAL_ENDPOINTS as E } from '@ibh/contract';
import type { FastifyInstance } from 'fastify';
import { requireAdmin, requireUser } from '../../platform/auth/session.ts';
import { route } from '../../platform/endpoints.ts';
import { listApprovedTestimonials, listTestimonialsForReview } from './list-testimonials.ts';
import { deleteTestimonial, setTestimonialApproval, updateTestimonial } from './review-testimonial.ts';
import { submitTestimonial } from './submit-testimonial.ts';

/** /api/testimonials (submit, the home list) and the admin review under /api/admin/testimonials. */
export function testimonialsRoutes(app: FastifyInstance) {
  const { ctx } = app;
  route(app, E.submit, (request) => submitTestimonial(ctx, requireUser(request).id, request.body));
  route(app, E.list, () => listApprovedTestimonials(ctx.db));
  route(app, E.adminList, (request) => {
    requireAdmin(request);
    return listTestimonialsForReview(ctx.db, request.query);
  });
  route(app, E.approve, (request) =>
    setTestimonialApproval(ctx, requireAdmin(request), request.params.testimonialId, 'approve'),
  );
  route(app, E.unapprove, (request) =>
    setTestimonialApproval(ctx, requireAdmin(request), request.params.testimonialId, 'unapprove'),
  );
  route(app, E.update, (request) =>
    updateTestimonial(ctx, requireAdmin(request), request.params.testimonialId, request.body),
  );
  route(app, E.remove, (request) =>
    deleteTestimonial(ctx, requireAdmin(request), request.params.testimonialId),
  );
}
