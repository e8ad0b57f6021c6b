import { ADMIN_EMAIL_TEXT, ADMIN_QA_ENDPOINTS as E, QA_CHECKS, TEST_EMAIL_TEMPLATES } from '@ibh/contract';
import { describe, expect, it } from 'vitest';
import { adminSuite } from '../../../test/admin-suite.ts';
import { createAgent, errorOf } from '../../../test/agent.ts';
import { ORDER_EMAIL_TEMPLATES } from '../orders/orders.emails.ts';

const { t, admin, adminUser, member } = adminSuite();

const outboxTo = (to: string) =>
  t.database.db.selectFrom('mail_outbox').selectAll().where('to_address', '=', to).execute();

describe('Email Test (001 sections 5, 7.4)', () => {
  it('offers exactly the seven order emails', () => {
    expect([...TEST_EMAIL_TEMPLATES].sort()).toEqual([...ORDER_EMAIL_TEMPLATES].sort());
  });

  it('puts each template in the outbox (/dev/mail) with one admin_logs row per send', async () => {
    for (const template of TEST_EMAIL_TEMPLATES) {
      const to = `sandbox-${template}@example.test`;
      const res = await admin.post(E.sendTestEmail.path, { to, template });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ delivery: 'outbox' });
      const mail = await outboxTo(to);
      expect(mail).toHaveLength(1);
      expect(mail[0]).toMatchObject({ template: `orders.${template}` });
      expect(mail[0]?.subject).toMatch(/^\[Test\] /);
      const logs = await t.database.db
        .selectFrom('admin_logs')
        .selectAll()
        .where('target_id', '=', res.json().id)
        .execute();
      expect(logs).toHaveLength(1);
      expect(logs[0]).toMatchObject({
        admin_id: adminUser.id,
        action: 'test_email_sent',
        target_type: 'email',
      });
    }
  });

  it.each([
    ['no address', {}],
    ['a blank address', { to: '  ' }],
    ['not an address', { to: 'nobody' }],
  ])("refuses %s with 'Please enter a sandbox email address'", async (_name, body) => {
    const res = await admin.post(E.sendTestEmail.path, { template: 'new_match', ...body });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields['body.to']).toContain(ADMIN_EMAIL_TEXT.addressRequired);
  });

  it('refuses an unknown template', async () => {
    const res = await admin.post(E.sendTestEmail.path, { to: 'x@example.test', template: 'welcome' });
    expect(res.statusCode).toBe(400);
  });
});

describe('QA Tests', () => {
  it('runs every self-check of the real parts, each passing with its time, and leaves no mail or file behind', async () => {
    const before = await t.database.db.selectFrom('mail_outbox').select('id').execute();
    const res = await admin.post(E.run.path);
    expect(res.statusCode).toBe(200);
    const { checks } = res.json() as { checks: { name: string; ok: boolean; ms: number; detail: string }[] };
    expect(checks.map((c) => c.name)).toEqual([...QA_CHECKS]);
    for (const check of checks) {
      expect(check, check.detail).toMatchObject({ ok: true });
      expect(check.ms).toBeGreaterThanOrEqual(0);
    }
    const after = await t.database.db.selectFrom('mail_outbox').select('id').execute();
    expect(after).toHaveLength(before.length);
    expect(await t.app.ctx.storage.list('qa/')).toHaveLength(0);
  });

  it('reports a broken part as a failure and still runs the rest', async () => {
    const storage = t.app.ctx.storage;
    const broken = Object.create(storage) as typeof storage;
    broken.put = () => Promise.reject(new Error('disk full'));
    t.app.ctx.storage = broken;
    try {
      const { checks } = (await admin.post(E.run.path)).json() as {
        checks: { name: string; ok: boolean; detail: string }[];
      };
      expect(checks.find((c) => c.name === 'storage')).toMatchObject({ ok: false, detail: 'disk full' });
      expect(checks.filter((c) => c.ok)).toHaveLength(QA_CHECKS.length - 1);
    } finally {
      t.app.ctx.storage = storage;
    }
  });
});

describe('only admins', () => {
  it('refuses anonymous callers (401) and non-admins (403), sending nothing', async () => {
    const anonymous = createAgent(t.app);
    const body = { to: 'refused@example.test', template: 'new_match' };
    expect((await anonymous.post(E.sendTestEmail.path, body)).statusCode).toBe(401);
    expect((await anonymous.post(E.run.path)).statusCode).toBe(401);
    const refused = await member.post(E.sendTestEmail.path, body);
    expect(refused.statusCode).toBe(403);
    expect(errorOf(refused).code).toBe('E_NOT_AUTHORIZED');
    expect((await member.post(E.run.path)).statusCode).toBe(403);
    expect(await outboxTo('refused@example.test')).toHaveLength(0);
  });
});
