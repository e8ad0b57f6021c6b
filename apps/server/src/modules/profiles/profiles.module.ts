import { defineModule } from '../../platform/module.ts';
import { profilesRoutes } from './profiles.routes.ts';
import { profilesSeeder } from './profiles.seed.ts';

export const profilesModule = defineModule({
  name: 'profiles',
  routes: (app) => profilesRoutes(app),
  seeders: [profilesSeeder],
});
