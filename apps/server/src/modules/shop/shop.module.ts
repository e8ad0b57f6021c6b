import { defineModule, moduleJob } from '../../platform/module.ts';
import { renderDemoImages, SHOP_DEMO_IMAGES_JOB } from './shop.demo-images.ts';
import { shopRoutes } from './shop.routes.ts';
import { shopSeeder } from './shop.seed.ts';

/**
 * The Professionals Shop. Behind the pro-shop flag (FEATURE_FLAGS.proShop, env VITE_FLAG_PRO_SHOP):
 * when it is off no shop route exists, so the API answers 404.
 */
export const shopModule = defineModule({
  name: 'shop',
  routes: (app, ctx) => (ctx.config.flags.proShop ? shopRoutes(app) : undefined),
  jobs: (ctx) => [moduleJob(SHOP_DEMO_IMAGES_JOB, (payload) => renderDemoImages(ctx, payload))],
  seeders: [shopSeeder],
});
