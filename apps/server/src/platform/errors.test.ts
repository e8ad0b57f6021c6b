import { ApiErrorSchema, ERRORS } from '@ibh/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as z from 'zod';
import { startTestApp, type TestApp } from '../../test/test-server.ts';
import { AppError } from './errors.ts';

const Ok = { response: { 200: z.object({ ok: z.boolean() }) } };

function probes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get('/api/test-errors/app-error', { schema: Ok }, async () => {
    throw new AppError('E_NOT_OWNER');
  });
  r.get('/api/test-errors/custom-message', { schema: Ok }, async () => {
    throw new AppError('E_LIMIT_EXCEEDED', 'Limit reached: max 3 pending co-signs per sprint.');
  });
  r.get('/api/test-errors/unique', { schema: Ok }, async () => {
    await sql`insert into roles (slug, name) values ('idea_owner', 'Duplicate')`.execute(app.ctx.db);
    return { ok: true };
  });
  r.get('/api/test-errors/missing-table', { schema: Ok }, async () => {
    await sql`select * from no_such_table`.execute(app.ctx.db);
    return { ok: true };
  });
  r.get('/api/test-errors/foreign-key', { schema: Ok }, async () => {
    await sql`delete from test_parent where id = 1`.execute(app.ctx.db);
    return { ok: true };
  });
  r.get('/api/test-errors/permission', { schema: Ok }, async () => {
    throw Object.assign(new Error('permission denied for table secrets'), { code: '42501' });
  });
  r.get('/api/test-errors/sql-raised-code', { schema: Ok }, async () => {
    await sql`do $$ begin raise exception 'E_NOT_TEAM_MEMBER'; end $$`.execute(app.ctx.db);
    return { ok: true };
  });
  r.get('/api/test-errors/crash', { schema: Ok }, async () => {
    throw new Error('secret internal detail: connection string postgres://user:pw@host');
  });
  // How node-postgres reports a database that is down: refused, shut down, cut mid-query, no free connection.
  r.get('/api/test-errors/db-refused', { schema: Ok }, async () => {
    const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
    throw new AggregateError([refused, refused]);
  });
  r.get('/api/test-errors/db-shutdown', { schema: Ok }, async () => {
    throw Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' });
  });
  r.get('/api/test-errors/db-cut', { schema: Ok }, async () => {
    throw new Error('Connection terminated unexpectedly');
  });
  r.get('/api/test-errors/db-pool-timeout', { schema: Ok }, async () => {
    throw new Error('timeout exceeded when trying to connect');
  });
  r.get(
    '/api/test-errors/bad-response',
    { schema: Ok },
    async () => ({ ok: 'not a boolean' }) as unknown as { ok: boolean },
  );
}

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({}, probes);
  await t.database.runScript(
    'create table test_parent (id int primary key); create table test_child (parent int references test_parent); insert into test_parent values (1); insert into test_child values (1);',
  );
});
afterAll(() => t.close());

async function errorOf(url: string) {
  const res = await t.app.inject({ method: 'GET', url });
  return {
    status: res.statusCode,
    ...ApiErrorSchema.parse(res.json()).error,
    requestHeader: res.headers['x-request-id'],
  };
}

describe('the error handler', () => {
  it('sends a coded domain error with its catalogue message and status', async () => {
    const e = await errorOf('/api/test-errors/app-error');
    expect(e).toMatchObject({
      status: 403,
      code: 'E_NOT_OWNER',
      message: 'Only the owner can perform this action.',
    });
    expect(e.requestId).toBe(e.requestHeader);
  });

  it('keeps a feature-specific spec message', async () => {
    expect(await errorOf('/api/test-errors/custom-message')).toMatchObject({
      status: 422,
      code: 'E_LIMIT_EXCEEDED',
      message: 'Limit reached: max 3 pending co-signs per sprint.',
    });
  });

  it.each([
    ['/api/test-errors/unique', 409, 'This item already exists.'],
    ['/api/test-errors/foreign-key', 409, 'This item is referenced by other data and cannot be deleted.'],
    ['/api/test-errors/missing-table', 404, 'The requested resource was not found.'],
    ['/api/test-errors/permission', 403, ERRORS.E_NOT_AUTHORIZED.message],
  ])('maps Postgres errors to the spec fallback message (%s)', async (url, status, message) => {
    expect(await errorOf(url)).toMatchObject({ status, message });
  });

  it('reads a code raised inside SQL from the message', async () => {
    expect(await errorOf('/api/test-errors/sql-raised-code')).toMatchObject({
      status: 403,
      code: 'E_NOT_TEAM_MEMBER',
      message: 'Only team members can perform this action.',
    });
  });

  it('answers anything else with a 500 that carries the request id and no internals', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/test-errors/crash',
      headers: { 'x-request-id': 'req-abc-12345' },
    });
    expect(res.statusCode).toBe(500);
    expect(res.body).not.toContain('secret internal detail');
    expect(res.json()).toEqual({
      error: { code: 'E_INTERNAL', message: ERRORS.E_INTERNAL.message, requestId: 'req-abc-12345' },
    });
  });

  it.each([
    '/api/test-errors/db-refused',
    '/api/test-errors/db-shutdown',
    '/api/test-errors/db-cut',
    '/api/test-errors/db-pool-timeout',
  ])('answers a database that cannot be reached with a coded 503 to retry (%s)', async (url) => {
    const res = await t.app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(503);
    expect(res.headers['retry-after']).toBe('5');
    expect(ApiErrorSchema.parse(res.json()).error).toMatchObject({
      code: 'E_UNAVAILABLE',
      message: ERRORS.E_UNAVAILABLE.message,
    });
  });

  it('never sends a response that breaks its own schema', async () => {
    const e = await errorOf('/api/test-errors/bad-response');
    expect(e).toMatchObject({ status: 500, code: 'E_INTERNAL' });
  });

  it('answers unknown API paths with a coded 404, and unknown pages with the web app under a 404', async () => {
    expect(await errorOf('/api/does-not-exist')).toMatchObject({ status: 404, code: 'E_NOT_FOUND' });
    const unknown = await t.app.inject({ method: 'GET', url: '/some/client/route' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.headers['content-type']).toContain('text/html');
    const known = await t.app.inject({ method: 'GET', url: '/explore' });
    expect(known.statusCode).toBe(200);
    expect(known.headers['content-type']).toContain('text/html');
  });
});
