import {
  ADMIN_CONSOLE_TEXT,
  type AdminFloor,
  type AdminLog,
  type AdminPro,
  ADMIN_CONSOLE_API as API,
  PROFILE_API,
} from '@ibh/contract';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { signedInUser } from '../../../test/sign-in.ts';
import { settle } from '../notifications/notifications.test-kit.ts';
import { activeOrder, detail, disputedOrder, orderSuite } from '../orders/orders.test-kit.ts';
import { createService, professional, publishedService } from '../shop/shop.test-kit.ts';
import { runAdminRightsCommand } from './admin-rights.ts';

const { t, w } = orderSuite();

const db = () => t.database.db;
const admin = () => w.admin.agent;
const logsFor = (targetId: string) =>
  db().selectFrom('admin_logs').selectAll().where('target_id', '=', targetId).execute();

/** The ledger invariant of one order: held = released + refunded + still held, from the rows. */
async function ledgerBalanced(orderId: string) {
  const order = await db()
    .selectFrom('service_orders')
    .select([
      'escrow_held_cents',
      'escrow_released_cents',
      'escrow_refunded_cents',
      'escrow_still_held_cents',
    ])
    .where('id', '=', orderId)
    .executeTakeFirstOrThrow();
  const rows = await db()
    .selectFrom('escrow_ledger')
    .select(['kind', 'amount_cents'])
    .where('order_id', '=', orderId)
    .execute();
  const sum = (kind: string) => rows.filter((r) => r.kind === kind).reduce((a, r) => a + r.amount_cents, 0);
  expect(sum('hold')).toBe(order.escrow_held_cents);
  expect(sum('release')).toBe(order.escrow_released_cents);
  expect(sum('refund')).toBe(order.escrow_refunded_cents);
  expect(order.escrow_held_cents).toBe(
    order.escrow_released_cents + order.escrow_refunded_cents + order.escrow_still_held_cents,
  );
  return order;
}

const disputed = () => disputedOrder(t.app, w);

describe('access', () => {
  it('answers an admin, and the overview counts open disputes and pending verifications', async () => {
    const access = await admin().get(API.access);
    expect(access.statusCode).toBe(200);
    expect(access.json()).toEqual({ admin: true, userId: w.admin.user.id });
    const before = (await admin().get(API.overview)).json();
    await disputed();
    const after = (await admin().get(API.overview)).json();
    expect(after.openDisputes).toBe(before.openDisputes + 1);
    expect(after).toMatchObject({
      pendingVerifications: expect.any(Number),
      ordersToday: expect.any(Number),
      gmvTodayCents: expect.any(Number),
    });
  });
});

describe('admin:grant and admin:revoke', () => {
  it('grants, revokes (refused on the next request), and reports unknown users and bad usage', async () => {
    // Signed in with a passkey (aal2): the console opens once granted (decision 160).
    const { user, agent } = await signedInUser(t.app, db(), { passkey: true });
    expect((await agent.get(API.access)).statusCode).toBe(403);
    expect(await runAdminRightsCommand(db(), 'grant', [user.email.toUpperCase()])).toEqual({
      code: 0,
      message: `${user.email.toUpperCase()} is now an admin.`,
    });
    // The command is another process: this server forgets its cached non-admin session when the
    // database's NOTIFY (the admins trigger) arrives, a moment after the commit.
    await expect.poll(async () => (await agent.get(API.access)).statusCode).toBe(200);
    expect((await runAdminRightsCommand(db(), 'grant', [user.email])).message).toContain('already');
    expect((await runAdminRightsCommand(db(), 'revoke', [user.email])).code).toBe(0);
    expect((await agent.get(API.access)).statusCode).toBe(403);
    expect((await runAdminRightsCommand(db(), 'revoke', [user.email])).message).toContain('was not');
    expect((await runAdminRightsCommand(db(), 'grant', ['nobody@example.test'])).code).toBe(1);
    expect((await runAdminRightsCommand(db(), 'grant', [])).code).toBe(2);
    expect((await runAdminRightsCommand(db(), 'promote', [user.email])).code).toBe(2);
  });
});

