import {
  ERRORS,
  endpointPath,
  ORDER_API,
  type OrderReviews,
  PROFILE_API,
  REVIEW_ENDPOINTS,
  REVIEWS,
  type ReviewList,
} from '@ibh/contract';
import { describe, expect, it } from 'vitest';
import type { Agent } from '../../../test/agent.ts';
import { activeOrder, ok, orderSuite } from '../orders/orders.test-kit.ts';
import { resolveDisputeIn } from '../orders/resolve-dispute.ts';

const DAY = 24 * 3_600_000;
const { t, w } = orderSuite();

const reviewsPath = (id: string) => endpointPath(REVIEW_ENDPOINTS.write, { id });
const write = (agent: Agent, id: string, body: unknown) => agent.post(reviewsPath(id), body);
const view = async (agent: Agent, id: string) => {
  const res = await agent.get(reviewsPath(id));
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as OrderReviews;
};
const publicReviews = async (userId: string, as: 'pro' | 'buyer' = 'pro', serviceId?: string) => {
  const url = endpointPath(REVIEW_ENDPOINTS.personReviews, { userId });
  const query = new URLSearchParams({ as, ...(serviceId ? { serviceId } : {}) });
  const res = await t.app.inject({ method: 'GET', url: `${url}?${query}` });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as ReviewList).items;
};
const refused = (res: { statusCode: number; json(): unknown; body: string }, code: keyof typeof ERRORS) => {
  expect(res.statusCode, res.body).toBe(ERRORS[code].status);
  expect(res.json()).toMatchObject({ error: { code, message: ERRORS[code].message } });
};

/** A completed order: all three milestones submitted and approved by the buyer. */
async function completedOrder() {
  const order = await activeOrder(t.app, w);
  for (const m of order.milestones) await ok(await w.pro.agent.post(ORDER_API.submit(order.id, m.id), {}));
  for (const m of order.milestones) await ok(await w.buyer.agent.post(ORDER_API.approve(order.id, m.id)));
  return order.id;
}

