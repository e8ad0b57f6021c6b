import { defineModule } from '../../platform/module.ts';
import { proofPackRoutes } from './proof-pack.routes.ts';

/**
 * Proof packs (issue 29): signed, offline-verifiable files of an evidence item or an idea's
 * evidence, and the published signing keys. Reads evidence and sprints through their functions.
 */
export const proofPackModule = defineModule({
  name: 'proof-pack',
  routes: (app) => proofPackRoutes(app),
});
