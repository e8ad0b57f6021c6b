import { ADMIN_EVENTS, ADMIN_CONSOLE_API as API } from '@ibh/contract';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { settle } from '../notifications/notifications.test-kit.ts';
import { disputedOrder, orderSuite } from '../orders/orders.test-kit.ts';
import { professional } from '../shop/shop.test-kit.ts';

const { t, w } = orderSuite();

const db = () => t.database.db;

/** The one event of a type about a subject, written with the ruling. */
function eventAbout(type: string, key: 'orderId' | 'userId', value: string) {
  return db()
    .selectFrom('domain_events')
    .select(['id', 'actor_id'])
    .where('type', '=', type)
    .where(sql<string>`payload ->> ${sql.lit(key)}`, '=', value)
    .execute();
}

/** As after a crash between the handlers and the job's completion: the event's job runs again. */
async function deliverAgain(eventId: string) {
  await db().updateTable('domain_events').set({ processed_at: null }).where('id', '=', eventId).execute();
  await db()
    .updateTable('jobs')
    .set({ status: 'queued', run_at: null, finished_at: null })
    .where('idempotency_key', '=', `domain_event:${eventId}`)
    .execute();
  await settle(t);
  const job = await db()
    .selectFrom('jobs')
    .select(['status', 'attempts'])
    .where('idempotency_key', '=', `domain_event:${eventId}`)
    .executeTakeFirstOrThrow();
  expect(job).toEqual({ status: 'done', attempts: 2 });
}

function systemNotices(userId: string, targetId: string) {
  return db()
    .selectFrom('notifications')
    .select(['body', 'meta'])
    .where('user_id', '=', userId)
    .where('type', '=', 'system_update')
    .where(sql<string>`meta->>'targetId'`, '=', targetId)
    .execute();
}

describe('the notices of admin rulings go through the events written with them', () => {
  it('a dispute ruling: one notification and one email to each party, even when the event is handled twice', async () => {
    const orderId = await disputedOrder(t.app, w);
    const res = await w.admin.agent.post(API.resolveDispute(orderId), {
      resolution: 'refund',
      note: 'Checked',
    });
    expect(res.statusCode, res.body).toBe(200);
    const [event, ...more] = await eventAbout(ADMIN_EVENTS.disputeResolved, 'orderId', orderId);
    expect(more).toEqual([]);
    expect(event?.actor_id).toBe(w.admin.user.id);
    await settle(t);
    await deliverAgain(event?.id as string);

    for (const party of [w.buyer, w.pro]) {
      const notices = await systemNotices(party.user.id, orderId);
      expect(notices).toHaveLength(1);
      expect(notices[0]?.body).toContain('is refunded to the buyer. Note: Checked');
      expect(notices[0]?.meta).toMatchObject({ eventId: event?.id });
      const mails = await db()
        .selectFrom('mail_outbox')
        .select('subject')
        .where('template', '=', 'admin.dispute_resolved')
        .where('to_address', '=', party.user.email)
        .where(sql<boolean>`meta->>'orderId' = ${orderId}`)
        .execute();
      expect(mails).toEqual([{ subject: 'Your dispute was resolved' }]);
    }
  });

  it('a verification: one notification to the professional, even when the event is handled twice', async () => {
    const pro = await professional(t.app, db(), { fullName: 'Nia Notice', verified: false });
    const res = await w.admin.agent.post(API.setVerification(pro.user.id), { verified: true });
    expect(res.statusCode, res.body).toBe(200);
    const [event] = await eventAbout(ADMIN_EVENTS.verificationChanged, 'userId', pro.user.id);
    await settle(t);
    await deliverAgain(event?.id as string);
    const notices = await systemNotices(pro.user.id, pro.user.id);
    expect(notices.map((n) => n.body)).toEqual([
      expect.stringContaining('You are now a Verified Professional'),
    ]);
  });

  it('a ruling that is refused writes no event and sends nothing', async () => {
    const pro = await professional(t.app, db(), { fullName: 'Sam Self', verified: false });
    const unchanged = await w.admin.agent.post(API.setVerification(pro.user.id), { verified: false });
    expect(unchanged.statusCode, unchanged.body).toBe(200);
    expect(await eventAbout(ADMIN_EVENTS.verificationChanged, 'userId', pro.user.id)).toEqual([]);
    const notDisputed = await w.admin.agent.post(API.resolveDispute(crypto.randomUUID()), {
      resolution: 'refund',
    });
    expect(notDisputed.statusCode).toBeGreaterThanOrEqual(400);
    await settle(t);
    expect(await systemNotices(pro.user.id, pro.user.id)).toEqual([]);
  });
});
