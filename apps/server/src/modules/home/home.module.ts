import { HOME_PULSE_TOPIC, topicPrefix } from '@ibh/contract';
import { defineModule } from '../../platform/module.ts';
import { homeRoutes } from './home.routes.ts';

/**
 * The home page (issue 19): GET /api/home in one round trip and the Live Innovation Pulse. Every
 * signed-in socket may follow home:pulse (its events carry nothing but "changed"); the database's
 * triggers of migration 0021 publish it.
 */
export const homeModule = defineModule({
  name: 'home',
  routes: (app) => homeRoutes(app),
  topics: { [topicPrefix(HOME_PULSE_TOPIC)]: () => async (_userId, topic) => topic === HOME_PULSE_TOPIC },
});
