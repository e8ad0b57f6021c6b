import { ORDER_EVENTS } from '@ibh/contract';
import { type Kysely, sql } from 'kysely';
import { expect } from 'vitest';
import type { DB } from '../src/db/schema.ts';
import { milestoneMachine } from '../src/modules/orders/milestone.machine.ts';
import { orderMachine } from '../src/modules/orders/order.machine.ts';
import type { CrashWorld } from './money-crash-world.ts';

/**
 * What the money crash test checks on the database once the restarted server has drained its
 * queue (money-crash.pg.test.ts): read straight from the tables, never through the server.
 */

/** Jobs due or running (the recurring sweeps aside) and domain events not yet handled. */
export async function unfinishedWork(db: Kysely<DB>) {
  const jobs = await db
    .selectFrom('jobs')
    .select(['id', 'name', 'status'])
    .where('status', 'in', ['queued', 'running'])
    .where((eb) =>
      eb.or([eb('idempotency_key', 'is', null), eb('idempotency_key', 'not like', 'recurring:%')]),
    )
    .where((eb) => eb.or([eb('run_at', 'is', null), eb('run_at', '<=', sql<Date>`now()`)]))
    .orderBy('id')
    .execute();
  const events = await db
    .selectFrom('domain_events')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('processed_at', 'is', null)
    .executeTakeFirstOrThrow();
  return { jobs, events: Number(events.n) };
}

/** Per order: the balances the ledger rows add up to, beside the ones the trigger keeps. */
async function ledgerByOrder(db: Kysely<DB>) {
  const { rows } = await sql<{
    id: string;
    status: string;
    paid: boolean;
    price: number;
    held: number;
    released: number;
    refunded: number;
    still: number;
    hold_rows: number;
    hold_sum: number;
    release_sum: number;
    refund_rows: number;
    refund_sum: number;
  }>`
    select o.id, o.status, o.paid_at is not null as paid, o.price_cents as price,
      o.escrow_held_cents as held, o.escrow_released_cents as released,
      o.escrow_refunded_cents as refunded, o.escrow_still_held_cents as still,
      count(l.id) filter (where l.kind = 'hold')::int as hold_rows,
      coalesce(sum(l.amount_cents) filter (where l.kind = 'hold'), 0)::int as hold_sum,
      coalesce(sum(l.amount_cents) filter (where l.kind = 'release'), 0)::int as release_sum,
      count(l.id) filter (where l.kind = 'refund')::int as refund_rows,
      coalesce(sum(l.amount_cents) filter (where l.kind = 'refund'), 0)::int as refund_sum
    from service_orders o left join escrow_ledger l on l.order_id = o.id
    group by o.id`.execute(db);
  return new Map(rows.map((row) => [row.id, row]));
}

/** Rows that say the same thing twice: a notice or mail per (person, kind, event) more than once. */
async function repeatedNotices(db: Kysely<DB>) {
  const { rows: notices } = await sql<{ user_id: string; type: string; event_id: string; n: number }>`
    select user_id, type, meta->>'eventId' as event_id, count(*)::int as n from notifications
    where meta->>'eventId' is not null group by 1, 2, 3 having count(*) > 1`.execute(db);
  const { rows: mails } = await sql<{ to_address: string; template: string; event_id: string; n: number }>`
    select to_address, template, meta->>'eventId' as event_id, count(*)::int as n from mail_outbox
    where meta->>'eventId' is not null group by 1, 2, 3 having count(*) > 1`.execute(db);
  return { notices, mails };
}

/**
 * The notices each order event owes (orders.events.ts), counted per event: exactly one each.
 * Returns the events whose notices are missing or repeated.
 */
async function noticesOwed(db: Kysely<DB>) {
  const { rows } = await sql<{ event: string; type: string; kind: string; owed: string; n: number }>`
    with e as (
      select d.id::text as event, d.type, o.buyer_id, o.pro_id, o.paid_at, d.payload->>'actorId' as actor,
        d.payload->>'professionalId' as payee
      from domain_events d left join service_orders o on o.id::text = d.payload->>'orderId'
      where d.type in (${ORDER_EVENTS.paid}, ${ORDER_EVENTS.completed}, ${ORDER_EVENTS.cancelled},
        ${ORDER_EVENTS.payoutReleased})
    ), owed(event, type, kind, owed, user_id) as (
      select event, type, 'mail', 'orders.order_confirmed', buyer_id from e where type = ${ORDER_EVENTS.paid}
      union all select event, type, 'mail', 'orders.new_match', pro_id from e where type = ${ORDER_EVENTS.paid}
      union all select event, type, 'notice', 'validation_order_placed', pro_id from e where type = ${ORDER_EVENTS.paid}
      union all select event, type, 'notice', 'validation_order_completed', pro_id from e
        where type = ${ORDER_EVENTS.completed}
      union all select event, type, 'notice', 'validation_order_cancelled', buyer_id from e
        where type = ${ORDER_EVENTS.cancelled} and buyer_id::text is distinct from actor
      union all select event, type, 'notice', 'validation_order_cancelled', pro_id from e
        where type = ${ORDER_EVENTS.cancelled} and paid_at is not null and pro_id::text is distinct from actor
      union all select event, type, 'mail', 'orders.payout_released', payee::uuid from e
        where type = ${ORDER_EVENTS.payoutReleased}
    )
    select w.event, w.type, w.kind, w.owed,
      (case when w.kind = 'mail' then
        (select count(*) from mail_outbox m join users u on u.email = m.to_address
          where u.id = w.user_id and m.template = w.owed and m.meta->>'eventId' = w.event)
      else
        (select count(*) from notifications n
          where n.user_id = w.user_id and n.type = w.owed and n.meta->>'eventId' = w.event)
      end)::int as n
    from owed w`.execute(db);
  return { owed: rows.length, wrong: rows.filter((row) => row.n !== 1) };
}

