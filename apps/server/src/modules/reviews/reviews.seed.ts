import type { Seeder } from '../../db/seed/seeder.ts';

const HOUR = 3_600_000;

/** What each side says about a demo order, by the order's place among the completed ones. */
const DEMO_REVIEWS = [
  {
    buyer: {
      rating: 5,
      body: 'Clear plan, sharp interview guide and a report we could act on the same week. Would hire again.',
    },
    pro: { rating: 5, body: 'Quick answers and a clear brief. A pleasure to work with.' },
  },
];

/**
 * Demo reviews (issue 29): both sides of the demo's completed orders have written, so the reviews
 * show on the professional's service page and profile. Orders are read through the orders
 * module's published view; a second run changes nothing (one review per side and order).
 */
export const reviewsSeeder: Seeder = {
  name: 'reviews',
  async run(trx) {
    const orders = await trx
      .selectFrom('order_summaries')
      .select(['id', 'buyer_id', 'pro_id', 'service_id', 'completed_at'])
      .where('status', '=', 'completed')
      .where('completed_at', 'is not', null)
      .orderBy('completed_at', 'asc')
      .limit(DEMO_REVIEWS.length)
      .execute();
    for (const [i, order] of orders.entries()) {
      const demo = DEMO_REVIEWS[i];
      if (!demo || !order.completed_at || !order.buyer_id || !order.pro_id) continue;
      const completed = new Date(order.completed_at).getTime();
      const both = new Date(completed + 20 * HOUR);
      await trx
        .insertInto('order_reviews')
        .values([
          {
            order_id: order.id,
            author_id: order.buyer_id,
            subject_id: order.pro_id,
            role: 'buyer',
            ...demo.buyer,
            service_id: order.service_id,
            created_at: new Date(completed + 2 * HOUR),
            visible_at: both,
          },
          {
            order_id: order.id,
            author_id: order.pro_id,
            subject_id: order.buyer_id,
            role: 'pro',
            ...demo.pro,
            service_id: order.service_id,
            created_at: both,
            visible_at: both,
          },
        ])
        .onConflict((oc) => oc.columns(['order_id', 'role']).doNothing())
        .execute();
    }
  },
};
