import { defineModule } from '../../platform/module.ts';
import { analyticsRoutes } from './analytics.routes.ts';
import { analyticsSeeder } from './analytics.seed.ts';

/** The admin console's Analytics tab (issue 16): reads analytics_events, which others write. */
export const analyticsModule = defineModule({
  name: 'analytics',
  routes: (app) => analyticsRoutes(app),
  seeders: [analyticsSeeder],
});
