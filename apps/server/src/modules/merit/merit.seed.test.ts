import { MERIT_AXES } from '@ibh/contract';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/test-server.ts';
import { seedDemoData } from '../../db/seed/index.ts';
import { loadTopPros } from './top-pros.ts';

const t = useTestApp();

describe('demo merit', () => {
  it('gives the demo professionals varied merit, earned by the demo data itself (no merit seeder)', async () => {
    await seedDemoData(t.database.db);
    const top = await loadTopPros(t.app.ctx.db, new Date(), { dailyRotation: false });
    expect(top.pros.length).toBeGreaterThanOrEqual(6);
    expect(new Set(top.pros.map((card) => card.merit.lifetimeTotal)).size).toBeGreaterThanOrEqual(4);
    for (const axis of MERIT_AXES) {
      expect(
        top.pros.some((card) => card.merit.recentPoints[axis] > 0),
        axis,
      ).toBe(true);
    }
    // Priya delivers the demo orders: the completed one and its on-time milestones count.
    const priya = top.pros.find((card) => card.fullName === 'Priya Sharma');
    expect(priya?.merit.lifetime.deliver).toBeGreaterThan(0);
    expect(priya?.rank).toBe(1);
  });
});
