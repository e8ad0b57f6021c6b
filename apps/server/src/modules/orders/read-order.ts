import type { OrderDetail } from '@ibh/contract';
import type { RequestUser } from '../../platform/auth/session.ts';
import type { AppContext } from '../../platform/context.ts';
import { loadOrderAccess } from './order-access.ts';
import { buildOrderDetail } from './order-view.ts';

/** GET /api/orders/:id: the two parties (and admins, reading) see the order; others do not. */
export async function readOrder(
  ctx: AppContext,
  user: Pick<RequestUser, 'id' | 'isAdmin'>,
  orderId: string,
): Promise<OrderDetail> {
  const { order, actor } = await loadOrderAccess(ctx.db, user, orderId);
  return buildOrderDetail(ctx.db, ctx.storage, order, actor, ctx.clock.now());
}
