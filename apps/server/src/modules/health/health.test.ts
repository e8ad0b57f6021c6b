import { HealthSchema } from '@ibh/contract';
import { describe, expect, it } from 'vitest';
import { startTestApp, testDatabaseKind, useTestApp } from '../../../test/test-server.ts';

const t = useTestApp();

describe('GET /api/health', () => {
  it('reports the version and a real database round trip', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    const body = HealthSchema.parse(res.json());
    expect(body.status).toBe('ok');
    expect(body.version).toBe(t.config.version);
    expect(body.database).toMatchObject({ kind: testDatabaseKind, ok: true, listening: true });
    expect(res.headers['x-request-id']).toMatch(
      /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/,
    );
  });

  it('reports degraded with 503 when the database is unreachable', async () => {
    const broken = await startTestApp();
    await broken.database.close();
    const res = await broken.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toMatchObject({ status: 'degraded', database: { ok: false } });
    await broken.app.close();
    await broken.database.dropSchema?.();
  });
});
