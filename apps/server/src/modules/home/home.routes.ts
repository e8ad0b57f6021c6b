import { HOME_ENDPOINTS as E } from '@ibh/contract';
import type { FastifyInstance } from 'fastify';
import { route } from '../../platform/endpoints.ts';
import { loadHome, sharedPulse } from './load-home.ts';

/** The home page's two public reads: the whole page, and the pulse for its refresh. */
export function homeRoutes(app: FastifyInstance) {
  const { ctx } = app;
  route(app, E.home, () => loadHome(ctx));
  route(app, E.pulse, async () => ({ items: await sharedPulse(ctx) }));
}
