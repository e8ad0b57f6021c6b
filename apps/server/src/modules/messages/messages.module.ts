import { defineModule } from '../../platform/module.ts';
import { messagesRoutes } from './messages.routes.ts';
import { messagesSeeder } from './messages.seed.ts';
import { messageReportSeeder } from './messages.seed-report.ts';

export const messagesModule = defineModule({
  name: 'messages',
  routes: (app) => messagesRoutes(app),
  seeders: [messagesSeeder, messageReportSeeder],
});
