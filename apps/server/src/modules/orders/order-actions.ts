import { formatMoney, ORDER_STATUS_META, type OrderRole } from '@ibh/contract';
import type { Transaction } from 'kysely';
import type { DB } from '../../db/schema.ts';
import type { AppContext } from '../../platform/context.ts';
import { AppError } from '../../platform/errors.ts';
import { scheduleJob } from '../../platform/jobs/job.ts';
import { returnCouponUse } from './coupon-pricing.ts';
import { refundHeld } from './escrow.ts';
import { markFirstResponse } from './first-response.ts';
import { mayAnswer, type OrderMachineActor, orderMachine } from './order.machine.ts';
import type { OrderUser } from './order-access.ts';
import { pauseClocks, stopClocks } from './order-clocks.ts';
import { ORDER_REFUND_JOB } from './order-jobs.defs.ts';
import { emitOrderEvent, logActivity, ORDER_EVENTS } from './order-log.ts';
import { actOnOrder } from './order-transaction.ts';
import { type OrderRow, recordAnalytics, updateOrder } from './orders.repo.ts';

/** paid_escrow -> in_progress by the professional (also the Start Work action of validation_order_placed). */
export async function startIn(
  trx: Transaction<DB>,
  order: OrderRow,
  actor: OrderMachineActor,
  actorId: string,
  now: Date,
) {
  const status = orderMachine.transition(order.status, 'start', actor);
  await updateOrder(trx, order.id, { status, started_at: now }, now);
  order.status = status;
  await markFirstResponse(trx, order, now);
  await logActivity(trx, { orderId: order.id, actorId, kind: 'order', text: 'Work started', at: now });
  await emitOrderEvent(trx, ORDER_EVENTS.started, { orderId: order.id, actorId });
}

export function startWork(ctx: AppContext, user: OrderUser, orderId: string) {
  return actOnOrder(ctx, user, orderId, (trx, { order, actor }, now) =>
    startIn(trx, order, actor, user.id, now),
  );
}

/**
 * Cancels an order: the buyer before work starts, or the system when payment never came. A paid
 * order's held money is refunded in full: the ledger records it now and a durable job asks the
 * provider (idempotent key 'refund:{orderId}'), retrying until it succeeds. An unpaid order gives
 * its coupon use back. Every clock stops.
 */
export async function cancelIn(
  trx: Transaction<DB>,
  order: OrderRow,
  actor: OrderMachineActor,
  action: 'cancel' | 'expire' | 'resolve_refund',
  actorId: string | null,
  now: Date,
  text: string,
  /** The dispute whose ruling (Refund) cancels the order: its ledger row names it. */
  disputeId: string | null = null,
) {
  const status = orderMachine.transition(order.status, action, actor);
  const refunded = await refundHeld(trx, order.id, order.pro_id, now, disputeId);
  if (refunded > 0 && order.escrow_pi_id) {
    await scheduleJob(
      trx,
      ORDER_REFUND_JOB,
      { orderId: order.id, paymentIntentId: order.escrow_pi_id, amountCents: refunded },
      { idempotencyKey: `orders.refund:${order.id}` },
    );
  }
  const couponCode = order.paid_at === null ? await returnCouponUse(trx, order.id, now) : null;
  await updateOrder(trx, order.id, { status, cancelled_at: now }, now);
  order.status = status;
  await stopClocks(trx, order.id);
  await logActivity(trx, { orderId: order.id, actorId, kind: 'order', text, at: now });
  if (couponCode) {
    await logActivity(trx, {
      orderId: order.id,
      actorId: null,
      kind: 'order',
      text: `Coupon ${couponCode} given back: it can be used again`,
      at: now,
    });
  }
  if (refunded > 0) {
    await logActivity(trx, {
      orderId: order.id,
      actorId: null,
      kind: 'payment',
      text: `Refund of ${formatMoney(refunded)} to the buyer`,
      at: now,
    });
  }
  await emitOrderEvent(trx, ORDER_EVENTS.cancelled, { orderId: order.id, actorId });
}

