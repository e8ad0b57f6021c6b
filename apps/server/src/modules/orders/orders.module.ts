import { PAYMENT_EVENTS } from '@ibh/contract';
import { subscription } from '../../platform/events.ts';
import { defineModule, moduleJob } from '../../platform/module.ts';
import { runPayout, runRefund } from './earnings.ts';
import { ORDER_CLOCK_JOBS } from './order-clocks.ts';
import { ORDER_PAYOUT_JOB, ORDER_REFUND_JOB } from './order-jobs.defs.ts';
import { orderSubscriptions } from './orders.events.ts';
import { ordersRoutes } from './orders.routes.ts';
import { ORDERS_DEMO_FILES_JOB, ordersSeeder, writeDemoFiles } from './orders.seed.ts';
import { orderTopicAuthorizer } from './orders.topic.ts';
import {
  fireAutoApprove,
  fireFirstResponse,
  firePaymentExpiry,
  handleCheckoutCompleted,
  handleCheckoutExpired,
} from './system-actions.ts';

/**
 * Orders, escrow, milestones, clocks, disputes and the workroom (issue 15). Behind the pro-shop
 * flag like the shop: when it is off no order route exists.
 */
export const ordersModule = defineModule({
  name: 'orders',
  routes: (app, ctx) => (ctx.config.flags.proShop ? ordersRoutes(app) : undefined),
  topics: { order: orderTopicAuthorizer },
  subscriptions: (ctx) => [
    ...orderSubscriptions(ctx),
    subscription(PAYMENT_EVENTS.checkoutCompleted, (event) => handleCheckoutCompleted(ctx, event.payload)),
    subscription(PAYMENT_EVENTS.checkoutExpired, (event) => handleCheckoutExpired(ctx, event.payload)),
  ],
  jobs: (ctx) => [
    moduleJob(ORDER_CLOCK_JOBS.auto_approve, ({ clockId }) => fireAutoApprove(ctx, clockId)),
    moduleJob(ORDER_CLOCK_JOBS.first_response, ({ clockId }) => fireFirstResponse(ctx, clockId)),
    moduleJob(ORDER_CLOCK_JOBS.payment_expiry, ({ clockId }) => firePaymentExpiry(ctx, clockId)),
    moduleJob(ORDER_REFUND_JOB, (payload) => runRefund(ctx, payload)),
    moduleJob(ORDER_PAYOUT_JOB, ({ payoutId }) => runPayout(ctx, payoutId)),
    moduleJob(ORDERS_DEMO_FILES_JOB, (payload) => writeDemoFiles(ctx, payload)),
  ],
  seeders: [ordersSeeder],
});
