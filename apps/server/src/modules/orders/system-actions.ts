import { formatMoney, ORDERS } from '@ibh/contract';
import type { Transaction } from 'kysely';
import type { DB } from '../../db/schema.ts';
import type { AppContext } from '../../platform/context.ts';
import { scheduleJob } from '../../platform/jobs/job.ts';
import { holdPayment } from './escrow.ts';
import { milestoneMachine } from './milestone.machine.ts';
import { approveIn } from './milestone-actions.ts';
import { orderMachine } from './order.machine.ts';
import { cancelIn } from './order-actions.ts';
import { claimClock, markFired, startClock, stopClocks } from './order-clocks.ts';
import { ORDER_REFUND_JOB } from './order-jobs.defs.ts';
import { emitOrderEvent, logActivity, ORDER_EVENTS, publishOrderChanged } from './order-log.ts';
import { type OrderRow, selectOrder, updateOrder } from './orders.repo.ts';

/** The server's own change of an order (webhook, clock), the order row locked, pushed on commit. */
async function asSystem(
  ctx: AppContext,
  orderId: string,
  change: (trx: Transaction<DB>, order: OrderRow, now: Date) => Promise<void>,
): Promise<void> {
  await ctx.db.transaction().execute(async (trx) => {
    const order = await selectOrder(trx, orderId, true);
    if (!order) return;
    await change(trx, order, ctx.clock.now());
    const after = await selectOrder(trx, orderId);
    if (after) await publishOrderChanged(ctx, trx, after);
  });
  await ctx.mail.deliverQueued().catch(() => 0);
}

export interface CheckoutCompleted {
  orderId: string;
  sessionId: string;
  paymentIntentId: string | null;
  amountCents: number;
  providerEventId: string;
}

/**
 * payment.checkout_completed (a verified webhook, stored once by the payments adapter): pending ->
 * paid_escrow, the payment held in the ledger, the unpaid-expiry clock stopped and the 24-hour
 * first-response clock started; the 'order confirmed' email and validation_order_placed follow from
 * order_paid. Handled again (at-least-once), it finds the order paid and does nothing. A payment
 * for an order that is no longer pending, or of another amount, is refunded in full.
 */
export async function handleCheckoutCompleted(ctx: AppContext, event: CheckoutCompleted): Promise<void> {
  await asSystem(ctx, event.orderId, async (trx, order, now) => {
    // The same payment handled again (at-least-once delivery): nothing to do.
    if (order.paid_at !== null && order.checkout_session_id === event.sessionId) return;
    const payable =
      event.amountCents === order.price_cents && orderMachine.can(order.status, 'pay', 'system');
    if (!payable) {
      if (!event.paymentIntentId) return;
      await scheduleJob(
        trx,
        ORDER_REFUND_JOB,
        { orderId: order.id, paymentIntentId: event.paymentIntentId, amountCents: event.amountCents },
        { idempotencyKey: `orders.refund:${event.paymentIntentId}` },
      );
      await logActivity(trx, {
        orderId: order.id,
        actorId: null,
        kind: 'payment',
        text: 'A second payment arrived and is being refunded',
        at: now,
      });
      return;
    }
    const status = orderMachine.transition(order.status, 'pay', 'system');
    await updateOrder(
      trx,
      order.id,
      { status, paid_at: now, escrow_pi_id: event.paymentIntentId, checkout_session_id: event.sessionId },
      now,
    );
    order.status = status;
    await holdPayment(trx, order, now);
    await stopClocks(trx, order.id, { kind: 'payment_expiry' });
    await startClock(trx, {
      orderId: order.id,
      kind: 'first_response',
      dueAt: new Date(now.getTime() + ORDERS.firstResponseReminder),
      now,
    });
    await logActivity(trx, {
      orderId: order.id,
      actorId: null,
      kind: 'payment',
      text: `Payment received: ${formatMoney(order.price_cents)} held in escrow`,
      at: now,
    });
    await emitOrderEvent(trx, ORDER_EVENTS.paid, { orderId: order.id });
  });
}

