import { defineModule } from '../../platform/module.ts';
import { notificationSubscriptions } from './notification-events.ts';
import { notificationsRoutes } from './notifications.routes.ts';
import { notificationsSeeder } from './notifications.seed.ts';

export const notificationsModule = defineModule({
  name: 'notifications',
  routes: (app) => notificationsRoutes(app),
  subscriptions: notificationSubscriptions,
  seeders: [notificationsSeeder],
});