describe('Verify Pros', () => {
  it('lists a request with what was sent on /verify; verifying badges, lists services, notifies, logs once', async () => {
    const pro = await professional(t.app, db(), { fullName: 'Vera Verify', verified: false });
    const serviceId = await publishedService(pro.agent);
    const sent = await pro.agent.post(PROFILE_API.verification, {
      linkedinUrl: 'https://www.linkedin.com/in/vera-verify',
      orgEmail: 'vera@studio.test',
      showPublicly: true,
    });
    expect(sent.statusCode, sent.body).toBe(200);
    const requested = (await admin().get(`${API.pros}?filter=requested`)).json().items as AdminPro[];
    const row = requested.find((p) => p.userId === pro.user.id);
    expect(row).toMatchObject({
      verified: false,
      verificationStatus: 'pending',
      linkedinUrl: 'https://www.linkedin.com/in/vera-verify',
      orgEmail: 'vera@studio.test',
      publishedServices: 1,
      listedServices: 0,
    });

    const res = await admin().post(API.setVerification(pro.user.id), {
      verified: true,
      note: 'LinkedIn checked',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ verified: true, verifiedAt: expect.any(String), listedServices: 1 });
    const listed = await db()
      .selectFrom('pro_services')
      .select('listed')
      .where('id', '=', serviceId)
      .executeTakeFirstOrThrow();
    expect(listed.listed).toBe(true);
    const me = (await pro.agent.get(PROFILE_API.me)).json();
    expect(me.verified ?? me.isVerified).toBe(true);
    expect(await logsFor(pro.user.id)).toEqual([
      expect.objectContaining({
        admin_id: w.admin.user.id,
        action: 'pro_verified',
        target_type: 'user',
        details: { note: 'LinkedIn checked', changed: true, request: true },
        ip_address: w.admin.agent.ip,
      }),
    ]);
    await settle(t);
    const notes = await db()
      .selectFrom('notifications')
      .selectAll()
      .where('user_id', '=', pro.user.id)
      .where('type', '=', 'system_update')
      .execute();
    expect(notes).toHaveLength(1);
    expect(JSON.stringify(notes[0])).toContain('Verified Professional');

    const verified = (await admin().get(`${API.pros}?filter=verified`)).json().items as AdminPro[];
    expect(verified.map((p) => p.userId)).toContain(pro.user.id);
    const off = await admin().post(API.setVerification(pro.user.id), { verified: false });
    expect(off.json()).toMatchObject({ verified: false, verifiedAt: null, listedServices: 0 });
    expect((await logsFor(pro.user.id)).map((l) => l.action).sort()).toEqual([
      'pro_unverified',
      'pro_verified',
    ]);
  });

  it('refuses non-professionals and unknown users with 404 and writes no log row', async () => {
    const owner = await signedInUser(t.app, db());
    const res = await admin().post(API.setVerification(owner.user.id), { verified: true });
    expect(res.statusCode).toBe(404);
    expect(await logsFor(owner.user.id)).toEqual([]);
  });
});

