import { defineModule } from '../../platform/module.ts';
import { followsRoutes } from './follows.routes.ts';

export const followsModule = defineModule({
  name: 'follows',
  routes: (app) => followsRoutes(app),
});
