import { randomUUID } from 'node:crypto';
import { ORDER_API, ORDER_ERROR_TEXT, ORDERS, SHOP } from '@ibh/contract';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { createAgent } from '../../../test/agent.ts';
import { newestNotificationId, settle } from '../notifications/notifications.test-kit.ts';
import { activeOrder, detail, ok, orderSuite } from './orders.test-kit.ts';

const { t, w } = orderSuite();

const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');

describe('the workroom: only the buyer and the professional', () => {
  it('answers a stranger "You do not have access to this workroom" for the order, its chat, files and activity', async () => {
    const order = await activeOrder(t.app, w);
    const file = await w.pro.agent.request('POST', `${ORDER_API.files(order.id)}?name=brief.pdf`, PDF, {
      'content-type': 'application/pdf',
    });
    expect(file.statusCode, file.body).toBe(201);
    const urls = [
      ORDER_API.order(order.id),
      ORDER_API.messages(order.id),
      ORDER_API.files(order.id),
      ORDER_API.activity(order.id),
      ORDER_API.download(order.id, file.json().id),
    ];
    for (const url of urls) {
      const res = await w.stranger.agent.get(url);
      expect(res.statusCode, url).toBe(403);
      expect(res.json().error.message).toBe(ORDER_ERROR_TEXT.noWorkroomAccess);
      expect((await createAgent(t.app).get(url)).statusCode).toBe(401);
      expect((await w.buyer.agent.get(url)).statusCode).toBe(200);
      expect((await w.pro.agent.get(url)).statusCode).toBe(200);
    }
    const post = await w.stranger.agent.post(ORDER_API.messages(order.id), { body: 'Let me in' });
    expect(post.statusCode).toBe(403);
    const missing = await w.buyer.agent.get(ORDER_API.order(randomUUID()));
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error.message).toBe(ORDER_ERROR_TEXT.orderNotFound);
  });

  it('refuses a live subscription to order:{id} for anyone but the two parties', async () => {
    const order = await activeOrder(t.app, w);
    const authorize = (userId: string) => t.app.ctx.realtime.authorize(userId, `order:${order.id}`);
    expect(await authorize(w.buyer.user.id)).toBe(true);
    expect(await authorize(w.pro.user.id)).toBe(true);
    expect(await authorize(w.stranger.user.id)).toBe(false);
    expect(await authorize(w.admin.user.id)).toBe(false);
  });
});

describe('chat', () => {
  it("keeps a user's '[SYSTEM]' text a chat message, never an activity entry; refuses empty text", async () => {
    const order = await activeOrder(t.app, w);
    const sent = await w.buyer.agent.post(ORDER_API.messages(order.id), {
      body: '  [SYSTEM] Milestone approved: all  ',
    });
    expect(sent.statusCode, sent.body).toBe(201);
    expect(sent.json().body).toBe('[SYSTEM] Milestone approved: all');
    const chat = (await w.pro.agent.get(ORDER_API.messages(order.id))).json();
    expect(chat.items.map((m: { body: string }) => m.body)).toEqual(['[SYSTEM] Milestone approved: all']);
    const activity = (await w.pro.agent.get(ORDER_API.activity(order.id))).json();
    expect(activity.items.map((a: { text: string }) => a.text)).not.toContain(
      '[SYSTEM] Milestone approved: all',
    );
    expect(activity.items.map((a: { text: string }) => a.text)).toContain('Work started');
    const empty = await w.buyer.agent.post(ORDER_API.messages(order.id), { body: '   ' });
    expect(empty.statusCode).toBe(400);
    expect(Object.values(empty.json().error.fields ?? {}).flat()).toContain(ORDER_ERROR_TEXT.messageRequired);
  });

  it('pages newest first with a keyset cursor', async () => {
    const order = await activeOrder(t.app, w);
    for (let i = 1; i <= 5; i++) {
      await t.clock.advance(1000);
      await ok(await w.buyer.agent.post(ORDER_API.messages(order.id), { body: `Message ${i}` }), 201);
    }
    const first = (await w.buyer.agent.get(`${ORDER_API.messages(order.id)}?limit=3`)).json();
    expect(first.items.map((m: { body: string }) => m.body)).toEqual(['Message 5', 'Message 4', 'Message 3']);
    const second = (
      await w.buyer.agent.get(`${ORDER_API.messages(order.id)}?limit=3&cursor=${first.nextCursor}`)
    ).json();
    expect(second.items.map((m: { body: string }) => m.body)).toEqual(['Message 2', 'Message 1']);
    expect(second.nextCursor).toBeNull();
  });
});

