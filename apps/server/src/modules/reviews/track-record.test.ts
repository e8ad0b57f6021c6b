import { endpointPath, ORDER_API, ORDERS, REVIEW_ENDPOINTS, type TrackRecord } from '@ibh/contract';
import { describe, expect, it } from 'vitest';
import { activeOrder, ok, orderSuite, pay, place } from '../orders/orders.test-kit.ts';
import { resolveDisputeIn } from '../orders/resolve-dispute.ts';

const MIN = 60_000;
const HOUR = 60 * MIN;
const DAY = 24 * HOUR;

const { t, w } = orderSuite();

const recordOf = async (userId: string): Promise<TrackRecord> => {
  const res = await t.app.inject({
    method: 'GET',
    url: endpointPath(REVIEW_ENDPOINTS.trackRecord, { userId }),
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as TrackRecord;
};

/**
 * The fixture (Basic package: 7 days, milestones due 3, 6 and 9 days after the order was placed;
 * every order is paid the moment it is placed):
 *   A: started 2 h after payment; all three milestones submitted 1 day in (on time);
 *      the buyer approves them 5 h later: completed.
 *   B: started 30 min after payment; all submitted 10 days in (late: due at 9 days); the buyer
 *      asks a revision of milestone 3; it is resubmitted 1 h later (delivered again); nobody
 *      approves: the 72-hour clocks complete it.
 *   C: started 4 h after payment; milestone 1 submitted and approved; the buyer disputes; an
 *      admin rules 'complete' (completed by a ruling, never delivered).
 *   D: paid, never started, cancelled by the buyer (refunded).
 */
async function buildFixture() {
  const submitAll = async (id: string, ms: string[]) => {
    for (const m of ms) await ok(await w.pro.agent.post(ORDER_API.submit(id, m), {}));
  };
  // A
  const a = await activeOrder(t.app, w, { start: false });
  const aMs = a.milestones.map((m) => m.id);
  await t.clock.jump(2 * HOUR);
  await ok(await w.pro.agent.post(ORDER_API.start(a.id)));
  await t.clock.jump(DAY - 2 * HOUR);
  await submitAll(a.id, aMs);
  await t.clock.jump(5 * HOUR);
  for (const m of aMs) await ok(await w.buyer.agent.post(ORDER_API.approve(a.id, m)));
  // B
  const b = await activeOrder(t.app, w, { start: false });
  const bMs = b.milestones.map((m) => m.id);
  await t.clock.jump(30 * MIN);
  await ok(await w.pro.agent.post(ORDER_API.start(b.id)));
  await t.clock.jump(10 * DAY - 30 * MIN);
  await submitAll(b.id, bMs);
  await ok(await w.buyer.agent.post(ORDER_API.revision(b.id, bMs[2] as string), { notes: 'One more chart' }));
  await t.clock.jump(HOUR);
  await ok(await w.pro.agent.post(ORDER_API.resubmit(b.id, bMs[2] as string), {}));
  await t.clock.jump(ORDERS.autoApproveAfter);
  await t.app.ctx.jobs.runDue();
  // C
  const c = await activeOrder(t.app, w, { start: false });
  const [c1] = c.milestones.map((m) => m.id) as [string];
  await t.clock.jump(4 * HOUR);
  await ok(await w.pro.agent.post(ORDER_API.start(c.id)));
  await ok(await w.pro.agent.post(ORDER_API.submit(c.id, c1), {}));
  await ok(await w.buyer.agent.post(ORDER_API.approve(c.id, c1)));
  await ok(await w.buyer.agent.post(ORDER_API.dispute(c.id), { reason: 'Stalled' }));
  await t.database.db
    .transaction()
    .execute((trx) => resolveDisputeIn(t.app.ctx, trx, w.admin.user.id, c.id, 'complete'));
  // D
  const { orderId: d } = await place(w.buyer.agent, { packageId: w.packages.basic });
  await pay(t.app, d);
  await ok(await w.buyer.agent.post(ORDER_API.cancel(d), {}));
  return { a: a.id, b: b.id, c: c.id, d };
}

describe('track records (issue 29 part 2): counted from the order rows, equal to a hand count', () => {
  it('a new account has no record: every n is 0 and no figure is 0 %', async () => {
    const record = await recordOf(w.stranger.user.id);
    expect(record.pro).toEqual({
      onTime: { count: 0, n: 0, rate: null },
      revisions: { count: 0, n: 0, rate: null },
      disputes: { count: 0, n: 0, rate: null },
      firstResponse: { medianMinutes: null, n: 0 },
    });
    expect(record.buyer).toEqual({
      approval: { medianMinutes: null, n: 0 },
      disputes: { count: 0, n: 0, rate: null },
    });
    expect(record.windowDays).toBe(365);
  });

  it("the fixture's professional and buyer figures match the hand computation", async () => {
    const orders = await buildFixture();
    const statuses = await t.database.db
      .selectFrom('service_orders')
      .select(['id', 'status'])
      .where('id', 'in', Object.values(orders))
      .execute();
    expect(Object.fromEntries(statuses.map((s) => [s.id, s.status]))).toEqual({
      [orders.a]: 'completed',
      [orders.b]: 'completed',
      [orders.c]: 'completed',
      [orders.d]: 'cancelled',
    });

    const pro = (await recordOf(w.pro.user.id)).pro;
    // Delivered at least once: A, B (C was completed by a ruling, never delivered; D never started).
    // On time: A (first delivery at 1 day <= due 9 days); B's first delivery at 10 days is late: 1/2.
    expect(pro.onTime).toEqual({ count: 1, n: 2, rate: 0.5 });
    // Revision asked: B of the delivered A, B: 1/2.
    expect(pro.revisions).toEqual({ count: 1, n: 2, rate: 0.5 });
    // Paid: A, B, C, D = 4; went into a dispute: C: 1/4.
    expect(pro.disputes).toEqual({ count: 1, n: 4, rate: 0.25 });
    // First responses: A 120 min, B 30 min, C 240 min (D none): median of (30, 120, 240) = 120.
    expect(pro.firstResponse).toEqual({ medianMinutes: 120, n: 3 });

    const buyer = (await recordOf(w.buyer.user.id)).buyer;
    // Completed by an approval: A (5 h = 300 min after delivery, by the buyer) and B (72 h =
    // 4320 min after the last delivery, automatic); C was completed by a ruling: left out.
    // Median of (300, 4320) = (300 + 4320) / 2 = 2310.
    expect(buyer.approval).toEqual({ medianMinutes: 2310, n: 2 });
    // The buyer's paid orders A, B, C, D; disputed C: 1/4.
    expect(buyer.disputes).toEqual({ count: 1, n: 4, rate: 0.25 });

    // Each side is counted only on its side: the professional bought nothing, the buyer sold nothing.
    expect((await recordOf(w.pro.user.id)).buyer.disputes.n).toBe(0);
    expect((await recordOf(w.buyer.user.id)).pro.onTime.n).toBe(0);
  }, 120_000);

  it('counts only the orders paid in the last 365 days', async () => {
    const before = await recordOf(w.pro.user.id);
    await t.clock.jump(366 * DAY);
    const after = await recordOf(w.pro.user.id);
    expect(before.pro.disputes.n).toBeGreaterThan(0);
    expect(after.pro.disputes).toEqual({ count: 0, n: 0, rate: null });
  });
});
