import { defineModule } from '../../platform/module.ts';
import { dashboardRoutes } from './dashboard.routes.ts';

export const dashboardModule = defineModule({
  name: 'dashboard',
  routes: (app) => dashboardRoutes(app),
});
