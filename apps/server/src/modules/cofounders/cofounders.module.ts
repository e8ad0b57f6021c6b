import { defineModule } from '../../platform/module.ts';
import { cofoundersRoutes } from './cofounders.routes.ts';

export const cofoundersModule = defineModule({
  name: 'cofounders',
  routes: (app) => cofoundersRoutes(app),
});
