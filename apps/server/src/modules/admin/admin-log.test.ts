import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUser } from '../../../test/factories.ts';
import { startTestApp, type TestApp } from '../../../test/test-server.ts';
import { logAdminAction } from './admin-log.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const db = () => t.database.db;

describe('logAdminAction', () => {
  it('writes one admin_logs row with its details, by an admin or on a user’s behalf', async () => {
    const admin = await buildUser(db(), { admin: true });
    const id = await logAdminAction(db(), {
      adminId: admin.id,
      action: 'testimonial_approved',
      targetType: 'testimonial',
      targetId: 't-1',
      details: { note: 'looks good', count: 2 },
      ipAddress: '10.0.0.9',
    });
    const byUser = await logAdminAction(db(), {
      adminId: null,
      action: 'message_reported',
      targetType: 'x',
      targetId: null,
    });
    const rows = await db().selectFrom('admin_logs').selectAll().where('id', 'in', [id, byUser]).execute();
    expect(rows.find((r) => r.id === id)).toMatchObject({
      admin_id: admin.id,
      action: 'testimonial_approved',
      target_type: 'testimonial',
      target_id: 't-1',
      details: { note: 'looks good', count: 2 },
      ip_address: '10.0.0.9',
      created_at: expect.any(Date),
    });
    expect(rows.find((r) => r.id === byUser)).toMatchObject({
      admin_id: null,
      target_id: null,
      details: {},
      ip_address: null,
    });
  });

  it('commits or rolls back with the transaction it is given', async () => {
    const action = `rolled_back_${Date.now()}`;
    await expect(
      db()
        .transaction()
        .execute(async (trx) => {
          await logAdminAction(trx, { adminId: null, action, targetType: 'x', targetId: null });
          throw new Error('the change failed');
        }),
    ).rejects.toThrow('the change failed');
    expect(await db().selectFrom('admin_logs').select('id').where('action', '=', action).execute()).toEqual(
      [],
    );
  });

  it('keeps the entry when the admin account is deleted, without the admin id', async () => {
    const admin = await buildUser(db(), { admin: true });
    const id = await logAdminAction(db(), {
      adminId: admin.id,
      action: 'user_banned',
      targetType: 'user',
      targetId: 'u',
    });
    await db().deleteFrom('users').where('id', '=', admin.id).execute();
    const row = await db()
      .selectFrom('admin_logs')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ admin_id: null, action: 'user_banned' });
  });
});
