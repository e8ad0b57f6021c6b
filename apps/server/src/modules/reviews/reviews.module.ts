import { defineModule, moduleJob } from '../../platform/module.ts';
import { revealReviews } from './order-reviews.ts';
import { REVEAL_REVIEWS_JOB } from './reviews.jobs.ts';
import { reviewsRoutes } from './reviews.routes.ts';
import { reviewsSeeder } from './reviews.seed.ts';

/** Track records and reviews after an order (issue 29 parts 2 and 5), behind the pro-shop flag. */
export const reviewsModule = defineModule({
  name: 'reviews',
  routes: (app, ctx) => (ctx.config.flags.proShop ? reviewsRoutes(app) : undefined),
  jobs: (ctx) => [moduleJob(REVEAL_REVIEWS_JOB, ({ orderId }) => revealReviews(ctx, orderId))],
  seeders: [reviewsSeeder],
});
