import { defineModule, moduleJob } from '../../platform/module.ts';
import { qaChecksRoutes } from './qa-checks.routes.ts';
import { QA_JOBS_CHANNEL, QA_PING_JOB } from './run-checks.ts';

/** The admin console's Email Test and QA Tests tabs (issue 16). */
export const qaChecksModule = defineModule({
  name: 'qa-checks',
  routes: (app) => qaChecksRoutes(app),
  jobs: (ctx) => [
    moduleJob(QA_PING_JOB, async ({ token }) => {
      await ctx.database.notify(QA_JOBS_CHANNEL, token);
    }),
  ],
});
