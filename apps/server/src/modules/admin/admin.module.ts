import { defineModule } from '../../platform/module.ts';
import { adminSubscriptions } from './admin.events.ts';
import { adminRoutes } from './admin.routes.ts';
import { adminSeeder } from './admin.seed.ts';
import { adminRouteGuard } from './admin-guard.ts';

/**
 * The admin console (issue 16 part A): one guard over every /api/admin route (any module's), the
 * overview, Verify Pros, Category Floors, Disputes and Logs. Every write is withAdminAudit;
 * the notices of its rulings go out through the events written with them (admin.events.ts).
 */
export const adminModule = defineModule({
  name: 'admin',
  routeGuards: () => [adminRouteGuard()],
  routes: (app) => adminRoutes(app),
  subscriptions: (ctx) => adminSubscriptions(ctx),
  seeders: [adminSeeder],
});
