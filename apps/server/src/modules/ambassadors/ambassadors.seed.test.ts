import {
  STUDENTS_ENDPOINTS as E,
  endpointPath,
  parseAmbassadorApplication,
  type StudentsPage,
} from '@ibh/contract';
import { describe, expect, it } from 'vitest';
import { createAgent } from '../../../test/agent.ts';
import { demoAgent, useSeededTestApp } from '../../db/seed/seed.test-kit.ts';
import { DEMO_APPLICATIONS } from './ambassadors.seed.ts';

const t = useSeededTestApp();

describe('demo ambassador applications and the students page on demo data', () => {
  it('are valid applications; approved ones are on the rail, pending ones wait for the admin', async () => {
    for (const demo of DEMO_APPLICATIONS) {
      expect(parseAmbassadorApplication({ ...demo, agree: true }).ok, demo.fullName).toBe(true);
    }
    const page = (await createAgent(t.app).get(endpointPath(E.page))).json() as StudentsPage;
    expect(page.ambassadors.map((a) => a.fullName).sort()).toEqual(
      DEMO_APPLICATIONS.filter((a) => a.status === 'approved')
        .map((a) => a.fullName)
        .sort(),
    );
    // Demo ideas of approved ambassadors carry their university, so the filter has choices.
    expect(page.spotlight.filters.universities.length).toBeGreaterThan(0);
    expect(page.spotlight.items.length).toBeGreaterThan(0);
    expect(page.leaderboard.length).toBeGreaterThan(0);
    expect(page.stats.people).toBeGreaterThan(30);

    const admin = await demoAgent(t.app, 'admin@demo.test');
    const review = (await admin.get(endpointPath(E.adminList))).json().items;
    expect(review.map((item: { fullName: string }) => item.fullName).sort()).toEqual(
      DEMO_APPLICATIONS.filter((a) => a.status === 'pending')
        .map((a) => a.fullName)
        .sort(),
    );
    const overview = (await admin.get('/api/admin/overview')).json();
    expect(overview.pendingAmbassadors).toBe(review.length);
  });
});
