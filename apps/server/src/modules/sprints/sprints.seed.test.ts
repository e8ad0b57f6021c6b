import { SPRINT_API } from '@ibh/contract';
import { describe, expect, it } from 'vitest';
import { demoAgent, useSeededTestApp } from '../../db/seed/seed.test-kit.ts';

const t = useSeededTestApp();

const as = (email: string) => demoAgent(t.app, email);

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
