import { defineModule, moduleJob } from '../../platform/module.ts';
import { evidenceRoutes } from './evidence.routes.ts';
import { evidenceSeeder } from './evidence.seed.ts';
import { recomputeSignalRings, SIGNAL_RINGS_JOB } from './evidence-rings.ts';

/** The evidence ledger (issue 17): entries, versions, the hash chain, signals, reviews, pro-sign invites. */
export const evidenceModule = defineModule({
  name: 'evidence',
  routes: (app) => evidenceRoutes(app),
  jobs: (ctx) => [moduleJob(SIGNAL_RINGS_JOB, () => recomputeSignalRings(ctx.db))],
  seeders: [evidenceSeeder],
});
