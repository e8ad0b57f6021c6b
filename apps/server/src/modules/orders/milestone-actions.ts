import { deliveryNoteLogText, milestoneLogText, ORDERS } from '@ibh/contract';
import type { Transaction } from 'kysely';
import type { DB } from '../../db/schema.ts';
import type { AppContext } from '../../platform/context.ts';
import { AppError } from '../../platform/errors.ts';
import { releaseMilestone } from './escrow.ts';
import { markFirstResponse } from './first-response.ts';
import { milestoneMachine, revisionsUsed } from './milestone.machine.ts';
import { type OrderMachineActor, orderMachine } from './order.machine.ts';
import type { OrderUser } from './order-access.ts';
import { startClock, stopClocks } from './order-clocks.ts';
import { recordOrderCompleted } from './order-completion.ts';
import { emitOrderEvent, logActivity, ORDER_EVENTS } from './order-log.ts';
import { actOnOrder } from './order-transaction.ts';
import {
  type MilestoneRow,
  type OrderRow,
  selectMilestones,
  updateMilestone,
  updateOrder,
} from './orders.repo.ts';

const milestoneNotFound = () => new AppError('E_NOT_FOUND');

/** The milestone of the locked order, with the others (locked too). */
async function lockMilestone(trx: Transaction<DB>, order: OrderRow, milestoneId: string) {
  const all = await selectMilestones(trx, order.id, true);
  const milestone = all.find((m) => m.id === milestoneId);
  if (!milestone) throw milestoneNotFound();
  return { all, milestone };
}

/** Milestones move only where the order table's `work` leads (not before start, nor in a dispute). */
function assertWorkState(order: OrderRow, actor: OrderMachineActor) {
  orderMachine.transition(order.status, 'work', actor);
}

/**
 * How a party's milestone action starts: the actor may take it, the order is where work happens,
 * and the milestone (locked with the others) can move by it. Gives the milestones and the new status.
 */
async function startMilestoneAction(
  trx: Transaction<DB>,
  order: OrderRow,
  actor: OrderMachineActor,
  milestoneId: string,
  action: Parameters<typeof milestoneMachine.authorize>[0],
) {
  milestoneMachine.authorize(action, actor);
  assertWorkState(order, actor);
  const { all, milestone } = await lockMilestone(trx, order, milestoneId);
  return { all, milestone, to: milestoneMachine.transition(milestone.status, action, actor) };
}

async function log(
  trx: Transaction<DB>,
  order: OrderRow,
  m: MilestoneRow,
  status: MilestoneRow['status'],
  actorId: string | null,
  at: Date,
) {
  await logActivity(trx, {
    orderId: order.id,
    actorId,
    kind: 'milestone',
    text: milestoneLogText(status, m.title),
    at,
  });
}

/**
 * Submit (open) or resubmit (revisions): starts the 72-hour auto-approval; the last one delivers.
 * The optional delivery note (at most ORDERS.deliveryNoteMax, checked by the contract) is stored on
 * the milestone (the latest submission's) and written to the activity log for the buyer.
 */
async function submitIn(
  trx: Transaction<DB>,
  order: OrderRow,
  actor: OrderMachineActor,
  actorId: string,
  milestoneId: string,
  action: 'submit' | 'resubmit',
  note: string | null | undefined,
  now: Date,
) {
  const { all, milestone, to } = await startMilestoneAction(trx, order, actor, milestoneId, action);
  const deliveryNote = note?.trim() ? note.trim() : null;
  await updateMilestone(
    trx,
    milestone.id,
    { status: to, submitted_at: now, delivery_note: deliveryNote },
    now,
  );
  milestone.status = to;
  await stopClocks(trx, order.id, { milestoneId: milestone.id });
  await startClock(trx, {
    orderId: order.id,
    kind: 'auto_approve',
    milestoneId: milestone.id,
    dueAt: new Date(now.getTime() + ORDERS.autoApproveAfter),
    now,
  });
  await log(trx, order, milestone, to, actorId, now);
  if (deliveryNote) {
    await logActivity(trx, {
      orderId: order.id,
      actorId,
      kind: 'milestone',
      text: deliveryNoteLogText(milestone.title, deliveryNote),
      at: now,
    });
  }
  await markFirstResponse(trx, order, now);
  await emitOrderEvent(trx, ORDER_EVENTS.milestoneSubmitted, { orderId: order.id, milestoneId, actorId });
  const allIn = all.every((m) => m.status === 'submitted' || m.status === 'approved');
  if (allIn && orderMachine.can(order.status, 'deliver', actor)) {
    const status = orderMachine.transition(order.status, 'deliver', actor);
    const first = order.first_delivered_at ? {} : { first_delivered_at: now };
    await updateOrder(trx, order.id, { status, delivered_at: now, ...first }, now);
    order.status = status;
    await logActivity(trx, { orderId: order.id, actorId, kind: 'order', text: 'Order delivered', at: now });
    await emitOrderEvent(trx, ORDER_EVENTS.delivered, { orderId: order.id, actorId });
  }
}

