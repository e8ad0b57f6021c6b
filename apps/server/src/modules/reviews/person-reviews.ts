import { REVIEWS, type ReviewList, type ReviewRole } from '@ibh/contract';
import type { AppContext } from '../../platform/context.ts';
import { orderRulings } from '../orders/order-rulings.ts';
import { authorNames, toReview } from './order-reviews.ts';

/**
 * The visible reviews about a person, newest first (service page, profile): as a professional
 * (written by their buyers) or as a buyer (written by their professionals), of one service if
 * asked. A hidden review (the other side has not written and 14 days have not passed) is not here.
 */
export async function listPersonReviews(
  ctx: AppContext,
  userId: string,
  query: { as?: ReviewRole; serviceId?: string },
): Promise<ReviewList> {
  const now = ctx.clock.now();
  const authorRole: ReviewRole = (query.as ?? 'pro') === 'pro' ? 'buyer' : 'pro';
  let q = ctx.db
    .selectFrom('order_reviews as r')
    .innerJoin('order_summaries as o', 'o.id', 'r.order_id')
    .selectAll('r')
    .select('o.service_title')
    .where('r.subject_id', '=', userId)
    .where('r.role', '=', authorRole)
    .where('r.visible_at', '<=', now);
  if (query.serviceId) q = q.where('r.service_id', '=', query.serviceId);
  const rows = await q
    .orderBy('r.visible_at', 'desc')
    .orderBy('r.id', 'desc')
    .limit(REVIEWS.listLimit)
    .execute();
  const [names, rulings] = await Promise.all([
    authorNames(
      ctx.db,
      rows.map((r) => r.author_id),
    ),
    orderRulings(
      ctx.db,
      rows.map((r) => r.order_id),
    ),
  ]);
  return { items: rows.map((r) => toReview(r, r.service_title, names, rulings.get(r.order_id))) };
}
