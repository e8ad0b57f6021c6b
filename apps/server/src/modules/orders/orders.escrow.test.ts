import { randomUUID } from 'node:crypto';
import { ORDER_API } from '@ibh/contract';
import fc from 'fast-check';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { activeOrder, ok, orderSuite, pay, place } from './orders.test-kit.ts';

const { t, w } = orderSuite();

/** Every order's balances agree with its ledger lines, and held = released + refunded + still held. */
async function assertLedgerInvariant() {
  const rows = await t.database.db
    .selectFrom('service_orders as o')
    .select([
      'o.id',
      'o.status',
      'o.price_cents',
      'o.escrow_held_cents',
      'o.escrow_released_cents',
      'o.escrow_refunded_cents',
      'o.escrow_still_held_cents',
      sql<number>`(select coalesce(sum(amount_cents), 0)::int from escrow_ledger l where l.order_id = o.id and l.kind = 'hold')`.as(
        'hold',
      ),
      sql<number>`(select coalesce(sum(amount_cents), 0)::int from escrow_ledger l where l.order_id = o.id and l.kind = 'release')`.as(
        'release',
      ),
      sql<number>`(select coalesce(sum(amount_cents), 0)::int from escrow_ledger l where l.order_id = o.id and l.kind = 'refund')`.as(
        'refund',
      ),
    ])
    .execute();
  for (const r of rows) {
    expect(r.hold, r.id).toBe(r.escrow_held_cents);
    expect(r.release, r.id).toBe(r.escrow_released_cents);
    expect(r.refund, r.id).toBe(r.escrow_refunded_cents);
    expect(r.hold).toBe(r.release + r.refund + r.escrow_still_held_cents);
    expect(r.escrow_still_held_cents).toBeGreaterThanOrEqual(0);
    if (r.status === 'completed') expect(r.release).toBe(r.price_cents);
    if (r.status === 'cancelled') expect(r.escrow_still_held_cents).toBe(0);
    if (r.status === 'pending') expect(r.hold).toBe(0);
  }
  const pros = await t.database.db
    .selectFrom('escrow_ledger')
    .select([
      'pro_id',
      sql<number>`coalesce(sum(amount_cents) filter (where kind = 'release'), 0)::int`.as('released'),
      sql<number>`coalesce(sum(amount_cents) filter (where kind = 'payout'), 0)::int`.as('paid'),
    ])
    .groupBy('pro_id')
    .execute();
  for (const p of pros) expect(p.paid).toBeLessThanOrEqual(p.released);
}

describe('the escrow ledger', () => {
  it('releases a milestone once when 50 approvals of it arrive together', async () => {
    const order = await activeOrder(t.app, w);
    const m = order.milestones[0]?.id as string;
    await ok(await w.pro.agent.post(ORDER_API.submit(order.id, m), {}));
    const answers = await Promise.all(
      Array.from({ length: 50 }, () => w.buyer.agent.post(ORDER_API.approve(order.id, m))),
    );
    const statuses = answers.map((res) => res.statusCode);
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(49);
    const releases = await t.database.db
      .selectFrom('escrow_ledger')
      .select(['amount_cents'])
      .where('milestone_id', '=', m)
      .execute();
    expect(releases).toEqual([{ amount_cents: 3333 }]);
    await assertLedgerInvariant();
  });

  it('is append-only and refuses moving money that is not held, in the database itself', async () => {
    const order = await activeOrder(t.app, w);
    const db = t.database.db;
    await expect(
      db.updateTable('escrow_ledger').set({ amount_cents: 1 }).where('order_id', '=', order.id).execute(),
    ).rejects.toThrow();
    await expect(db.deleteFrom('escrow_ledger').where('order_id', '=', order.id).execute()).rejects.toThrow();
    await expect(
      db
        .insertInto('escrow_ledger')
        .values({
          order_id: order.id,
          pro_id: w.pro.user.id,
          kind: 'refund',
          amount_cents: 10_001,
          entry_key: `test:${randomUUID()}`,
        })
        .execute(),
    ).rejects.toThrow();
    await expect(
      db
        .insertInto('escrow_ledger')
        .values({
          order_id: null,
          pro_id: w.pro.user.id,
          kind: 'payout',
          amount_cents: 99_999_999,
          payout_id: (
            await db
              .insertInto('payouts')
              .values({
                pro_id: w.pro.user.id,
                amount_cents: 99_999_999,
                status: 'paid',
                idempotency_key: randomUUID(),
              })
              .returning('id')
              .executeTakeFirstOrThrow()
          ).id,
          entry_key: `test:${randomUUID()}`,
        })
        .execute(),
    ).rejects.toThrow();
    await assertLedgerInvariant();
  });

  it('keeps held = released + refunded + still held after 200 random operations', async () => {
    const orders: { id: string; milestones: string[] }[] = [];
    const op = fc.oneof(
      fc.constant({ kind: 'place' as const }),
      fc.record({
        kind: fc.constantFrom('pay', 'start', 'cancel', 'dispute', 'payout'),
        order: fc.nat(),
      }),
      fc.record({
        kind: fc.constantFrom('submit', 'resubmit', 'approve', 'revision'),
        order: fc.nat(),
        milestone: fc.nat(2),
      }),
    );
    await fc.assert(
      fc.asyncProperty(fc.array(op, { minLength: 200, maxLength: 200 }), async (ops) => {
        for (const step of ops) {
          if (step.kind === 'place') {
            const { orderId } = await place(w.buyer.agent, { packageId: w.packages.basic });
            const d = await ok(await w.buyer.agent.get(ORDER_API.order(orderId)));
            orders.push({ id: orderId, milestones: d.milestones.map((m) => m.id) });
            continue;
          }
          const target = orders.length ? orders[step.order % orders.length] : undefined;
          if (step.kind === 'payout') {
            const res = await w.pro.agent.post(ORDER_API.payouts, { idempotencyKey: randomUUID() });
            expect(res.statusCode).toBeLessThan(500);
            continue;
          }
          if (!target) continue;
          let res: { statusCode: number; body: string } | undefined;
          if (step.kind === 'pay') await pay(t.app, target.id);
          else if (step.kind === 'start') res = await w.pro.agent.post(ORDER_API.start(target.id));
          else if (step.kind === 'cancel') res = await w.buyer.agent.post(ORDER_API.cancel(target.id), {});
          else if (step.kind === 'dispute')
            res = await w.pro.agent.post(ORDER_API.dispute(target.id), { reason: 'Random' });
          else {
            const m = target.milestones['milestone' in step ? step.milestone : 0] as string;
            if (step.kind === 'submit') res = await w.pro.agent.post(ORDER_API.submit(target.id, m), {});
            if (step.kind === 'resubmit') res = await w.pro.agent.post(ORDER_API.resubmit(target.id, m), {});
            if (step.kind === 'approve') res = await w.buyer.agent.post(ORDER_API.approve(target.id, m));
            if (step.kind === 'revision')
              res = await w.buyer.agent.post(ORDER_API.revision(target.id, m), { notes: 'Random' });
          }
          if (res) expect(res.statusCode, res.body).toBeLessThan(500);
        }
        await assertLedgerInvariant();
      }),
      { numRuns: 1 },
    );
  }, 120_000);
});
