import { ADMIN_COUPON_ENDPOINTS as E } from '@ibh/contract';
import type { FastifyInstance } from 'fastify';
import { adminRead, requireAdmin } from '../../platform/auth/session.ts';
import { route } from '../../platform/endpoints.ts';
import { createCoupon, listCoupons, setCouponActive } from './admin-coupons.ts';

/** The Coupons tab's endpoints (admins only; every write audited). */
export function couponsRoutes(app: FastifyInstance) {
  const { ctx } = app;
  route(app, E.list, (request, reply) => adminRead(request, reply, () => listCoupons(ctx)));
  route(app, E.create, (request) => createCoupon(ctx, requireAdmin(request), request.body));
  route(app, E.activate, (request) =>
    setCouponActive(ctx, requireAdmin(request), request.params.couponId, true),
  );
  route(app, E.deactivate, (request) =>
    setCouponActive(ctx, requireAdmin(request), request.params.couponId, false),
  );
}