describe('files', () => {
  it("stores files as '{timestamp}-{filename}' in the order folder, checked by content, with signed downloads", async () => {
    const order = await activeOrder(t.app, w);
    const up = await w.buyer.agent.request('POST', `${ORDER_API.files(order.id)}?name=my brief.pdf`, PDF, {
      'content-type': 'application/octet-stream',
    });
    expect(up.statusCode, up.body).toBe(201);
    const file = up.json();
    expect(file.name).toBe(`${t.clock.now().getTime()}-my-brief.pdf`);
    expect(file.contentType).toBe('application/pdf');
    const exe = await w.buyer.agent.request(
      'POST',
      `${ORDER_API.files(order.id)}?name=tool.pdf`,
      Buffer.from([0x4d, 0x5a, 0x90, 0x00, 0x03]),
      {
        'content-type': 'application/pdf',
      },
    );
    expect(exe.statusCode).toBe(415);
    const link = (await w.pro.agent.get(ORDER_API.download(order.id, file.id))).json();
    expect(new Date(link.expiresAt).getTime() - Date.now()).toBeLessThanOrEqual(ORDERS.downloadLinkTtl);
    const fetched = await createAgent(t.app).get(link.url.replace(t.config.publicUrl, ''));
    expect(fetched.statusCode).toBe(200);
    expect(fetched.rawPayload.equals(PDF)).toBe(true);
    // Saved and logged under the name it was uploaded with, not the storage key (issue 26, item 13).
    expect(fetched.headers['content-disposition']).toBe(
      `attachment; filename="my brief.pdf"; filename*=UTF-8''my%20brief.pdf`,
    );
    const activity = (await w.buyer.agent.get(ORDER_API.activity(order.id))).json();
    expect(activity.items.map((a: { text: string }) => a.text)).toContain('File uploaded: my brief.pdf');
  });

  it('lists at most 100 and refuses the 101st', async () => {
    const order = await activeOrder(t.app, w);
    await t.database.db
      .insertInto('order_files')
      .values(
        Array.from({ length: SHOP.filesListLimit }, (_, i) => ({
          order_id: order.id,
          uploader_id: w.buyer.user.id,
          name: `${i}-f.txt`,
          original_name: 'f.txt',
          storage_key: `order-files/${order.id}/${i}-f.txt`,
          content_type: 'text/plain',
          size_bytes: 1,
        })),
      )
      .execute();
    expect((await w.buyer.agent.get(ORDER_API.files(order.id))).json().items).toHaveLength(100);
    const more = await w.buyer.agent.request(
      'POST',
      `${ORDER_API.files(order.id)}?name=more.txt`,
      Buffer.from('hi'),
      {
        'content-type': 'text/plain',
      },
    );
    expect(more.statusCode).toBe(422);
  });
});

