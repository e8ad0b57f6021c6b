import { ORDER_API, ORDERS } from '@ibh/contract';
import { describe, expect, it } from 'vitest';
import { settle } from '../notifications/notifications.test-kit.ts';
import { activeOrder, detail, ok, place, restartableOrderSuite } from './orders.test-kit.ts';
import { fireAutoApprove } from './system-actions.ts';

const HOUR = 3_600_000;

const { t, w, clock, restart } = restartableOrderSuite();

const activity = async (orderId: string) =>
  (await w.buyer.agent.get(ORDER_API.activity(orderId)))
    .json()
    .items.map((i: { text: string }) => i.text) as string[];

describe('enforced clocks (durable jobs on the TestClock)', () => {
  it('auto-approves a submitted milestone 72 hours after submission, after a server restart, once', async () => {
    const order = await activeOrder(t.app, w);
    const m = order.milestones[0]?.id as string;
    const submitted = await ok(await w.pro.agent.post(ORDER_API.submit(order.id, m), {}));
    const due = clock.now().getTime() + ORDERS.autoApproveAfter;
    expect(submitted.milestones[0]?.autoApproveAt).toBe(new Date(due).toISOString());
    expect(submitted.clocks).toContainEqual({
      kind: 'auto_approve',
      dueAt: new Date(due).toISOString(),
      milestoneId: m,
      paused: false,
    });
    await restart();
    await clock.jump(ORDERS.autoApproveAfter - HOUR);
    expect((await detail(w.buyer.agent, order.id)).milestones[0]?.status).toBe('submitted');
    await clock.jump(HOUR);
    await t.app.ctx.jobs.runDue();
    const after = await detail(w.buyer.agent, order.id);
    expect(after.milestones[0]?.status).toBe('approved');
    expect(after.escrow.releasedCents).toBe(3333);
    expect(after.clocks.filter((c) => c.kind === 'auto_approve')).toEqual([]);
    const log = await activity(order.id);
    expect(log).toContain('Milestone approved: Milestone 1');
    expect(log.some((text) => text.startsWith('Auto-approved after 72 hours'))).toBe(true);
  }, 120_000);

  it("reminds the professional 24 hours after payment ('first response due' email), not when they responded", async () => {
    const quiet = await activeOrder(t.app, w, { start: false });
    const answered = await activeOrder(t.app, w, { start: false });
    await ok(
      await w.pro.agent.post(ORDER_API.messages(answered.id), { body: 'Hello! Starting tomorrow.' }),
      201,
    );
    expect((await detail(w.buyer.agent, quiet.id)).clocks.map((c) => c.kind)).toEqual(['first_response']);
    expect((await detail(w.buyer.agent, answered.id)).clocks).toEqual([]);
    await restart();
    await clock.jump(ORDERS.firstResponseReminder);
    await settle(t);
    expect(await activity(quiet.id)).toContain('First response reminder sent to the professional');
    expect(await activity(answered.id)).not.toContain('First response reminder sent to the professional');
    const mails = await t.database.db
      .selectFrom('mail_outbox')
      .select(['subject', 'to_address'])
      .where('template', '=', 'orders.first_response_due')
      .execute();
    expect(mails).toEqual([
      { subject: `First response due: ${quiet.service.title}`, to_address: w.pro.user.email },
    ]);
    const analytics = await t.database.db
      .selectFrom('analytics_events')
      .select('meta')
      .where('type', '=', 'first_pro_response')
      .execute();
    expect(analytics.map((a) => a.meta)).toContainEqual(
      expect.objectContaining({
        order_id: answered.id,
        response_time_hours: 0,
        response_time_category: 'under_1h',
      }),
    );
  }, 120_000);

  it('cancels an unpaid order when its payment window ends, giving back nothing held', async () => {
    const { orderId } = await place(w.buyer.agent, { packageId: w.packages.basic });
    expect((await detail(w.buyer.agent, orderId)).clocks.map((c) => c.kind)).toEqual(['payment_expiry']);
    await restart();
    await clock.jump(ORDERS.unpaidExpiry);
    await t.app.ctx.jobs.runDue();
    const after = await detail(w.buyer.agent, orderId);
    expect(after.status).toBe('cancelled');
    expect(after.escrow.heldCents).toBe(0);
    expect(await activity(orderId)).toContain('Order expired: payment was not received within 24 hours');
  }, 120_000);

  it('pauses the clocks while a dispute is open (funds frozen, nothing auto-approves)', async () => {
    const order = await activeOrder(t.app, w);
    const m = order.milestones[0]?.id as string;
    await ok(await w.pro.agent.post(ORDER_API.submit(order.id, m), {}));
    const disputed = await ok(
      await w.buyer.agent.post(ORDER_API.dispute(order.id), { reason: 'Missing the survey' }),
    );
    expect(disputed.status).toBe('disputed');
    expect(disputed.escrow.frozen).toBe(true);
    expect(disputed.clocks).toEqual([expect.objectContaining({ kind: 'auto_approve', paused: true })]);
    await clock.jump(ORDERS.autoApproveAfter + HOUR);
    await t.app.ctx.jobs.runDue();
    const later = await detail(w.buyer.agent, order.id);
    expect(later.milestones[0]?.status).toBe('submitted');
    expect(later.escrow.releasedCents).toBe(0);
    // The other side answers with text (and files of the order): the answer is their button only.
    expect(later.allowedActions).not.toContain('answer_dispute');
    expect((await detail(w.pro.agent, order.id)).allowedActions).toEqual(['answer_dispute']);
    const answered = await ok(
      await w.pro.agent.post(ORDER_API.answerDispute(order.id), { text: 'It is in the appendix.' }),
    );
    expect(answered.dispute?.answer).toBe('It is in the appendix.');
    expect(answered.allowedActions).toEqual([]);
    const again = await w.pro.agent.post(ORDER_API.answerDispute(order.id), { text: 'Twice' });
    expect(again.statusCode).toBe(409);
    const own = await w.buyer.agent.post(ORDER_API.answerDispute(order.id), { text: 'Mine' });
    expect(own.statusCode).toBe(403);
  }, 120_000);

  it('acts once when its job runs twice (two processes, or again after a crash)', async () => {
    const order = await activeOrder(t.app, w);
    const m = order.milestones[1]?.id as string;
    await ok(await w.pro.agent.post(ORDER_API.submit(order.id, m), {}));
    const clockRow = await t.database.db
      .selectFrom('order_clocks')
      .select('id')
      .where('milestone_id', '=', m)
      .where('status', '=', 'running')
      .executeTakeFirstOrThrow();
    await Promise.all([fireAutoApprove(t.app.ctx, clockRow.id), fireAutoApprove(t.app.ctx, clockRow.id)]);
    await fireAutoApprove(t.app.ctx, clockRow.id);
    const releases = await t.database.db
      .selectFrom('escrow_ledger')
      .select('id')
      .where('milestone_id', '=', m)
      .execute();
    expect(releases).toHaveLength(1);
    expect((await detail(w.buyer.agent, order.id)).milestones[1]?.status).toBe('approved');
  });
});
