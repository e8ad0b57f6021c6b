import { defineModule } from '../../platform/module.ts';
import { collabRoutes } from './collab.routes.ts';

export const collabModule = defineModule({
  name: 'collab',
  routes: (app) => collabRoutes(app),
});
