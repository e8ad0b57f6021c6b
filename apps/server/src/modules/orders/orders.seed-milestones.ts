import { milestoneLogText, ORDERS } from '@ibh/contract';
import type { Transaction } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { startClock } from './order-clocks.ts';
import { DAY, HOUR, type Plan } from './orders.seed-plans.ts';
import { splitMilestones } from './place-order.ts';

export type SeedLog = (
  text: string,
  hours: number,
  kind?: 'order' | 'milestone' | 'payment' | 'dispute' | 'file',
  actor?: string | null,
) => Promise<unknown>;

/**
 * A demo order's three milestones in the plan's statuses, with their activity lines, the ledger's
 * release for each approved one and the auto-approve clock of a submitted one (running on the
 * in-progress order, paused on the disputed one).
 */
export async function seedMilestones(
  trx: Transaction<DB>,
  o: {
    orderId: string;
    plan: Plan;
    pkg: { price_cents: number; days: number };
    proId: string;
    buyerId: string;
    now: number;
    placed: Date;
    log: SeedLog;
  },
): Promise<void> {
  const { plan, proId, buyerId, now, placed, log } = o;
  const at = (hours: number) => new Date(placed.getTime() + hours * HOUR);
  const parts = splitMilestones(o.pkg.price_cents, o.pkg.days, placed);
  for (const [i, part] of parts.entries()) {
    const status = plan.milestones[i] ?? 'open';
    const submittedAt =
      status === 'open'
        ? null
        : plan.status === 'in_progress' && status === 'submitted'
          ? new Date(now - 20 * HOUR)
          : at(24 + i * 8);
    const milestone = await trx
      .insertInto('order_milestones')
      .values({
        order_id: o.orderId,
        position: part.position,
        title: part.title,
        due_date: part.dueDate,
        amount_cents: part.amountCents,
        status,
        revision_count: plan.revision && i === 0 ? 1 : 0,
        revision_notes:
          plan.revision && i === 0 ? 'Please add two more interview questions on pricing.' : null,
        submitted_at: submittedAt,
        approved_at: status === 'approved' ? at(30 + i * 8) : null,
        created_at: placed,
        updated_at: placed,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    if (status !== 'open')
      await log(milestoneLogText('submitted', part.title), 24 + i * 8, 'milestone', proId);
    if (plan.revision && i === 0) {
      await log(milestoneLogText('revisions', part.title), 26, 'milestone', buyerId);
      await log(milestoneLogText('submitted', part.title), 28, 'milestone', proId);
    }
    if (status === 'approved') {
      const approvedAt = at(30 + i * 8);
      await trx
        .insertInto('escrow_ledger')
        .values({
          order_id: o.orderId,
          pro_id: proId,
          kind: 'release',
          amount_cents: part.amountCents,
          milestone_id: milestone.id,
          entry_key: `release:${milestone.id}`,
          available_at: new Date(
            approvedAt.getTime() + 2 * DAY + (approvedAt.getUTCDay() >= 4 ? 2 * DAY : 0),
          ),
          created_at: approvedAt,
        })
        .execute();
      await log(milestoneLogText('approved', part.title), 30 + i * 8, 'milestone', buyerId);
    }
    // The in-progress order's submitted milestone auto-approves 72 hours after submission.
    if (status === 'submitted' && plan.status === 'in_progress' && submittedAt) {
      await startClock(trx, {
        orderId: o.orderId,
        kind: 'auto_approve',
        milestoneId: milestone.id,
        dueAt: new Date(submittedAt.getTime() + ORDERS.autoApproveAfter),
        now: new Date(now),
      });
    }
    if (status === 'submitted' && plan.status === 'disputed' && submittedAt) {
      await trx
        .insertInto('order_clocks')
        .values({
          order_id: o.orderId,
          kind: 'auto_approve',
          milestone_id: milestone.id,
          job_key: `order-clock:auto_approve:${crypto.randomUUID()}`,
          due_at: new Date(submittedAt.getTime() + ORDERS.autoApproveAfter),
          status: 'paused',
          remaining_ms: 30 * HOUR,
        })
        .execute();
    }
  }
}