/**
 * The buyer (or an admin) cancels through the table's `cancel` row. `unpaidOnly` (the pending
 * page's and the orders list's 'Cancel order' of an abandoned checkout): when the payment landed
 * meanwhile the answer is E_ORDER_PAID, never a cancellation with a refund the buyer did not ask for.
 */
export function cancelOrder(
  ctx: AppContext,
  user: OrderUser,
  orderId: string,
  input: { reason?: string | null; unpaidOnly?: boolean },
) {
  const { reason, unpaidOnly } = input;
  return actOnOrder(ctx, user, orderId, (trx, { order, actor }, now) => {
    orderMachine.authorize('cancel', actor);
    if (unpaidOnly && order.paid_at !== null && order.status !== 'cancelled')
      throw new AppError('E_ORDER_PAID');
    return cancelIn(
      trx,
      order,
      actor,
      'cancel',
      user.id,
      now,
      reason ? `Order cancelled: ${reason}` : 'Order cancelled',
    );
  });
}

/**
 * A party opens a dispute from in_progress or delivered: the remaining money is frozen (the order
 * is disputed: no milestone moves, nothing is released), every clock pauses, dispute_opened is
 * recorded and both parties get the 'dispute opened' email.
 */
export function openDispute(ctx: AppContext, user: OrderUser, orderId: string, reason: string) {
  return actOnOrder(ctx, user, orderId, async (trx, { order, actor, role }, now) => {
    const status = orderMachine.transition(order.status, 'dispute', actor);
    // The table lets only a party dispute, and only from in_progress or delivered.
    const from = order.status as 'in_progress' | 'delivered';
    const openedBy = role as OrderRole;
    await trx
      .insertInto('order_disputes')
      .values({
        order_id: order.id,
        opened_by: user.id,
        opened_by_role: openedBy,
        from_status: from,
        reason,
        created_at: now,
      })
      .execute();
    await updateOrder(trx, order.id, { status }, now);
    await pauseClocks(trx, order.id, now);
    await logActivity(trx, {
      orderId: order.id,
      actorId: user.id,
      kind: 'dispute',
      text: `Dispute opened by the ${openedBy}: ${reason}`,
      at: now,
    });
    await recordAnalytics(
      trx,
      'dispute_opened',
      user.id,
      { order_id: order.id, opened_by: openedBy, from_status: ORDER_STATUS_META[from].label },
      now,
    );
    await emitOrderEvent(trx, ORDER_EVENTS.disputeOpened, { orderId: order.id, actorId: user.id });
  });
}

/** The other side answers the open dispute once, with text and files of the order. */
export function answerDispute(
  ctx: AppContext,
  user: OrderUser,
  orderId: string,
  input: { text: string; fileIds?: string[] },
) {
  return actOnOrder(ctx, user, orderId, async (trx, { order, actor, role }, now) => {
    orderMachine.transition(order.status, 'answer_dispute', actor);
    const dispute = await trx
      .selectFrom('order_disputes')
      .selectAll()
      .where('order_id', '=', order.id)
      .where('resolved_at', 'is', null)
      .forUpdate()
      .executeTakeFirst();
    if (!dispute) throw new AppError('E_INVALID_STATE');
    if (dispute.opened_by_role === actor) throw new AppError('E_NOT_AUTHORIZED');
    if (!mayAnswer(dispute, actor)) throw new AppError('E_CONFLICT');
    const fileIds = [...new Set(input.fileIds ?? [])];
    if (fileIds.length > 0) {
      const found = await trx
        .selectFrom('order_files')
        .select('id')
        .where('order_id', '=', order.id)
        .where('id', 'in', fileIds)
        .execute();
      if (found.length !== fileIds.length) {
        throw new AppError('E_INVALID_INPUT', undefined, { fields: { fileIds: ['Unknown file'] } });
      }
    }
    await trx
      .updateTable('order_disputes')
      .set({ answer: input.text, answer_file_ids: fileIds, answered_by: user.id, answered_at: now })
      .where('id', '=', dispute.id)
      .execute();
    await logActivity(trx, {
      orderId: order.id,
      actorId: user.id,
      kind: 'dispute',
      text: `Dispute answered by the ${role as OrderRole}`,
      at: now,
    });
  });
}
