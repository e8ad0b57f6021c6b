import { defineModule } from '../../platform/module.ts';
import { couponsRoutes } from './coupons.routes.ts';
import { couponsSeeder } from './coupons.seed.ts';

/** The admin console's Coupons tab (issue 16); checkout's use of coupons stays in orders. */
export const couponsModule = defineModule({
  name: 'coupons',
  routes: (app) => couponsRoutes(app),
  seeders: [couponsSeeder],
});
