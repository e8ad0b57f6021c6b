import { defineModule } from '../../platform/module.ts';
import { ambassadorsRoutes } from './ambassadors.routes.ts';
import { ambassadorsSeeder } from './ambassadors.seed.ts';

/** The students page's data and ambassador applications (issue 19, decisions 93-95). */
export const ambassadorsModule = defineModule({
  name: 'ambassadors',
  routes: (app) => ambassadorsRoutes(app),
  seeders: [ambassadorsSeeder],
});
