import { SPRINT_API } from '@ibh/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { signInAs } from '../../../test/sign-in.ts';
import { useTestApp } from '../../../test/test-server.ts';
import { seedDemoData } from '../../db/seed/index.ts';
import { DEMO_PASSWORD } from '../auth/auth.seed.ts';

const t = useTestApp();
beforeAll(async () => {
  await seedDemoData(t.database.db);
});

const as = async (email: string) => {
  const user = await t.database.db
    .selectFrom('users')
    .select(['id', 'full_name', 'role'])
    .where('email', '=', email)
    .executeTakeFirstOrThrow();
  return signInAs(t.app, {
    id: user.id,
    email,
    password: DEMO_PASSWORD,
    fullName: user.full_name ?? '',
    role: user.role,
  });
};

describe('demo sprints', () => {
  it('cover every status, with one passed and published sprint and a pending co-sign for Priya', async () => {
    const ava = (await (await as('ava@demo.test')).get(SPRINT_API.mine)).json();
    const leo = (await (await as('leo@demo.test')).get(SPRINT_API.mine)).json();
    const all = [...ava.items, ...leo.items] as {
      state: string;
      gate: { status: string };
      evidenceId: string | null;
    }[];
    expect(new Set(all.map((s) => s.gate.status))).toEqual(
      new Set(['passed', 'not_met', 'on_track', 'at_risk']),
    );
    const published = all.filter((s) => s.state === 'published');
    expect(published).toHaveLength(1);
    expect(published[0]?.gate.status).toBe('passed');
    const priya = (await (await as('priya@demo.test')).get(SPRINT_API.myCosignRequests)).json();
    expect(priya.items.map((r: { status: string }) => r.status).sort()).toEqual(['accepted', 'pending']);
  });
});