/** Order notifications of people who asked for email copies, with other than one copy each. */
async function emailCopiesWrong(db: Kysely<DB>) {
  const { rows } = await sql<{ id: string; type: string; copies: number }>`
    select n.id, n.type, (select count(*) from mail_outbox m where m.meta->>'notificationId' = n.id::text)::int as copies
    from notifications n join notification_preferences p on p.user_id = n.user_id and p.email
    where n.type like 'validation_order_%'`.execute(db);
  return { checked: rows.length, wrong: rows.filter((row) => row.copies !== 1) };
}

/** The ledger invariant, each payment once, the states of the tables, every notice once. */
export async function expectMoneyWhole(
  db: Kysely<DB>,
  input: { world: CrashWorld; priceCents: number; checkoutKeys: string[] },
): Promise<void> {
  const { world, priceCents } = input;
  const orders = await ledgerByOrder(db);
  for (const o of orders.values()) {
    // The columns the trigger keeps are the ledger's own sums, and nothing is negative.
    expect([o.held, o.released, o.refunded], o.id).toEqual([o.hold_sum, o.release_sum, o.refund_sum]);
    expect(o.held, o.id).toBe(o.released + o.refunded + o.still);
    expect(Math.min(o.released, o.refunded, o.still), o.id).toBeGreaterThanOrEqual(0);
    // Paid once: one hold of the price for a paid order, none for an unpaid one; refunded once at most.
    expect(o.hold_rows, o.id).toBe(o.paid ? 1 : 0);
    if (o.paid) expect(o.hold_sum, o.id).toBe(o.price);
    expect(o.refund_rows, o.id).toBeLessThanOrEqual(1);
    expect(orderMachine.states as readonly string[], o.id).toContain(o.status);
  }
  const milestones = await db.selectFrom('order_milestones').select(['id', 'status']).execute();
  for (const m of milestones) expect(milestoneMachine.states as readonly string[], m.id).toContain(m.status);

  // Every checkout key is one order, paid by its webhook; every awaited payment arrived.
  const bought = await db
    .selectFrom('service_orders')
    .select(['id', 'status', 'price_cents'])
    .where('buyer_id', '=', world.buyer.id)
    .where('idempotency_key', 'in', input.checkoutKeys)
    .execute();
  expect(bought).toHaveLength(input.checkoutKeys.length);
  for (const id of [...bought.map((o) => o.id), ...world.awaitingPayment.map((o) => o.orderId)]) {
    expect(orders.get(id), id).toMatchObject({ status: 'paid_escrow', held: priceCents, still: priceCents });
  }
  // A second payment would be refunded by a job keyed by its payment intent: there was none.
  const extraRefunds = await db
    .selectFrom('jobs')
    .select('idempotency_key')
    .where('idempotency_key', 'like', 'orders.refund:pi_%')
    .execute();
  expect(extraRefunds).toEqual([]);

  // Each operation's end: released, completed, refunded in full, refunded what was still held.
  for (const { orderId } of world.toApprove)
    expect(orders.get(orderId)).toMatchObject({
      status: 'in_progress',
      released: Math.floor(priceCents / 3),
    });
  for (const { orderId } of world.toComplete)
    expect(orders.get(orderId)).toMatchObject({ status: 'completed', released: priceCents, still: 0 });
  for (const orderId of world.toCancel)
    expect(orders.get(orderId)).toMatchObject({ status: 'cancelled', refunded: priceCents, still: 0 });
  for (const orderId of world.toRefund) {
    const released = Math.floor(priceCents / 3);
    expect(orders.get(orderId)).toMatchObject({
      status: 'cancelled',
      released,
      refunded: priceCents - released,
    });
  }
  // The provider is asked once per refund, and every refund job ran.
  const refundJobs = await db
    .selectFrom('jobs')
    .select(['idempotency_key', 'status'])
    .where('name', '=', 'orders.refund')
    .execute();
  expect(refundJobs.map((j) => j.idempotency_key).sort()).toEqual(
    [...world.toCancel, ...world.toRefund].map((id) => `orders.refund:${id}`).sort(),
  );
  expect(refundJobs.every((j) => j.status === 'done')).toBe(true);

  // One payout per professional (two requests with one key), of what had cleared, in the ledger once.
  for (const pro of world.payoutPros) {
    const payouts = await db
      .selectFrom('payouts')
      .select(['id', 'amount_cents', 'provider_ref'])
      .where('pro_id', '=', pro.user.id)
      .execute();
    expect(payouts.map((p) => p.amount_cents)).toEqual([pro.releasedCents]);
    expect(payouts[0]?.provider_ref).not.toBeNull();
    const ledger = await db
      .selectFrom('escrow_ledger')
      .select(['amount_cents'])
      .where('kind', '=', 'payout')
      .where('pro_id', '=', pro.user.id)
      .execute();
    expect(ledger.map((l) => l.amount_cents)).toEqual([pro.releasedCents]);
  }

  expect(
    await db.selectFrom('jobs').select(['name', 'last_error']).where('status', '=', 'failed').execute(),
  ).toEqual([]);
  expect(await repeatedNotices(db)).toEqual({ notices: [], mails: [] });
  const notices = await noticesOwed(db);
  expect(notices.wrong).toEqual([]);
  expect(notices.owed).toBeGreaterThan(0);
  const copies = await emailCopiesWrong(db);
  expect(copies.wrong).toEqual([]);
  expect(copies.checked).toBeGreaterThan(0);
}
