import { defineModule } from '../../platform/module.ts';
import { ideaRouteGuard } from './idea-route-guard.ts';
import { IDEAS_FEED_PREFIX, ideasFeedAuthorizer } from './ideas.realtime.ts';
import { ideasRoutes } from './ideas.routes.ts';
import { ideasSeeder } from './ideas.seed.ts';

export const ideasModule = defineModule({
  name: 'ideas',
  routes: (app) => ideasRoutes(app),
  topics: { [IDEAS_FEED_PREFIX]: () => ideasFeedAuthorizer() },
  seeders: [ideasSeeder],
  routeGuards: (ctx) => [ideaRouteGuard(ctx)],
});