/**
 * Approve (the buyer, or the system when the 72 hours pass): releases the milestone's amount
 * through the ledger exactly once (the order row is locked, the milestone must still be
 * submitted, and the ledger key 'release:{milestoneId}' is unique); the last one completes.
 */
export async function approveIn(
  trx: Transaction<DB>,
  order: OrderRow,
  actor: OrderMachineActor,
  actorId: string | null,
  milestoneId: string,
  now: Date,
) {
  const { all, milestone, to } = await startMilestoneAction(trx, order, actor, milestoneId, 'approve');
  await updateMilestone(trx, milestone.id, { status: to, approved_at: now }, now);
  milestone.status = to;
  await stopClocks(trx, order.id, { milestoneId: milestone.id });
  await releaseMilestone(trx, order, milestone, now);
  await log(trx, order, milestone, to, actorId, now);
  await emitOrderEvent(trx, ORDER_EVENTS.milestoneApproved, { orderId: order.id, milestoneId, actorId });
  if (all.every((m) => m.status === 'approved')) {
    if (orderMachine.can(order.status, 'deliver', 'system')) {
      order.status = orderMachine.transition(order.status, 'deliver', 'system');
    }
    const status = orderMachine.transition(order.status, 'complete', actor);
    await updateOrder(
      trx,
      order.id,
      {
        status,
        completed_at: now,
        ...(order.delivered_at ? {} : { delivered_at: now }),
        ...(order.first_delivered_at ? {} : { first_delivered_at: now }),
      },
      now,
    );
    order.status = status;
    await recordOrderCompleted(trx, order, actorId, { kind: 'order', text: 'Order completed' }, now);
  }
}

/**
 * Request a revision with notes: at most the package's revisions per order (stored with the order
 * at checkout, ORDERS.maxRevisions at most), else E_REVISIONS_USED_UP; reopens a delivered order.
 */
async function requestRevisionIn(
  trx: Transaction<DB>,
  order: OrderRow,
  actor: OrderMachineActor,
  actorId: string,
  milestoneId: string,
  notes: string,
  now: Date,
) {
  const { all, milestone, to } = await startMilestoneAction(
    trx,
    order,
    actor,
    milestoneId,
    'request_revision',
  );
  if (revisionsUsed(all) >= order.revisions_included) throw new AppError('E_REVISIONS_USED_UP');
  await updateMilestone(
    trx,
    milestone.id,
    { status: to, revision_notes: notes, revision_count: milestone.revision_count + 1 },
    now,
  );
  await stopClocks(trx, order.id, { milestoneId: milestone.id });
  await log(trx, order, milestone, to, actorId, now);
  await emitOrderEvent(trx, ORDER_EVENTS.revisionRequested, { orderId: order.id, milestoneId, actorId });
  if (orderMachine.can(order.status, 'reopen_delivery', actor)) {
    const status = orderMachine.transition(order.status, 'reopen_delivery', actor);
    await updateOrder(trx, order.id, { status }, now);
    order.status = status;
    await logActivity(trx, {
      orderId: order.id,
      actorId,
      kind: 'order',
      text: 'Order back in progress',
      at: now,
    });
  }
}

export function submitMilestone(
  ctx: AppContext,
  user: OrderUser,
  orderId: string,
  milestoneId: string,
  action: 'submit' | 'resubmit',
  note: string | null | undefined,
) {
  return actOnOrder(ctx, user, orderId, (trx, { order, actor }, now) =>
    submitIn(trx, order, actor, user.id, milestoneId, action, note, now),
  );
}

export function approveMilestone(ctx: AppContext, user: OrderUser, orderId: string, milestoneId: string) {
  return actOnOrder(ctx, user, orderId, (trx, { order, actor }, now) =>
    approveIn(trx, order, actor, user.id, milestoneId, now),
  );
}

export function requestRevision(
  ctx: AppContext,
  user: OrderUser,
  orderId: string,
  milestoneId: string,
  notes: string,
) {
  return actOnOrder(ctx, user, orderId, (trx, { order, actor }, now) =>
    requestRevisionIn(trx, order, actor, user.id, milestoneId, notes, now),
  );
}

/**
 * The Approve action of validation_order_delivered: the buyer approves every submitted milestone
 * (which completes the order when none is left). Nothing submitted: E_INVALID_STATE.
 */
export function approveDelivery(ctx: AppContext, user: OrderUser, orderId: string) {
  return actOnOrder(ctx, user, orderId, async (trx, { order, actor }, now) => {
    milestoneMachine.authorize('approve', actor);
    const submitted = (await selectMilestones(trx, order.id, true)).filter((m) =>
      milestoneMachine.can(m.status, 'approve', actor),
    );
    if (submitted.length === 0) throw new AppError('E_INVALID_STATE');
    for (const milestone of submitted) await approveIn(trx, order, actor, user.id, milestone.id, now);
  });
}
