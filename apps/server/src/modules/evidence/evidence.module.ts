import { defineModule } from '../../platform/module.ts';
import { evidenceRoutes } from './evidence.routes.ts';
import { evidenceSeeder } from './evidence.seed.ts';

/** The evidence ledger (issue 17): entries, versions, the hash chain, signals, reviews, pro-sign invites. */
export const evidenceModule = defineModule({
  name: 'evidence',
  routes: (app) => evidenceRoutes(app),
  seeders: [evidenceSeeder],
});
