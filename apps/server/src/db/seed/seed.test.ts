import { AUTH_API, SESSION_API } from '@ibh/contract';
import { describe, expect, it } from 'vitest';
import { createAgent } from '../../../test/agent.ts';
import { useTestApp } from '../../../test/test-server.ts';
import { DEMO_ADMIN_WITHOUT_FACTOR, DEMO_PASSWORD, DEMO_SIGN_INS } from '../../modules/auth/auth.seed.ts';
import { isSeeded, seedDemoData } from './index.ts';
import { demoAgent } from './seed.test-kit.ts';

const t = useTestApp();

describe('demo data', () => {
  it('seeds once, and every demo account signs in with the demo password (the demo admin with its second factor)', async () => {
    expect(await isSeeded(t.database.db)).toBe(false);
    // Two starts racing on one empty database: exactly one seeds.
    const results = await Promise.all([seedDemoData(t.database.db), seedDemoData(t.database.db)]);
    expect(results.sort()).toEqual([false, true]);
    expect(await seedDemoData(t.database.db)).toBe(false);
    for (const account of DEMO_SIGN_INS) {
      const agent = await demoAgent(t.app, account.email);
      const res = await agent.get(SESSION_API.session);
      expect(res.statusCode, account.email).toBe(200);
      expect(res.json().user).toMatchObject({
        email: account.email,
        fullName: account.fullName,
        role: account.role,
        isAdmin: account.admin,
      });
    }
    // The demo admin's sign-in waits for its second factor; the other admin has none yet.
    const login = (email: string) =>
      createAgent(t.app).post(AUTH_API.login, { email, password: DEMO_PASSWORD });
    expect((await login('admin@demo.test')).json()).toMatchObject({ user: null, secondFactor: {} });
    expect((await login(DEMO_ADMIN_WITHOUT_FACTOR.email)).json().user).toMatchObject({ isAdmin: true });
  });
});
