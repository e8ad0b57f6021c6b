import { defineModule } from '../../platform/module.ts';
import { sprintsRoutes } from './sprints.routes.ts';
import { sprintsSeeder } from './sprints.seed.ts';

/** Interview sprints (issue 18): setup, interviews, the gate, sharing, co-sign requests, upvotes, publishing. */
export const sprintsModule = defineModule({
  name: 'sprints',
  routes: (app) => sprintsRoutes(app),
  seeders: [sprintsSeeder],
});
