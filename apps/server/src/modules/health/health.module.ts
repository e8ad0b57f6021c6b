import { defineModule } from '../../platform/module.ts';
import { healthRoutes } from './health.routes.ts';

export const healthModule = defineModule({
  name: 'health',
  routes: (app) => healthRoutes(app),
});
