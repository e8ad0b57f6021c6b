import type { AppContext } from '../../platform/context.ts';
import type { TopicAuthorizer } from '../../platform/realtime/realtime.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Only the order's buyer and professional may subscribe to `order:<orderId>`. */
export function orderTopicAuthorizer(ctx: Pick<AppContext, 'db'>): TopicAuthorizer {
  return async (userId, topic) => {
    const orderId = topic.slice('order:'.length);
    if (!UUID.test(orderId)) return false;
    const order = await ctx.db
      .selectFrom('service_orders')
      .select(['buyer_id', 'pro_id'])
      .where('id', '=', orderId)
      .executeTakeFirst();
    return order !== undefined && (order.buyer_id === userId || order.pro_id === userId);
  };
}
