import type { OrderDetail } from '@ibh/contract';
import type { Transaction } from 'kysely';
import type { DB } from '../../db/schema.ts';
import type { AppContext } from '../../platform/context.ts';
import { loadOrderAccess, type OrderAccess, type OrderUser } from './order-access.ts';
import { publishOrderChanged } from './order-log.ts';
import { buildOrderDetail } from './order-view.ts';
import { selectOrder } from './orders.repo.ts';

/**
 * One party's action on an order, in one transaction: the order row is locked first (so two
 * actions on one order run one after the other), `change` consults the transition tables and
 * writes, the workroom is told on commit, and the caller gets the fresh detail.
 */
export async function actOnOrder(
  ctx: AppContext,
  user: OrderUser,
  orderId: string,
  change: (trx: Transaction<DB>, access: OrderAccess, now: Date) => Promise<void>,
): Promise<OrderDetail> {
  const actor = await ctx.db.transaction().execute(async (trx) => {
    const access = await loadOrderAccess(trx, user, orderId, { lock: true });
    const now = ctx.clock.now();
    await change(trx, access, now);
    const after = await selectOrder(trx, orderId);
    if (after) await publishOrderChanged(ctx, trx, after);
    return access.actor;
  });
  await ctx.mail.deliverQueued().catch(() => 0);
  const order = await selectOrder(ctx.db, orderId);
  if (!order) throw new Error('order vanished');
  return buildOrderDetail(ctx.db, ctx.storage, order, actor, ctx.clock.now());
}