describe('Category Floors', () => {
  it('edits a floor (suggested range lifted to it), keeps packages below a raised floor, logs once', async () => {
    const pro = await professional(t.app, db(), { fullName: 'Flo Floor' });
    await createService(pro.agent, { category: 'consulting' });
    const floors = (await admin().get(API.floors)).json().items as AdminFloor[];
    expect(floors.map((f) => f.category).sort()).toHaveLength(7);
    const consulting = floors.find((f) => f.category === 'consulting') as AdminFloor;
    const raised = consulting.floorPriceCents * 100;
    const res = await admin().put(API.updateFloor('consulting'), { floorPriceCents: raised });
    expect(res.statusCode, res.body).toBe(200);
    const after = res.json() as AdminFloor;
    expect(after.floorPriceCents).toBe(raised);
    expect(after.suggestedMinCents).toBeGreaterThanOrEqual(raised);
    expect(after.suggestedMaxCents).toBeGreaterThanOrEqual(after.suggestedMinCents);
    // Decision 65: packages already below the new floor keep their price (and are counted).
    expect(after.packagesBelowFloor).toBeGreaterThan(0);
    const logs = await logsFor('consulting');
    expect(logs).toHaveLength(1);
    expect(logs[0]).toMatchObject({
      action: 'category_floor_updated',
      target_type: 'category_floor',
      details: { from_cents: consulting.floorPriceCents, to_cents: raised },
    });
    // Put it back for the other tests.
    await admin().put(API.updateFloor('consulting'), {
      floorPriceCents: consulting.floorPriceCents,
      suggestedMinCents: consulting.suggestedMinCents,
      suggestedMaxCents: consulting.suggestedMaxCents,
    });
  });

  it('refuses a floor of zero or below, an unknown category, and a second floor for a category', async () => {
    expect((await admin().put(API.updateFloor('mvp'), { floorPriceCents: 0 })).statusCode).toBe(400);
    expect((await admin().put(API.updateFloor('mvp'), { floorPriceCents: -5 })).statusCode).toBe(400);
    expect(
      (await admin().put('/api/admin/category-floors/astrology', { floorPriceCents: 100 })).statusCode,
    ).toBe(400);
    const empty = await admin().post(API.floors, { category: 'mvp', floorPriceCents: 0 });
    expect(empty.statusCode).toBe(400);
    expect(JSON.stringify(empty.json())).toContain(ADMIN_CONSOLE_TEXT.floorRequired);
    const missing = await admin().post(API.floors, {});
    expect(missing.statusCode).toBe(400);
    expect(JSON.stringify(missing.json())).toContain(ADMIN_CONSOLE_TEXT.floorRequired);
    const twice = await admin().post(API.floors, { category: 'mvp', floorPriceCents: 100 });
    expect(twice.statusCode).toBe(409);
    expect((await logsFor('mvp')).filter((l) => l.action === 'category_floor_created')).toEqual([]);
  });

  it('creates the floor of a category that has none, logging once', async () => {
    // No service uses 'pitch' in this database: remove its floor so there is one to create.
    await db().deleteFrom('category_floors').where('category_key', '=', 'pitch').execute();
    const res = await admin().post(API.floors, { category: 'pitch', floorPriceCents: 9000 });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ category: 'pitch', floorPriceCents: 9000, suggestedMinCents: 9000 });
    expect((await logsFor('pitch')).map((l) => l.action)).toEqual(['category_floor_created']);
  });
});

