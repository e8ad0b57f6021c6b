import { DISPUTE_RESOLUTIONS, formatMoney, ORDERS, type OrderStatus } from '@ibh/contract';
import type { Transaction } from 'kysely';
import type { DB } from '../../db/schema.ts';
import type { AppContext } from '../../platform/context.ts';
import { AppError } from '../../platform/errors.ts';
import { scheduleJob } from '../../platform/jobs/job.ts';
import { addBusinessDays, refundHeld, releaseMilestone, releaseSplit } from './escrow.ts';
import { milestoneMachine } from './milestone.machine.ts';
import { orderMachine } from './order.machine.ts';
import { cancelIn } from './order-actions.ts';
import { resumeClocks } from './order-clocks.ts';
import { recordOrderCompleted } from './order-completion.ts';
import { ORDER_REFUND_JOB } from './order-jobs.defs.ts';
import { logActivity, publishOrderChanged } from './order-log.ts';
import { selectMilestones, selectOrder, updateMilestone, updateOrder } from './orders.repo.ts';

export type DisputeResolution = (typeof DISPUTE_RESOLUTIONS)[number];

/** Each resolution is a row of the order table. */
const RESOLUTION_ACTION = {
  complete: 'resolve_complete',
  refund: 'resolve_refund',
  reopen: 'resolve_reopen',
  split: 'resolve_split',
} as const;

/** The resolutions the order table lets an admin take from `status` (the disputes tab's choices). */
export const resolutionsFor = (status: OrderStatus): DisputeResolution[] =>
  DISPUTE_RESOLUTIONS.filter((r) => orderMachine.can(status, RESOLUTION_ACTION[r], 'admin'));

export interface DisputeOutcome {
  orderId: string;
  status: string;
  buyerId: string | null;
  proId: string | null;
  serviceTitle: string;
  /** What this resolution moved, in cents. */
  releasedCents: number;
  refundedCents: number;
}

const RESOLUTION_WORD = {
  complete: 'completed',
  refund: 'refunded',
  reopen: 'reopened',
  split: 'split',
} as const;

/**
 * An admin resolves an open dispute (001 section 4.1; the admin console wraps this in its audited
 * transaction: pass its `trx`). The order row is locked first, so of two concurrent resolutions
 * the second finds the order no longer disputed and is refused by the transition table.
 * - Complete: every milestone not yet approved is approved and its amount released; completed.
 * - Refund: whatever is still held goes back to the buyer (released milestones stay released),
 *   through the ledger now and the payments adapter by the durable refund job; cancelled.
 * - Reopen: back to in_progress with the paused clocks restarted for the time they had left.
 * - Split (decision 66): `releaseCents` of what is still held goes to the professional, the rest
 *   is refunded to the buyer; completed. It must leave at least one cent on each side.
 * Every milestone not yet approved follows the ruling through the milestone table (issue 26):
 * approved (Complete), refunded (Refund) or settled (Split). An admin who is the order's buyer or
 * professional may not resolve it (E_OWN_DISPUTE): another admin has to.
 */
