import { defineModule } from '../../platform/module.ts';
import { readinessRoutes } from './readiness.routes.ts';

export const readinessModule = defineModule({
  name: 'readiness',
  routes: (app) => readinessRoutes(app),
});