describe('reviews after an order (issue 29 part 5)', () => {
  it('refuses strangers, unfinished orders, bad input, a second review and a late one, with codes', async () => {
    const open = await activeOrder(t.app, w);
    refused(await write(w.buyer.agent, open.id, { rating: 5, body: 'Great' }), 'E_ORDER_NOT_COMPLETED');
    const id = await completedOrder();
    refused(await write(w.stranger.agent, id, { rating: 5, body: 'Great' }), 'E_NOT_AUTHORIZED');
    refused(await write(w.admin.agent, id, { rating: 5, body: 'Great' }), 'E_NOT_AUTHORIZED');
    refused(await w.stranger.agent.get(reviewsPath(id)), 'E_NOT_AUTHORIZED');
    refused(await write(w.buyer.agent, id, { rating: 6, body: 'Great' }), 'E_INVALID_INPUT');
    refused(await write(w.buyer.agent, id, { rating: 0, body: 'Great' }), 'E_INVALID_INPUT');
    refused(await write(w.buyer.agent, id, { rating: 4, body: '   ' }), 'E_INVALID_INPUT');
    refused(
      await write(w.buyer.agent, id, { rating: 4, body: 'x'.repeat(REVIEWS.bodyMax + 1) }),
      'E_INVALID_INPUT',
    );
    const first = await write(w.buyer.agent, id, { rating: 4, body: 'x'.repeat(REVIEWS.bodyMax) });
    expect(first.statusCode, first.body).toBe(201);
    refused(await write(w.buyer.agent, id, { rating: 5, body: 'Again' }), 'E_ALREADY_REVIEWED');
    const late = await completedOrder();
    await t.clock.jump(REVIEWS.writeWindow + 1000);
    refused(await write(w.pro.agent, late, { rating: 5, body: 'Late' }), 'E_REVIEW_WINDOW_CLOSED');
    expect((await view(w.pro.agent, late)).canWrite).toBe(false);
  });

  it('keeps a review hidden from the other side and the public until both have written', async () => {
    const id = await completedOrder();
    const before = await view(w.buyer.agent, id);
    expect(before).toMatchObject({ role: 'buyer', canWrite: true, mine: null, theirs: { written: false } });

    const afterBuyer = (await write(w.buyer.agent, id, { rating: 5, body: 'Fast and thorough.' })).json();
    expect(afterBuyer).toMatchObject({ canWrite: false, mine: { rating: 5, body: 'Fast and thorough.' } });
    // The professional sees that a review exists, not what it says; the public sees nothing.
    const proView = await view(w.pro.agent, id);
    expect(proView).toMatchObject({ role: 'pro', canWrite: true, theirs: { written: true, review: null } });
    expect(JSON.stringify(proView)).not.toContain('Fast and thorough.');
    expect((await publicReviews(w.pro.user.id)).map((r) => r.orderId)).not.toContain(id);

    await ok(await write(w.pro.agent, id, { rating: 4, body: 'Clear brief.' }), 201);
    const buyerView = await view(w.buyer.agent, id);
    expect(buyerView.theirs.review).toMatchObject({ role: 'pro', rating: 4, body: 'Clear brief.' });
    expect((await view(w.pro.agent, id)).theirs.review).toMatchObject({ body: 'Fast and thorough.' });
    const aboutPro = await publicReviews(w.pro.user.id, 'pro', w.serviceId);
    expect(aboutPro.find((r) => r.orderId === id)).toMatchObject({
      role: 'buyer',
      rating: 5,
      author: { name: 'Bea Buyer' },
      ruling: null,
    });
    const aboutBuyer = await publicReviews(w.buyer.user.id, 'buyer');
    expect(aboutBuyer.find((r) => r.orderId === id)).toMatchObject({ role: 'pro', body: 'Clear brief.' });
  });

  it('shows a lone review 14 days after completion (the reveal job runs then)', async () => {
    const id = await completedOrder();
    await ok(await write(w.pro.agent, id, { rating: 3, body: 'Slow answers.' }), 201);
    const job = await t.database.db
      .selectFrom('jobs')
      .select(['run_at'])
      .where('idempotency_key', '=', `reviews.reveal:${id}`)
      .executeTakeFirstOrThrow();
    expect(new Date(job.run_at as Date).getTime()).toBeGreaterThan(t.clock.now().getTime() + 13 * DAY);
    await t.clock.jump(REVIEWS.revealAfter - DAY);
    expect((await view(w.buyer.agent, id)).theirs).toEqual({ written: true, review: null });
    await t.clock.jump(DAY);
    await t.app.ctx.jobs.runDue();
    expect((await view(w.buyer.agent, id)).theirs.review).toMatchObject({ body: 'Slow answers.' });
    expect((await publicReviews(w.buyer.user.id, 'buyer')).map((r) => r.orderId)).toContain(id);
    const done = await t.database.db
      .selectFrom('jobs')
      .select('status')
      .where('idempotency_key', '=', `reviews.reveal:${id}`)
      .executeTakeFirstOrThrow();
    expect(done.status).toBe('done');
  });

  it("shows the dispute ruling beside a review of an order completed by an admin's ruling", async () => {
    const order = await activeOrder(t.app, w);
    await ok(await w.buyer.agent.post(ORDER_API.dispute(order.id), { reason: 'Stalled' }));
    await t.database.db
      .transaction()
      .execute((trx) => resolveDisputeIn(t.app.ctx, trx, w.admin.user.id, order.id, 'complete'));
    await ok(await write(w.buyer.agent, order.id, { rating: 2, body: 'Needed a ruling.' }), 201);
    const both = (
      await write(w.pro.agent, order.id, { rating: 3, body: 'Hard brief.' })
    ).json() as OrderReviews;
    expect(both.ruling).toMatchObject({ resolution: 'completed' });
    const listed = (await publicReviews(w.pro.user.id)).find((r) => r.orderId === order.id);
    expect(listed?.ruling).toMatchObject({ resolution: 'completed' });
    expect(listed?.ruling?.decidedAt).toEqual(expect.any(String));
  });

  it("shows a record and reviews where the profile shows; a listed seller's even when private", async () => {
    const record = (userId: string, agent?: Agent) => {
      const url = endpointPath(REVIEW_ENDPOINTS.trackRecord, { userId });
      return agent ? agent.get(url) : t.app.inject({ method: 'GET', url });
    };
    const reviewsOf = (userId: string) =>
      t.app.inject({ method: 'GET', url: endpointPath(REVIEW_ENDPOINTS.personReviews, { userId }) });
    await ok(await w.buyer.agent.patch(PROFILE_API.me, { publicProfile: false }));
    const hidden = ERRORS.E_NOT_FOUND.status;
    expect((await record(w.buyer.user.id)).statusCode).toBe(hidden);
    expect((await reviewsOf(w.buyer.user.id)).statusCode).toBe(hidden);
    expect((await record(w.buyer.user.id, w.stranger.agent)).statusCode).toBe(hidden);
    await ok(await record(w.buyer.user.id, w.buyer.agent));
    expect((await record('7d3f1a52-0c4e-4b8e-9f7a-1a2b3c4d5e6f')).statusCode).toBe(hidden);
    await ok(await w.pro.agent.patch(PROFILE_API.me, { publicProfile: false }));
    await ok(await record(w.pro.user.id));
    await ok(await reviewsOf(w.pro.user.id));
  });
});
