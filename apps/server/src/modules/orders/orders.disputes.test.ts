import { ORDER_API, PROFILE_API } from '@ibh/contract';
import { describe, expect, it } from 'vitest';
import { activeOrder, detail, ok, orderSuite, orderWorld } from './orders.test-kit.ts';
import { type DisputeResolution, resolveDisputeIn } from './resolve-dispute.ts';

const { t, w } = orderSuite();

/** An order with milestone 1 approved and milestone 2 submitted, then disputed by the buyer. */
async function disputed() {
  const order = await activeOrder(t.app, w);
  const [m1, m2] = order.milestones.map((m) => m.id) as [string, string];
  await ok(await w.pro.agent.post(ORDER_API.submit(order.id, m1), {}));
  await ok(await w.buyer.agent.post(ORDER_API.approve(order.id, m1)));
  await ok(await w.pro.agent.post(ORDER_API.submit(order.id, m2), {}));
  await ok(await w.buyer.agent.post(ORDER_API.dispute(order.id), { reason: 'Stalled' }));
  return order.id;
}
const resolve = (orderId: string, resolution: DisputeResolution) =>
  t.database.db
    .transaction()
    .execute((trx) => resolveDisputeIn(t.app.ctx, trx, w.admin.user.id, orderId, resolution));

describe('admin dispute resolution (the rows issue 16 calls)', () => {
  it('Complete releases everything still held and completes the order', async () => {
    const id = await disputed();
    await resolve(id, 'complete');
    const order = await detail(w.buyer.agent, id);
    expect(order.status).toBe('completed');
    expect(order.escrow).toMatchObject({ releasedCents: 10_000, stillHeldCents: 0 });
  });

  it('Refund returns what is still held (released milestones stay released) and cancels', async () => {
    const id = await disputed();
    await resolve(id, 'refund');
    const order = await detail(w.buyer.agent, id);
    expect(order.status).toBe('cancelled');
    expect(order.escrow).toMatchObject({ releasedCents: 3_333, refundedCents: 6_667, stillHeldCents: 0 });
  });

  it('Reopen returns to in_progress with the paused auto-approval running again', async () => {
    const id = await disputed();
    await resolve(id, 'reopen');
    const order = await detail(w.buyer.agent, id);
    expect(order.status).toBe('in_progress');
    expect(order.clocks).toEqual([expect.objectContaining({ kind: 'auto_approve', paused: false })]);
    await expect(resolve(id, 'complete')).rejects.toThrow();
  });
});

describe('the ruling both parties read (issue 26)', () => {
  const ruled = async (resolution: DisputeResolution, releaseCents?: number) => {
    const id = await disputed();
    await t.database.db.transaction().execute((trx) =>
      resolveDisputeIn(t.app.ctx, trx, w.admin.user.id, id, resolution, {
        releaseCents,
        note: 'Read both sides',
      }),
    );
    return id;
  };

  it.each([
    ['refund', undefined, 'refunded', 0, 6_667, ['approved', 'refunded', 'refunded']],
    ['complete', undefined, 'completed', 6_667, 0, ['approved', 'approved', 'approved']],
    ['split', 2_000, 'split', 2_000, 4_667, ['approved', 'settled', 'settled']],
    ['reopen', undefined, 'reopened', 0, 0, ['approved', 'submitted', 'open']],
  ] as const)(
    '%s: the ruling, its note and date and the money it moved (from the ledger); milestones follow it',
    async (resolution, releaseCents, word, released, refunded, statuses) => {
      const id = await ruled(resolution, releaseCents);
      for (const agent of [w.buyer.agent, w.pro.agent]) {
        const order = await detail(agent, id);
        expect(order.dispute?.ruling).toEqual({
          resolution: word,
          note: 'Read both sides',
          decidedAt: t.clock.now().toISOString(),
          releasedCents: released,
          refundedCents: refunded,
        });
        expect(order.dispute?.resolvedAt).toBe(t.clock.now().toISOString());
        expect(order.milestones.map((m) => m.status)).toEqual(statuses);
        expect(order.escrow.frozen).toBe(false);
      }
    },
  );

  it('an open dispute has no ruling yet', async () => {
    const id = await disputed();
    expect((await detail(w.pro.agent, id)).dispute).toMatchObject({ resolvedAt: null, ruling: null });
  });

  it('the admin who bought the order may not resolve it (E_OWN_DISPUTE), whatever the ruling', async () => {
    const id = await disputed();
    const attempt = t.database.db
      .transaction()
      .execute((trx) => resolveDisputeIn(t.app.ctx, trx, w.buyer.user.id, id, 'refund'));
    await expect(attempt).rejects.toMatchObject({ code: 'E_OWN_DISPUTE' });
    expect((await detail(w.buyer.agent, id)).status).toBe('disputed');
  });
});

describe('deleting an account (decision 22: orders stay for accounting, anonymous)', () => {
  it('keeps the orders, milestones, ledger and messages of a deleted buyer and professional, with null ids', async () => {
    const world = await orderWorld(t.app);
    const order = await activeOrder(t.app, world);
    const m = order.milestones[0]?.id as string;
    await ok(await world.pro.agent.post(ORDER_API.submit(order.id, m), {}));
    await ok(await world.buyer.agent.post(ORDER_API.approve(order.id, m)));
    await ok(await world.buyer.agent.post(ORDER_API.messages(order.id), { body: 'Thanks!' }), 201);
    for (const who of [world.buyer, world.pro]) {
      const res = await who.agent.request('DELETE', PROFILE_API.me, { confirm: true, hard: true });
      expect(res.statusCode, res.body).toBeLessThan(300);
    }
    const row = await t.database.db
      .selectFrom('service_orders')
      .select(['buyer_id', 'pro_id', 'escrow_released_cents', 'service_title'])
      .where('id', '=', order.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({
      buyer_id: null,
      pro_id: null,
      escrow_released_cents: 3_333,
      service_title: order.service.title,
    });
    const ledger = await t.database.db
      .selectFrom('escrow_ledger')
      .select(['kind', 'pro_id'])
      .where('order_id', '=', order.id)
      .execute();
    expect(ledger.map((l) => [l.kind, l.pro_id]).sort()).toEqual([
      ['hold', null],
      ['release', null],
    ]);
    const messages = await t.database.db
      .selectFrom('order_messages')
      .select('sender_id')
      .where('order_id', '=', order.id)
      .where('kind', '=', 'user')
      .execute();
    expect(messages).toEqual([{ sender_id: null }]);
  });
});