export async function resolveDisputeIn(
  ctx: Pick<AppContext, 'realtime' | 'clock'>,
  trx: Transaction<DB>,
  adminId: string,
  orderId: string,
  resolution: DisputeResolution,
  options: { releaseCents?: number; note?: string | null } = {},
): Promise<DisputeOutcome> {
  const order = await selectOrder(trx, orderId, true);
  if (!order) throw new AppError('E_NOT_FOUND');
  if (adminId === order.buyer_id || adminId === order.pro_id) throw new AppError('E_OWN_DISPUTE');
  const now = ctx.clock.now();
  const to = orderMachine.transition(order.status, RESOLUTION_ACTION[resolution], 'admin');
  const heldBefore = order.escrow_still_held_cents;
  const releasedBefore = order.escrow_released_cents;
  const refundedBefore = order.escrow_refunded_cents;
  if (resolution === 'split') {
    const release = options.releaseCents ?? 0;
    if (!Number.isInteger(release) || release < 1 || release >= heldBefore) {
      throw new AppError('E_INVALID_INPUT', undefined, {
        fields: {
          releaseCents: [`Between ${formatMoney(1)} and ${formatMoney(Math.max(0, heldBefore - 1))}`],
        },
      });
    }
  }
  const dispute = await trx
    .selectFrom('order_disputes')
    .select('id')
    .where('order_id', '=', orderId)
    .where('resolved_at', 'is', null)
    .forUpdate()
    .executeTakeFirst();
  if (dispute) {
    await trx
      .updateTable('order_disputes')
      .set({
        resolution: RESOLUTION_WORD[resolution],
        resolved_at: now,
        resolved_by: adminId,
        resolution_note: options.note ?? null,
      })
      .where('id', '=', dispute.id)
      .execute();
  }
  const noteText = options.note ? ` (${options.note})` : '';
  if (resolution === 'refund') {
    await settleMilestones(trx, orderId, 'ruling_refund', now);
    await cancelIn(
      trx,
      order,
      'admin',
      'resolve_refund',
      adminId,
      now,
      `Dispute resolved: refunded to the buyer${noteText}`,
      dispute?.id ?? null,
    );
  } else if (resolution === 'complete') {
    for (const milestone of await selectMilestones(trx, orderId, true)) {
      // Approved milestones stay approved: the table has no ruling row from there.
      if (!milestoneMachine.can(milestone.status, 'ruling_approve', 'admin')) continue;
      const status = milestoneMachine.transition(milestone.status, 'ruling_approve', 'admin');
      await updateMilestone(trx, milestone.id, { status, approved_at: now }, now);
      await releaseMilestone(trx, order, milestone, now, dispute?.id ?? null);
    }
    await finish(trx, order, to, adminId, now, `Dispute resolved: order completed${noteText}`);
  } else if (resolution === 'split') {
    const release = options.releaseCents as number;
    await settleMilestones(trx, orderId, 'ruling_settle', now);
    const disputeId = dispute?.id ?? null;
    const clears = addBusinessDays(now, ORDERS.clearanceBusinessDays);
    await releaseSplit(trx, order, release, clears, now, disputeId);
    const refunded = await refundHeld(trx, orderId, order.pro_id, now, disputeId);
    if (refunded > 0 && order.escrow_pi_id) {
      await scheduleJob(
        trx,
        ORDER_REFUND_JOB,
        { orderId, paymentIntentId: order.escrow_pi_id, amountCents: refunded },
        { idempotencyKey: `orders.refund:${orderId}` },
      );
    }
    await finish(
      trx,
      order,
      to,
      adminId,
      now,
      `Dispute resolved: ${formatMoney(release)} to the professional, ${formatMoney(refunded)} refunded to the buyer${noteText}`,
    );
  } else {
    await updateOrder(trx, orderId, { status: to }, now);
    await resumeClocks(trx, orderId, now);
    await logActivity(trx, {
      orderId,
      actorId: adminId,
      kind: 'dispute',
      text: `Dispute resolved: work continues${noteText}`,
      at: now,
    });
  }
  const after = await selectOrder(trx, orderId);
  if (!after) throw new AppError('E_NOT_FOUND');
  await publishOrderChanged(ctx, trx, after);
  return {
    orderId,
    status: after.status,
    buyerId: after.buyer_id,
    proId: after.pro_id,
    serviceTitle: after.service_title,
    releasedCents: after.escrow_released_cents - releasedBefore,
    refundedCents: after.escrow_refunded_cents - refundedBefore,
  };
}

/** Every milestone not yet approved goes where a Refund or Split ruling leaves it. */
async function settleMilestones(
  trx: Transaction<DB>,
  orderId: string,
  action: 'ruling_refund' | 'ruling_settle',
  now: Date,
) {
  for (const milestone of await selectMilestones(trx, orderId, true)) {
    if (!milestoneMachine.can(milestone.status, action, 'admin')) continue;
    const status = milestoneMachine.transition(milestone.status, action, 'admin');
    await updateMilestone(trx, milestone.id, { status }, now);
  }
}

/** Completes a resolved order: status, clocks stopped, log line, analytics and the event. */
async function finish(
  trx: Transaction<DB>,
  order: NonNullable<Awaited<ReturnType<typeof selectOrder>>>,
  to: ReturnType<typeof orderMachine.transition>,
  adminId: string,
  now: Date,
  text: string,
) {
  await updateOrder(trx, order.id, { status: to, completed_at: now }, now);
  await recordOrderCompleted(trx, order, adminId, { kind: 'dispute', text }, now);
}
