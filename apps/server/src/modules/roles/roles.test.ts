import { ROLES } from '@ibh/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/test-server.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

describe('GET /api/roles', () => {
  it('lists every seeded role ordered by name', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/roles' });
    expect(res.statusCode).toBe(200);
    const { roles } = res.json() as { roles: { slug: string; name: string }[] };
    const names = roles.map((r) => r.name);
    expect(names).toEqual([...names].sort());
    expect(new Set(roles.map((r) => r.slug))).toEqual(new Set(ROLES.map((r) => r.slug)));
    expect(roles).toContainEqual({ slug: 'idea_owner', name: 'Idea Owner' });
  });
});
