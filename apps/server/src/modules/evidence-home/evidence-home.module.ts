import { defineModule } from '../../platform/module.ts';
import { evidenceHomeRoutes } from './evidence-home.routes.ts';

/** The Evidence Hub home (issue 19): /api/evidence-home and its Live Proofs pages. */
export const evidenceHomeModule = defineModule({
  name: 'evidence-home',
  routes: (app) => evidenceHomeRoutes(app),
});