export interface CheckoutExpired {
  orderId: string;
  sessionId: string;
  providerEventId: string;
}

/** The activity entry of an order whose checkout ended unpaid. */
export const CHECKOUT_EXPIRED_TEXT = 'Order cancelled: the checkout ended without payment';

/**
 * payment.checkout_expired (a verified webhook: Stripe's `checkout.session.expired`, or the
 * sandbox's Cancel, decision 81): the order's checkout ended unpaid, so the pending order takes
 * the table's `expire` transition (pending -> cancelled, by the system), gives its coupon use back
 * and stops its clocks (cancelIn). Only the order's current session counts: an older session of the
 * order, an order already paid or cancelled, or the same event handled again, changes nothing.
 */
export async function handleCheckoutExpired(ctx: AppContext, event: CheckoutExpired): Promise<void> {
  await asSystem(ctx, event.orderId, async (trx, order, now) => {
    if (order.checkout_session_id !== event.sessionId) return;
    if (!orderMachine.can(order.status, 'expire', 'system')) return;
    await cancelIn(trx, order, 'system', 'expire', null, now, CHECKOUT_EXPIRED_TEXT);
  });
}

/** Runs a clock's job: acts only if the clock still runs (a second run finds it fired). */
async function fireClock(
  ctx: AppContext,
  clockId: string,
  act: (trx: Transaction<DB>, order: OrderRow, milestoneId: string | null, now: Date) => Promise<void>,
): Promise<void> {
  const clock = await ctx.db
    .selectFrom('order_clocks')
    .select('order_id')
    .where('id', '=', clockId)
    .executeTakeFirst();
  if (!clock) return;
  await asSystem(ctx, clock.order_id, async (trx, order, now) => {
    const running = await claimClock(trx, clockId);
    if (!running) return;
    await markFired(trx, clockId);
    await act(trx, order, running.milestone_id, now);
  });
}

/** 72 hours after submission without an answer the milestone approves itself (and releases). */
export function fireAutoApprove(ctx: AppContext, clockId: string) {
  return fireClock(ctx, clockId, async (trx, order, milestoneId, now) => {
    if (!milestoneId) return;
    const milestone = await trx
      .selectFrom('order_milestones')
      .select(['status', 'title'])
      .where('id', '=', milestoneId)
      .executeTakeFirst();
    if (!milestone || !milestoneMachine.can(milestone.status, 'approve', 'system')) return;
    if (!orderMachine.can(order.status, 'work', 'system')) return;
    await logActivity(trx, {
      orderId: order.id,
      actorId: null,
      kind: 'clock',
      text: `Auto-approved after 72 hours without a response: ${milestone.title}`,
      at: now,
    });
    await approveIn(trx, order, 'system', null, milestoneId, now);
  });
}

/** 24 hours after payment without a response from the professional: the 'first response due' email. */
export function fireFirstResponse(ctx: AppContext, clockId: string) {
  return fireClock(ctx, clockId, async (trx, order, _milestoneId, now) => {
    if (order.first_response_at !== null || order.status === 'cancelled' || order.status === 'completed')
      return;
    await logActivity(trx, {
      orderId: order.id,
      actorId: null,
      kind: 'clock',
      text: 'First response reminder sent to the professional',
      at: now,
    });
    await emitOrderEvent(trx, ORDER_EVENTS.firstResponseDue, { orderId: order.id });
  });
}

/** An order still unpaid ORDERS.unpaidExpiry after it was placed is cancelled (coupon use returned). */
export function firePaymentExpiry(ctx: AppContext, clockId: string) {
  return fireClock(ctx, clockId, async (trx, order, _milestoneId, now) => {
    if (!orderMachine.can(order.status, 'expire', 'system')) return;
    await cancelIn(
      trx,
      order,
      'system',
      'expire',
      null,
      now,
      'Order expired: payment was not received within 24 hours',
    );
  });
}
