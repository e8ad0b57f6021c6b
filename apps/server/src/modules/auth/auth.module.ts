import { defineModule } from '../../platform/module.ts';
import { authRoutes } from './auth.routes.ts';
import { accountsSeeder } from './auth.seed.ts';

export const authModule = defineModule({
  name: 'auth',
  routes: (app) => authRoutes(app),
  seeders: [accountsSeeder],
});
