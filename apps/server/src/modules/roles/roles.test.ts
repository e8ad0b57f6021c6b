import { ROLES } from '@ibh/contract';
import { describe, expect, it } from 'vitest';
import { startTestApp, useTestApp } from '../../../test/test-server.ts';

const t = useTestApp();

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

describe('GET /api/roles after a failed read', () => {
  it('answers a coded error while the database fails, then the roles once it is back', async () => {
    // A fresh app, so its roles are not read yet; its database fails the first read only.
    const other = await startTestApp();
    const realDb = other.app.ctx.db;
    other.app.ctx.db = new Proxy(realDb, {
      get(target, key, receiver) {
        if (key === 'selectFrom') throw new Error('database unreachable');
        return Reflect.get(target, key, receiver);
      },
    });
    const down = await other.app.inject({ method: 'GET', url: '/api/roles' });
    expect(down.statusCode).toBe(500);
    expect(down.json()).toMatchObject({ error: { code: 'E_INTERNAL' } });
    other.app.ctx.db = realDb;
    const up = await other.app.inject({ method: 'GET', url: '/api/roles' });
    expect(up.statusCode).toBe(200);
    expect(up.json().roles).toContainEqual({ slug: 'idea_owner', name: 'Idea Owner' });
    await other.close();
  });
});
