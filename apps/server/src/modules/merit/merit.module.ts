import { defineModule } from '../../platform/module.ts';
import { meritRoutes } from './merit.routes.ts';

/**
 * Merit (issue 19; 001 sections 2.6, 2.7, 3.3, 9): the points ledger (migration 0020's triggers),
 * the merit card's data, a professional's own inputs and Top Merit Professionals.
 */
export const meritModule = defineModule({
  name: 'merit',
  routes: (app, ctx) => meritRoutes(app, ctx),
});