describe('Disputes', () => {
  it('lists the open dispute; an admin reads the order as admin, read-only', async () => {
    const id = await disputed();
    const list = (await admin().get(API.disputes)).json().items as { orderId: string; reason: string }[];
    expect(list.find((d) => d.orderId === id)).toMatchObject({
      reason: 'Stalled',
      stillHeldCents: 6_667,
      // The form's choices: the order table's resolutions for an admin.
      allowedActions: ['complete', 'refund', 'reopen', 'split'],
    });
    const order = await detail(admin(), id);
    expect(order.viewerRole).toBe('admin');
    expect(order.allowedActions).toEqual([]);
  });

  it.each([
    ['complete', 'completed', 10_000, 0],
    ['refund', 'cancelled', 3_333, 6_667],
    ['reopen', 'in_progress', 3_333, 0],
  ] as const)(
    '%s: %s, the ledger balanced, one log row, both parties told',
    async (resolution, status, released, refunded) => {
      const id = await disputed();
      const res = await admin().post(API.resolveDispute(id), { resolution, note: 'Reviewed the files' });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({ orderId: id, status });
      const order = await ledgerBalanced(id);
      expect(order.escrow_released_cents).toBe(released);
      expect(order.escrow_refunded_cents).toBe(refunded);
      const logs = await logsFor(id);
      expect(logs).toHaveLength(1);
      expect(logs[0]).toMatchObject({
        action: `dispute_${resolution === 'complete' ? 'completed' : resolution === 'refund' ? 'refunded' : 'reopened'}`,
        target_type: 'service_order',
      });
      await settle(t);
      const mails = await db()
        .selectFrom('mail_outbox')
        .select('to_address')
        .where('template', '=', 'admin.dispute_resolved')
        .where(sql<boolean>`meta->>'orderId' = ${id}`)
        .execute();
      expect(mails.map((m) => m.to_address)).toEqual(
        expect.arrayContaining([w.buyer.user.email, w.pro.user.email]),
      );
      expect((await detail(w.buyer.agent, id)).status).toBe(status);
    },
  );

  it('split: the amount to the professional, the rest refunded, completed; bad amounts refused with no log row', async () => {
    const id = await disputed();
    for (const releaseCents of [undefined, 6_667, 9_999_999]) {
      const bad = await admin().post(API.resolveDispute(id), { resolution: 'split', releaseCents });
      expect(bad.statusCode, bad.body).toBe(400);
    }
    expect(await logsFor(id)).toEqual([]);
    const res = await admin().post(API.resolveDispute(id), { resolution: 'split', releaseCents: 2_000 });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      orderId: id,
      status: 'completed',
      releasedCents: 2_000,
      refundedCents: 4_667,
    });
    const order = await ledgerBalanced(id);
    expect(order).toMatchObject({
      escrow_released_cents: 5_333,
      escrow_refunded_cents: 4_667,
      escrow_still_held_cents: 0,
    });
    expect((await logsFor(id)).map((l) => l.action)).toEqual(['dispute_split']);
  });

  it('two concurrent resolutions resolve once: one wins, the other is refused, one log row', async () => {
    const id = await disputed();
    const [a, b] = await Promise.all([
      admin().post(API.resolveDispute(id), { resolution: 'refund' }),
      admin().post(API.resolveDispute(id), { resolution: 'complete' }),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    await ledgerBalanced(id);
    expect(await logsFor(id)).toHaveLength(1);
    const refunds = await db()
      .selectFrom('escrow_ledger')
      .select('kind')
      .where('order_id', '=', id)
      .where('kind', 'in', ['refund'])
      .execute();
    expect(refunds.length).toBeLessThanOrEqual(1);
  });

  it('an order that is not disputed cannot be resolved (409) and leaves no log row', async () => {
    const order = await activeOrder(t.app, w);
    const res = await admin().post(API.resolveDispute(order.id), { resolution: 'refund' });
    expect(res.statusCode).toBe(409);
    expect(await logsFor(order.id)).toEqual([]);
    const missing = await admin().post(API.resolveDispute('00000000-0000-4000-8000-000000000001'), {
      resolution: 'refund',
    });
    expect(missing.statusCode).toBe(404);
  });
});

describe('Logs', () => {
  it('shows the newest first, at most 100, filtered by window', async () => {
    const old = new Date(t.clock.now().getTime() - 10 * 24 * 3_600_000);
    await db()
      .insertInto('admin_logs')
      .values({
        admin_id: w.admin.user.id,
        action: 'coupon_created',
        target_type: 'coupon',
        target_id: 'OLD',
        details: '{}',
        created_at: old,
      })
      .execute();
    const all = (await admin().get(API.logs)).json().items as AdminLog[];
    expect(all.length).toBeGreaterThan(0);
    expect(all.length).toBeLessThanOrEqual(100);
    const times = all.map((l) => l.createdAt);
    expect([...times].sort().reverse()).toEqual(times);
    expect(all.map((l) => l.targetId)).toContain('OLD');
    expect(all[0]).toMatchObject({ adminName: expect.any(String) });
    const week = (await admin().get(`${API.logs}?window=7d`)).json().items as AdminLog[];
    expect(week.map((l) => l.targetId)).not.toContain('OLD');
    const month = (await admin().get(`${API.logs}?window=30d`)).json().items as AdminLog[];
    expect(month.map((l) => l.targetId)).toContain('OLD');
    expect((await admin().get(`${API.logs}?window=forever`)).statusCode).toBe(400);
  });
});
