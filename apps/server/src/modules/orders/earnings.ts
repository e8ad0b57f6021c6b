import {
  type Earnings,
  ORDER_ERROR_TEXT,
  ORDER_EVENTS,
  ORDER_OPEN_STATUSES,
  ORDERS,
  type Payout,
} from '@ibh/contract';
import { type Kysely, sql } from 'kysely';
import type { Executor } from '../../db/executor.ts';
import type { DB } from '../../db/schema.ts';
import type { RequestUser } from '../../platform/auth/session.ts';
import type { AppContext } from '../../platform/context.ts';
import { AppError } from '../../platform/errors.ts';
import { emitEvent } from '../../platform/events.ts';
import { scheduleJob } from '../../platform/jobs/job.ts';
import { lockAccount } from '../auth/account-reads.ts';
import { proBalances, recordPayout } from './escrow.ts';
import { ORDER_PAYOUT_JOB } from './order-jobs.defs.ts';

type PayoutRow = {
  id: string;
  amount_cents: number;
  currency: string;
  status: 'paid' | 'failed';
  created_at: Date | string;
};
const toPayout = (row: PayoutRow): Payout => ({
  id: row.id,
  amountCents: row.amount_cents,
  currency: row.currency,
  status: row.status,
  createdAt: new Date(row.created_at).toISOString(),
});

/** GET /api/earnings: a professional's money from the ledger (decision 53: 2 business days' clearance). */
export async function readEarnings(db: Executor, proId: string, now: Date): Promise<Earnings> {
  const [balances, escrow, payouts] = await Promise.all([
    proBalances(db, proId, now),
    db
      .selectFrom('service_orders')
      .select([
        sql<string>`coalesce(sum(escrow_still_held_cents), 0)`.as('held'),
        sql<string>`count(*)`.as('open'),
      ])
      .where('pro_id', '=', proId)
      .where('status', 'in', ORDER_OPEN_STATUSES)
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('payouts')
      .select(['id', 'amount_cents', 'currency', 'status', 'created_at'])
      .where('pro_id', '=', proId)
      .orderBy('created_at', 'desc')
      .limit(20)
      .execute(),
  ]);
  return {
    currency: ORDERS.currency.toUpperCase(),
    inClearanceCents: balances.inClearanceCents,
    availableCents: balances.availableCents,
    paidOutCents: balances.paidOutCents,
    inEscrowCents: Number(escrow.held),
    monthToDateCents: balances.monthToDateCents,
    clearing: balances.clearing.map((c) => ({
      amountCents: c.amountCents,
      availableAt: c.availableAt.toISOString(),
    })),
    openOrders: Number(escrow.open),
    payouts: payouts.map(toPayout),
  };
}

export function getEarnings(ctx: AppContext, user: Pick<RequestUser, 'id'>) {
  return readEarnings(ctx.db, user.id, ctx.clock.now());
}

/**
 * POST /api/earnings/payouts: pays out the whole available balance. In one transaction (the
 * professional's user row locked, so two requests run one after the other) the payout row and its
 * ledger line are written (the database refuses paying out more than was released); the provider
 * call runs as a durable job with the key 'payout:{payoutId}' and the 'payout released' email
 * follows it. The same idempotency key answers the same payout.
 */
export async function requestPayout(ctx: AppContext, user: Pick<RequestUser, 'id'>, idempotencyKey: string) {
  const payout = await ctx.db.transaction().execute(async (trx) => {
    await lockAccount(trx, user.id);
    const existing = await trx
      .selectFrom('payouts')
      .select(['id', 'amount_cents', 'currency', 'status', 'created_at'])
      .where('pro_id', '=', user.id)
      .where('idempotency_key', '=', idempotencyKey)
      .executeTakeFirst();
    if (existing) return existing;
    const now = ctx.clock.now();
    const { availableCents } = await proBalances(trx, user.id, now);
    if (availableCents <= 0) throw new AppError('E_INVALID_STATE', ORDER_ERROR_TEXT.nothingToPay);
    const row = await trx
      .insertInto('payouts')
      .values({
        pro_id: user.id,
        amount_cents: availableCents,
        currency: ORDERS.currency.toUpperCase(),
        status: 'paid',
        idempotency_key: idempotencyKey,
        created_at: now,
      })
      .returning(['id', 'amount_cents', 'currency', 'status', 'created_at'])
      .executeTakeFirstOrThrow();
    await recordPayout(trx, { id: row.id, proId: user.id, amountCents: availableCents }, now);
    await scheduleJob(
      trx as Kysely<DB>,
      ORDER_PAYOUT_JOB,
      { payoutId: row.id },
      { idempotencyKey: `orders.payout:${row.id}` },
    );
    return row;
  });
  return { payout: toPayout(payout), earnings: await readEarnings(ctx.db, user.id, ctx.clock.now()) };
}

/** The payout job: the provider pays (idempotent by key), then 'payout released' is announced. */
export async function runPayout(ctx: AppContext, payoutId: string): Promise<void> {
  const row = await ctx.db.selectFrom('payouts').selectAll().where('id', '=', payoutId).executeTakeFirst();
  if (!row?.pro_id || row.provider_ref) return;
  const result = await ctx.payments.payout({
    proUserId: row.pro_id,
    amountCents: row.amount_cents,
    idempotencyKey: `payout:${row.id}`,
  });
  await ctx.db.transaction().execute(async (trx) => {
    const updated = await trx
      .updateTable('payouts')
      .set({ provider_ref: result.payoutId })
      .where('id', '=', row.id)
      .where('provider_ref', 'is', null)
      .returning('id')
      .execute();
    if (updated.length === 0 || !row.pro_id) return;
    await emitEvent(trx as Kysely<DB>, {
      type: ORDER_EVENTS.payoutReleased,
      actorId: null,
      payload: { payoutId: row.id, professionalId: row.pro_id, amountCents: row.amount_cents },
    });
  });
}

/** The refund job: the provider refunds (idempotent by key 'refund:{paymentIntentId}'). */
export async function runRefund(
  ctx: AppContext,
  payload: { orderId: string; paymentIntentId: string; amountCents: number },
): Promise<void> {
  await ctx.payments.refund({
    paymentIntentId: payload.paymentIntentId,
    amountCents: payload.amountCents,
    idempotencyKey: `refund:${payload.paymentIntentId}`,
  });
}
