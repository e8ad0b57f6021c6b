import { defineModule } from '../../platform/module.ts';
import { messagesRoutes } from './messages.routes.ts';
import { messagesSeeder } from './messages.seed.ts';

export const messagesModule = defineModule({
  name: 'messages',
  routes: (app) => messagesRoutes(app),
  seeders: [messagesSeeder],
});
