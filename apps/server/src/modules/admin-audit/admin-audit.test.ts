import { randomUUID } from 'node:crypto';
import { ERRORS, IdParamsSchema, OkSchema } from '@ibh/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAgent } from '../../../test/agent.ts';
import { buildUser } from '../../../test/factories.ts';
import { signedInUser } from '../../../test/sign-in.ts';
import { startTestApp, type TestApp } from '../../../test/test-server.ts';
import { requireAdmin } from '../../platform/auth/session.ts';
import { AppError } from '../../platform/errors.ts';
import { fileReport, listOpenReports, resolveReport } from '../moderation/moderation.ts';
import { withAdminAudit } from './admin-audit.ts';

/** A test-only admin write: resolves a report through the guard and the audited transaction. */
const RESOLVE = '/api/test/admin/reports/:id/resolve';
const resolveUrl = (id: string) => RESOLVE.replace(':id', id);

function adminTestRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const schema = { params: IdParamsSchema, response: { 200: OkSchema } };
  r.post(RESOLVE, { schema, config: { noBody: true } }, async (request) => {
    const admin = requireAdmin(request);
    return withAdminAudit(app.ctx, admin, 'report_resolved', async (trx) => {
      if (!(await resolveReport(trx, request.params.id, admin.id))) throw new AppError('E_NOT_PENDING');
      return { result: { ok: true as const }, targetId: request.params.id, details: { via: 'test' } };
    });
  });
}

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({}, adminTestRoutes);
});
afterAll(() => t.close());

const db = () => t.database.db;

async function openReport(): Promise<string> {
  const sender = await buildUser(db());
  const reporter = await buildUser(db());
  return fileReport(db(), {
    subjectType: 'direct_message',
    subjectId: randomUUID(),
    reporterId: reporter.id,
    reportedUserId: sender.id,
    reason: 'Spam',
    content: 'Buy now',
  });
}

const statusOf = async (reportId: string) =>
  (
    await db()
      .selectFrom('moderation_reports')
      .select('status')
      .where('id', '=', reportId)
      .executeTakeFirstOrThrow()
  ).status;
const logsFor = (reportId: string) =>
  db().selectFrom('admin_logs').selectAll().where('target_id', '=', reportId).execute();

describe('requireAdmin', () => {
  it('refuses the signed-out (401) and non-admins (403 E_NOT_AUTHORIZED), and changes nothing', async () => {
    const reportId = await openReport();
    const anonymous = await createAgent(t.app).post(resolveUrl(reportId));
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().error.code).toBe('E_UNAUTHENTICATED');

    const { agent } = await signedInUser(t.app, db());
    const refused = await agent.post(resolveUrl(reportId));
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error).toMatchObject({
      code: 'E_NOT_AUTHORIZED',
      message: ERRORS.E_NOT_AUTHORIZED.message,
    });
    expect(await statusOf(reportId)).toBe('open');
    expect(await logsFor(reportId)).toEqual([]);
  });

  it('lets an admin through, and refuses them on the next request once their rights are revoked', async () => {
    const { user, agent } = await signedInUser(t.app, db(), { admin: true });
    const first = await openReport();
    expect((await agent.post(resolveUrl(first))).statusCode).toBe(200);

    await db().deleteFrom('admins').where('user_id', '=', user.id).execute();
    const second = await openReport();
    const refused = await agent.post(resolveUrl(second));
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.code).toBe('E_NOT_AUTHORIZED');
    expect(await statusOf(second)).toBe('open');
  });
});

describe('withAdminAudit', () => {
  it('commits the change and its admin_logs row together, with who, what, where and the target type', async () => {
    const { user, agent } = await signedInUser(t.app, db(), { admin: true });
    const reportId = await openReport();
    const res = await agent.post(resolveUrl(reportId));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ok: true });
    expect(await statusOf(reportId)).toBe('dismissed');
    expect(await logsFor(reportId)).toEqual([
      {
        id: expect.any(String),
        admin_id: user.id,
        action: 'report_resolved',
        target_type: 'moderation_report',
        target_id: reportId,
        details: { via: 'test' },
        ip_address: agent.ip,
        created_at: expect.any(Date),
      },
    ]);
    expect((await listOpenReports(db())).map((r) => r.id)).not.toContain(reportId);
  });

  it('writes no log row when the change throws, and the caller gets the error', async () => {
    const { agent } = await signedInUser(t.app, db(), { admin: true });
    const reportId = await openReport();
    expect((await agent.post(resolveUrl(reportId))).statusCode).toBe(200);
    // Resolving again: the change refuses, so there is no second log row.
    const again = await agent.post(resolveUrl(reportId));
    expect(again.statusCode).toBe(409);
    expect(again.json().error.code).toBe('E_NOT_PENDING');
    expect(await logsFor(reportId)).toHaveLength(1);
  });

  it('rolls the change back when it throws after writing', async () => {
    const admin = await buildUser(db(), { admin: true });
    const reportId = await openReport();
    await expect(
      withAdminAudit(t.app.ctx, { id: admin.id }, 'report_resolved', async (trx) => {
        await resolveReport(trx, reportId, admin.id);
        throw new Error('the change failed halfway');
      }),
    ).rejects.toThrow('the change failed halfway');
    expect(await statusOf(reportId)).toBe('open');
    expect(await logsFor(reportId)).toEqual([]);
  });

  it('rolls the change back when its log row cannot be written', async () => {
    const admin = await buildUser(db(), { admin: true });
    const reportId = await openReport();
    // The change succeeds, but the actor is not a user: the admin_logs foreign key refuses the row.
    const ghost = { id: randomUUID(), ip: '10.9.9.9' };
    let changed = false;
    await expect(
      withAdminAudit(t.app.ctx, ghost, 'report_resolved', async (trx) => {
        changed = await resolveReport(trx, reportId, admin.id);
        return { result: changed, targetId: reportId };
      }),
    ).rejects.toThrow(/foreign key/);
    expect(changed).toBe(true);
    expect(await statusOf(reportId)).toBe('open');
    expect(await logsFor(reportId)).toEqual([]);
  });

  it('keeps the log entry when the admin account is deleted, without the admin id', async () => {
    const admin = await buildUser(db(), { admin: true });
    const reportId = await openReport();
    await withAdminAudit(t.app.ctx, { id: admin.id }, 'report_resolved', async (trx) => ({
      result: await resolveReport(trx, reportId, admin.id),
      targetId: reportId,
    }));
    await db().deleteFrom('users').where('id', '=', admin.id).execute();
    expect(await logsFor(reportId)).toMatchObject([
      { admin_id: null, action: 'report_resolved', details: {}, ip_address: null },
    ]);
    expect(
      await db()
        .selectFrom('moderation_reports')
        .select(['status', 'resolved_by'])
        .where('id', '=', reportId)
        .executeTakeFirstOrThrow(),
    ).toEqual({ status: 'dismissed', resolved_by: null });
  });
});