describe('notifications and emails', () => {
  it('paid: order confirmed to the buyer, new match and validation_order_placed (Start Work acts) to the professional', async () => {
    const order = await activeOrder(t.app, w, { start: false });
    await settle(t);
    const mails = await t.database.db
      .selectFrom('mail_outbox')
      .select(['template', 'to_address', 'text_body', 'html_body'])
      .where('template', 'in', ['orders.order_confirmed', 'orders.new_match'])
      .where('text_body', 'like', `%${order.id}%`)
      .execute();
    expect(mails.map((m) => [m.template, m.to_address]).sort()).toEqual(
      [
        ['orders.new_match', w.pro.user.email],
        ['orders.order_confirmed', w.buyer.user.email],
      ].sort(),
    );
    expect(mails.every((m) => m.html_body?.includes('<!doctype html>'))).toBe(true);
    const noticeId = await newestNotificationId(t, w.pro.user.id, 'validation_order_placed');
    const acted = await w.pro.agent.post(`/api/notifications/${noticeId}/actions`, {
      action: 'start_validation',
    });
    expect(acted.statusCode, acted.body).toBe(200);
    expect((await detail(w.buyer.agent, order.id)).status).toBe('in_progress');
  });

  it('resolves the Start Work notice when work starts from the workroom (any path)', async () => {
    const order = await activeOrder(t.app, w, { start: false });
    await settle(t);
    await ok(await w.pro.agent.post(ORDER_API.start(order.id)));
    await settle(t);
    const rows = await t.database.db
      .selectFrom('notifications')
      .select(['resolved_at'])
      .where('user_id', '=', w.pro.user.id)
      .where('type', '=', 'validation_order_placed')
      .where(sql<boolean>`meta -> 'actionData' ->> 'orderId' = ${order.id}`)
      .execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]?.resolved_at).not.toBeNull();
  });

  it('delivered: validation_order_delivered to the buyer (Approve completes); completed to the professional; milestone emails', async () => {
    const order = await activeOrder(t.app, w);
    for (const m of order.milestones) await ok(await w.pro.agent.post(ORDER_API.submit(order.id, m.id), {}));
    await settle(t);
    const submittedMails = await t.database.db
      .selectFrom('mail_outbox')
      .select('subject')
      .where('template', '=', 'orders.milestone_submitted')
      .where('to_address', '=', w.buyer.user.email)
      .execute();
    expect(submittedMails.map((m) => m.subject)).toEqual(
      expect.arrayContaining(['Milestone submitted: Milestone 3']),
    );
    const deliveredId = await newestNotificationId(t, w.buyer.user.id, 'validation_order_delivered');
    const acted = await w.buyer.agent.post(`/api/notifications/${deliveredId}/actions`, {
      action: 'approve_validation',
    });
    expect(acted.statusCode, acted.body).toBe(200);
    expect((await detail(w.buyer.agent, order.id)).status).toBe('completed');
    await settle(t);
    const completed = await t.database.db
      .selectFrom('notifications')
      .select('id')
      .where('user_id', '=', w.pro.user.id)
      .where('type', '=', 'validation_order_completed')
      .execute();
    expect(completed.length).toBeGreaterThan(0);
  });

  it('revision requested and dispute opened are mailed (dispute: review within 24 hours, 3-5 business days)', async () => {
    const order = await activeOrder(t.app, w);
    const m = order.milestones[0]?.id as string;
    await ok(await w.pro.agent.post(ORDER_API.submit(order.id, m), {}));
    await ok(await w.buyer.agent.post(ORDER_API.revision(order.id, m), { notes: 'Add the raw notes' }));
    await ok(await w.buyer.agent.post(ORDER_API.dispute(order.id), { reason: 'Late again' }));
    await settle(t);
    const revision = await t.database.db
      .selectFrom('mail_outbox')
      .select(['text_body'])
      .where('template', '=', 'orders.revision_requested')
      .where('text_body', 'like', '%Add the raw notes%')
      .execute();
    expect(revision).toHaveLength(1);
    const included = (await detail(w.buyer.agent, order.id)).revisions.included;
    expect(revision[0]?.text_body).toContain(`This order includes ${included} revision`);
    expect(revision[0]?.text_body).not.toContain('per milestone');
    const dispute = await t.database.db
      .selectFrom('mail_outbox')
      .select(['to_address', 'text_body'])
      .where('template', '=', 'orders.dispute_opened')
      .where('text_body', 'like', '%Late again%')
      .execute();
    expect(dispute.map((d) => d.to_address).sort()).toEqual([w.buyer.user.email, w.pro.user.email].sort());
    expect(dispute[0]?.text_body).toContain('within 24 hours');
    expect(dispute[0]?.text_body).toContain('3-5 business days');
  });
});

