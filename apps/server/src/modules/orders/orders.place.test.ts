import { randomUUID } from 'node:crypto';
import { ORDER_API, ORDER_ERROR_TEXT, type OrderDetail } from '@ibh/contract';
import { describe, expect, it } from 'vitest';
import { createAgent } from '../../../test/agent.ts';
import {
  checkoutCompletedEvent,
  deliverEvent,
  paySandboxCheckout,
  postWebhook,
} from '../../../test/payments.ts';
import { buildIdea } from '../collab/collab.fixtures.ts';
import { settle } from '../notifications/notifications.test-kit.ts';
import { detail, orderSuite, place } from './orders.test-kit.ts';
import { splitMilestones } from './place-order.ts';

const { t, w } = orderSuite();

const countOrders = async (buyerId: string) =>
  (await t.database.db.selectFrom('service_orders').select('id').where('buyer_id', '=', buyerId).execute())
    .length;

describe('placing an order (001 section 7.2)', () => {
  it("refuses anonymous buyers with 'User not authenticated'", async () => {
    const res = await createAgent(t.app).post(ORDER_API.orders, {
      packageId: w.packages.basic,
      idempotencyKey: randomUUID(),
    });
    expect(res.statusCode).toBe(401);
    expect(res.json().error.message).toBe(ORDER_ERROR_TEXT.notAuthenticated);
  });

  it("answers 'Package not found' for an unknown package", async () => {
    const res = await w.buyer.agent.post(ORDER_API.orders, {
      packageId: randomUUID(),
      idempotencyKey: randomUUID(),
    });
    expect(res.statusCode).toBe(404);
    expect(res.json().error.message).toBe(ORDER_ERROR_TEXT.packageNotFound);
  });

  it("refuses the service's own professional", async () => {
    const res = await w.pro.agent.post(ORDER_API.orders, {
      packageId: w.packages.basic,
      idempotencyKey: randomUUID(),
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().error.message).toBe(ORDER_ERROR_TEXT.ownService);
  });

  it("takes only one of the buyer's own ideas", async () => {
    const others = await buildIdea(t.database.db, w.stranger.user.id);
    const res = await w.buyer.agent.post(ORDER_API.orders, {
      packageId: w.packages.basic,
      ideaId: others,
      idempotencyKey: randomUUID(),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields.ideaId).toEqual([ORDER_ERROR_TEXT.ideaNotYours]);
    const mine = await buildIdea(t.database.db, w.buyer.user.id);
    const { orderId } = await place(w.buyer.agent, {
      packageId: w.packages.basic,
      ideaId: mine,
      brief: '  Test my idea  ',
    });
    const order = await detail(w.buyer.agent, orderId);
    expect(order.idea?.id).toBe(mine);
    expect(order.brief).toBe('Test my idea');
  });

  it('creates a pending order with three milestones split and due as 001 section 9 says, and a checkout URL', async () => {
    const checkout = await place(w.buyer.agent, { packageId: w.packages.standard });
    expect(checkout.checkoutUrl).toMatch(/^(https?:\/\/|\/)/);
    const order: OrderDetail = await detail(w.buyer.agent, checkout.orderId);
    expect(order.status).toBe('pending');
    expect(order.priceCents).toBe(20_000);
    expect(order.milestones.map((m) => [m.title, m.amountCents, m.status])).toEqual([
      ['Milestone 1', 6666, 'open'],
      ['Milestone 2', 6666, 'open'],
      ['Milestone 3', 6668, 'open'],
    ]);
    // Standard is 10 days: milestone n is due n × ceil(10/3) = 4n days from now.
    const now = t.clock.now().getTime();
    expect(order.milestones.map((m) => (new Date(m.dueDate).getTime() - now) / 86_400_000)).toEqual([
      4, 8, 12,
    ]);
    expect(order.clocks.map((c) => c.kind)).toEqual(['payment_expiry']);
    expect(order.allowedActions).toEqual(['checkout', 'cancel']);
  });

  it('splits any price exactly (the parts add up to the price)', () => {
    for (const price of [50, 100, 101, 102, 9_999, 123_457]) {
      const parts = splitMilestones(price, 7, new Date());
      expect(parts.reduce((sum, p) => sum + p.amountCents, 0)).toBe(price);
      expect(parts[0]?.amountCents).toBe(Math.floor(price / 3));
    }
  });

  it('is idempotent by key: a repeated or concurrent request returns the same order and checkout', async () => {
    const key = randomUUID();
    const before = await countOrders(w.buyer.user.id);
    const answers = await Promise.all(
      Array.from({ length: 5 }, () =>
        w.buyer.agent.post(ORDER_API.orders, { packageId: w.packages.basic, idempotencyKey: key }),
      ),
    );
    for (const res of answers) expect(res.statusCode, res.body).toBe(201);
    const ids = new Set(answers.map((res) => res.json().orderId));
    const urls = new Set(answers.map((res) => res.json().checkoutUrl));
    expect(ids.size).toBe(1);
    expect(urls.size).toBe(1);
    const again = await w.buyer.agent.post(ORDER_API.orders, {
      packageId: w.packages.basic,
      idempotencyKey: key,
    });
    expect(again.json().orderId).toBe([...ids][0]);
    expect(await countOrders(w.buyer.user.id)).toBe(before + 1);
  });
});

describe('a failing checkout', () => {
  it("answers 'Failed to create checkout session' and leaves nothing behind", async () => {
    const before = await countOrders(w.buyer.user.id);
    const payments = t.app.ctx.payments;
    const original = payments.createCheckout;
    payments.createCheckout = async () => {
      throw new Error('provider down');
    };
    try {
      const res = await w.buyer.agent.post(ORDER_API.orders, {
        packageId: w.packages.basic,
        idempotencyKey: randomUUID(),
      });
      expect(res.statusCode).toBe(503);
      expect(res.json().error.message).toBe(ORDER_ERROR_TEXT.checkoutFailed);
    } finally {
      payments.createCheckout = original;
    }
    expect(await countOrders(w.buyer.user.id)).toBe(before);
  });
});

describe('payment through the sandbox checkout and its signed webhook', () => {
  it('moves the order to paid_escrow only on the verified webhook; a replayed or badly signed one changes nothing', async () => {
    const { orderId, checkoutUrl } = await place(w.buyer.agent, { packageId: w.packages.basic });
    const paid = await paySandboxCheckout(t.app, checkoutUrl, w.buyer.agent);
    expect(paid.statusCode).toBeLessThan(400);
    await settle(t);
    const order = await detail(w.buyer.agent, orderId);
    expect(order.status).toBe('paid_escrow');
    expect(order.escrow.heldCents).toBe(10_000);
    expect(order.clocks.map((c) => c.kind)).toEqual(['first_response']);
    const session = await t.database.db
      .selectFrom('service_orders')
      .select('checkout_session_id')
      .where('id', '=', orderId)
      .executeTakeFirstOrThrow();
    const event = checkoutCompletedEvent({
      orderId,
      sessionId: session.checkout_session_id as string,
      amountCents: 10_000,
    });
    expect((await deliverEvent(t.app, event)).statusCode).toBeLessThan(300);
    expect((await deliverEvent(t.app, event)).statusCode).toBeLessThan(300);
    const payload = JSON.stringify(
      checkoutCompletedEvent({ orderId, sessionId: 'cs_forged', amountCents: 10_000 }),
    );
    expect((await postWebhook(t.app, payload, 't=1,v1=bad')).statusCode).toBeGreaterThanOrEqual(400);
    await settle(t);
    const ledger = await t.database.db
      .selectFrom('escrow_ledger')
      .select('kind')
      .where('order_id', '=', orderId)
      .execute();
    expect(ledger).toEqual([{ kind: 'hold' }]);
  });
});
