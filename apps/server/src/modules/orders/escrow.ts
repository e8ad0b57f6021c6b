import { ORDERS } from '@ibh/contract';
import { sql } from 'kysely';
import type { Executor } from '../../db/executor.ts';
import type { MilestoneRow, OrderRow } from './orders.repo.ts';

/**
 * The escrow ledger (migration 0014): every movement of money is one append-only row in integer
 * cents, and each has a key that makes it happen once ('hold:{orderId}', 'release:{milestoneId}',
 * 'refund:{orderId}', 'payout:{payoutId}'). The database keeps each order's balances from the rows
 * and refuses, by check constraints, any movement that would make held differ from released +
 * refunded + still held or leave a balance negative. Callers lock the order row first.
 */

/** `date` plus n business days (Saturdays and Sundays skipped, UTC), same time of day. */
export function addBusinessDays(date: Date, days: number): Date {
  const result = new Date(date.getTime());
  let left = days;
  while (left > 0) {
    result.setUTCDate(result.getUTCDate() + 1);
    const day = result.getUTCDay();
    if (day !== 0 && day !== 6) left -= 1;
  }
  return result;
}

/** Inserts one ledger row unless its key exists; returns whether it was written. */
async function append(
  db: Executor,
  row: {
    orderId: string | null;
    proId: string | null;
    kind: 'hold' | 'release' | 'refund' | 'payout';
    amountCents: number;
    key: string;
    at: Date;
    milestoneId?: string | null;
    payoutId?: string | null;
    availableAt?: Date | null;
    disputeId?: string | null;
  },
): Promise<boolean> {
  if (row.amountCents <= 0) return false;
  const inserted = await db
    .insertInto('escrow_ledger')
    .values({
      order_id: row.orderId,
      pro_id: row.proId,
      kind: row.kind,
      amount_cents: row.amountCents,
      milestone_id: row.milestoneId ?? null,
      payout_id: row.payoutId ?? null,
      dispute_id: row.disputeId ?? null,
      entry_key: row.key,
      available_at: row.availableAt ?? null,
      created_at: row.at,
    })
    .onConflict((oc) => oc.column('entry_key').doNothing())
    .returning('id')
    .execute();
  return inserted.length > 0;
}

/** Part of what an order holds goes to its professional, clearing at `part.availableAt`. */
function release(
  db: Executor,
  order: OrderRow,
  at: Date,
  disputeId: string | null,
  part: { amountCents: number; key: string; availableAt: Date; milestoneId?: string },
) {
  return append(db, { ...part, disputeId, orderId: order.id, proId: order.pro_id, kind: 'release', at });
}

/** The buyer's payment is held (a verified checkout completed). */
export function holdPayment(db: Executor, order: OrderRow, at: Date): Promise<boolean> {
  return append(db, {
    orderId: order.id,
    proId: order.pro_id,
    kind: 'hold',
    amountCents: order.price_cents,
    key: `hold:${order.id}`,
    at,
  });
}

/**
 * An approved milestone's amount goes to the professional, clearing after 2 business days.
 * `disputeId`: the dispute whose ruling (Complete) released it.
 */
export function releaseMilestone(
  db: Executor,
  order: OrderRow,
  milestone: MilestoneRow,
  at: Date,
  disputeId: string | null = null,
) {
  const availableAt = addBusinessDays(at, ORDERS.clearanceBusinessDays);
  return release(db, order, at, disputeId, {
    amountCents: milestone.amount_cents,
    key: `release:${milestone.id}`,
    milestoneId: milestone.id,
    availableAt,
  });
}

/**
 * A dispute split (decision 66): part of what is held goes to the professional (no milestone),
 * clearing like a milestone release. Once per order ('release:split:{orderId}').
 */
export function releaseSplit(
  db: Executor,
  order: OrderRow,
  amountCents: number,
  availableAt: Date,
  at: Date,
  disputeId: string | null = null,
) {
  return release(db, order, at, disputeId, { amountCents, key: `release:split:${order.id}`, availableAt });
}

/**
 * Whatever the order still holds goes back to the buyer. Returns the amount refunded.
 * `disputeId`: the dispute whose ruling (Refund, Split) refunded it.
 */
export async function refundHeld(
  db: Executor,
  orderId: string,
  proId: string | null,
  at: Date,
  disputeId: string | null = null,
) {
  const row = await db
    .selectFrom('service_orders')
    .select('escrow_still_held_cents')
    .where('id', '=', orderId)
    .executeTakeFirstOrThrow();
  const amount = row.escrow_still_held_cents;
  const done = await append(db, {
    orderId,
    proId,
    kind: 'refund',
    amountCents: amount,
    key: `refund:${orderId}`,
    disputeId,
    at,
  });
  return done ? amount : 0;
}

export function recordPayout(
  db: Executor,
  payout: { id: string; proId: string; amountCents: number },
  at: Date,
): Promise<boolean> {
  return append(db, {
    orderId: null,
    proId: payout.proId,
    kind: 'payout',
    amountCents: payout.amountCents,
    key: `payout:${payout.id}`,
    payoutId: payout.id,
    at,
  });
}

export interface ProBalances {
  releasedCents: number;
  inClearanceCents: number;
  availableCents: number;
  paidOutCents: number;
  monthToDateCents: number;
  clearing: { amountCents: number; availableAt: Date }[];
}

/** A professional's balances from the ledger at `now`. */
export async function proBalances(db: Executor, proId: string, now: Date): Promise<ProBalances> {
  const monthStart = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
  const totals = await db
    .selectFrom('escrow_ledger')
    .select([
      sql<string>`coalesce(sum(amount_cents) filter (where kind = 'release'), 0)`.as('released'),
      sql<string>`coalesce(sum(amount_cents) filter (where kind = 'release' and available_at > ${now}), 0)`.as(
        'clearing',
      ),
      sql<string>`coalesce(sum(amount_cents) filter (where kind = 'payout'), 0)`.as('paid'),
      sql<string>`coalesce(sum(amount_cents) filter (where kind = 'release' and created_at >= ${monthStart}), 0)`.as(
        'mtd',
      ),
    ])
    .where('pro_id', '=', proId)
    .executeTakeFirstOrThrow();
  const clearingRows = await db
    .selectFrom('escrow_ledger')
    .select(['amount_cents', 'available_at'])
    .where('pro_id', '=', proId)
    .where('kind', '=', 'release')
    .where('available_at', '>', now)
    .orderBy('available_at')
    .limit(20)
    .execute();
  const released = Number(totals.released);
  const inClearance = Number(totals.clearing);
  const paid = Number(totals.paid);
  return {
    releasedCents: released,
    inClearanceCents: inClearance,
    availableCents: Math.max(0, released - inClearance - paid),
    paidOutCents: paid,
    monthToDateCents: Number(totals.mtd),
    clearing: clearingRows.map((r) => ({ amountCents: r.amount_cents, availableAt: r.available_at as Date })),
  };
}