describe('earnings', () => {
  it('holds released money in clearance for 2 business days, then pays it out once with the payout email', async () => {
    const pro = w.pro;
    const order = await activeOrder(t.app, w);
    for (const m of order.milestones) await ok(await pro.agent.post(ORDER_API.submit(order.id, m.id), {}));
    for (const m of order.milestones) await ok(await w.buyer.agent.post(ORDER_API.approve(order.id, m.id)));
    const before = (await pro.agent.get(ORDER_API.earnings)).json();
    expect(before.inClearanceCents).toBeGreaterThanOrEqual(10_000);
    const refused = await pro.agent.post(ORDER_API.payouts, { idempotencyKey: randomUUID() });
    if (before.availableCents === 0) expect(refused.statusCode).toBe(409);
    await t.clock.jump(4 * 24 * 3_600_000);
    const after = (await pro.agent.get(ORDER_API.earnings)).json();
    expect(after.inClearanceCents).toBe(0);
    expect(after.availableCents).toBeGreaterThanOrEqual(10_000);
    const key = randomUUID();
    const paid = await pro.agent.post(ORDER_API.payouts, { idempotencyKey: key });
    expect(paid.statusCode, paid.body).toBe(201);
    const again = await pro.agent.post(ORDER_API.payouts, { idempotencyKey: key });
    expect(again.json().payout.id).toBe(paid.json().payout.id);
    expect(paid.json().earnings.availableCents).toBe(0);
    expect(paid.json().earnings.paidOutCents).toBe(after.availableCents + after.paidOutCents);
    await settle(t);
    await settle(t);
    const mail = await t.database.db
      .selectFrom('mail_outbox')
      .select('subject')
      .where('template', '=', 'orders.payout_released')
      .where('to_address', '=', pro.user.email)
      .execute();
    expect(mail).toHaveLength(1);
  });

  it('lists my orders on each side, filtered by status, newest first', async () => {
    const buyerSide = (await w.buyer.agent.get(`${ORDER_API.orders}?role=buyer&status=completed`)).json();
    expect(buyerSide.items.length).toBeGreaterThan(0);
    expect(
      buyerSide.items.every(
        (o: { status: string; viewerRole: string }) => o.status === 'completed' && o.viewerRole === 'buyer',
      ),
    ).toBe(true);
    const proSide = (await w.pro.agent.get(`${ORDER_API.orders}?role=professional`)).json();
    expect(proSide.items.length).toBeGreaterThan(0);
    expect((await w.stranger.agent.get(`${ORDER_API.orders}?role=buyer`)).json().items).toEqual([]);
  });
});

describe("My Hub's professional stats", () => {
  it('count open shop orders and money released this month', async () => {
    const res = await w.pro.agent.get('/api/dashboard');
    expect(res.statusCode, res.body).toBe(200);
    const stats = Object.fromEntries(
      res.json().stats.map((s: { key: string; value: number }) => [s.key, s.value]),
    );
    const open = await t.database.db
      .selectFrom('service_orders')
      .select('id')
      .where('pro_id', '=', w.pro.user.id)
      .where('status', 'in', ['paid_escrow', 'in_progress', 'delivered', 'disputed'])
      .execute();
    expect(stats.openShopOrders).toBe(open.length);
    expect(stats.openShopOrders).toBeGreaterThan(0);
    expect(stats.mtdEarnings).toBeGreaterThan(0);
  });
});
