import { ORDER_ERROR_TEXT, type OrderRole } from '@ibh/contract';
import type { Executor } from '../../db/executor.ts';
import type { RequestUser } from '../../platform/auth/session.ts';
import { AppError } from '../../platform/errors.ts';
import type { OrderMachineActor } from './order.machine.ts';
import { type OrderRow, selectOrder } from './orders.repo.ts';

/** Who acts on an order: the id and whether they are an admin is all the rules read. */
export type OrderUser = Pick<RequestUser, 'id' | 'isAdmin'>;

export const orderNotFound = () => new AppError('E_NOT_FOUND', ORDER_ERROR_TEXT.orderNotFound);
export const noWorkroomAccess = () => new AppError('E_NOT_VISIBLE', ORDER_ERROR_TEXT.noWorkroomAccess);

/** The user's relation to the order, for the transition tables (a party wins over admin). */
export function relationOf(order: Pick<OrderRow, 'buyer_id' | 'pro_id'>, user: OrderUser): OrderMachineActor {
  if (order.buyer_id === user.id) return 'buyer';
  if (order.pro_id === user.id) return 'professional';
  if (user.isAdmin) return 'admin';
  return 'stranger';
}

export interface OrderAccess {
  order: OrderRow;
  actor: OrderMachineActor;
  /** The party's side, or null for an admin reading. */
  role: OrderRole | null;
}

/**
 * Loads an order for a user: 'Order not found' (404) when missing; 'You do not have access to
 * this workroom' (403) for anyone but the buyer, the professional and (reading) an admin
 * (decision 54). `lock` locks the order row for the caller's transaction.
 */
export async function loadOrderAccess(
  db: Executor,
  user: OrderUser,
  orderId: string,
  options: { lock?: boolean; partiesOnly?: boolean } = {},
): Promise<OrderAccess> {
  const order = await selectOrder(db, orderId, options.lock ?? false);
  if (!order) throw orderNotFound();
  const actor = relationOf(order, user);
  if (actor === 'stranger' || (options.partiesOnly && actor === 'admin')) throw noWorkroomAccess();
  const role = actor === 'buyer' || actor === 'professional' ? actor : null;
  return { order, actor, role };
}
