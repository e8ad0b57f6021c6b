import { AUTH_API } from '@ibh/contract';
import { describe, expect, it } from 'vitest';
import { createAgent } from '../../../test/agent.ts';
import { useTestApp } from '../../../test/test-server.ts';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../modules/auth/auth.seed.ts';
import { isSeeded, seedDemoData } from './index.ts';

const t = useTestApp();

describe('demo data', () => {
  it('seeds once, and every demo account signs in with the demo password', async () => {
    expect(await isSeeded(t.database.db)).toBe(false);
    // Two starts racing on one empty database: exactly one seeds.
    const results = await Promise.all([seedDemoData(t.database.db), seedDemoData(t.database.db)]);
    expect(results.sort()).toEqual([false, true]);
    expect(await seedDemoData(t.database.db)).toBe(false);
    for (const account of DEMO_ACCOUNTS) {
      const res = await createAgent(t.app).post(AUTH_API.login, {
        email: account.email,
        password: DEMO_PASSWORD,
      });
      expect(res.statusCode, account.email).toBe(200);
      expect(res.json().user).toMatchObject({
        email: account.email,
        fullName: account.fullName,
        role: account.role,
        isAdmin: account.admin,
      });
    }
  });
});
