import { TESTIMONIAL_ENDPOINTS as E, endpointPath, TestimonialInputSchema } from '@ibh/contract';
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { createAgent } from '../../../test/agent.ts';
import { demoAgent, useSeededTestApp } from '../../db/seed/seed.test-kit.ts';
import { DEMO_TESTIMONIALS } from './testimonials.seed.ts';

const t = useSeededTestApp();

describe('demo testimonials', () => {
  it('are valid submissions; the home shows the approved ones and the admin reviews the pending ones', async () => {
    for (const demo of DEMO_TESTIMONIALS) {
      expect(z.safeParse(TestimonialInputSchema, demo).success, demo.name).toBe(true);
    }
    const approved = DEMO_TESTIMONIALS.filter((demo) => demo.approved);
    const pending = DEMO_TESTIMONIALS.filter((demo) => !demo.approved);
    expect(approved.length).toBeGreaterThan(0);
    expect(pending.length).toBeGreaterThan(0);

    const home = (await createAgent(t.app).get(endpointPath(E.list))).json().items;
    expect(home.map((item: { name: string }) => item.name)).toEqual(
      [...approved].sort((a, b) => a.daysAgo - b.daysAgo).map((demo) => demo.name),
    );

    const admin = await demoAgent(t.app, 'admin@demo.test');
    const review = (await admin.get(endpointPath(E.adminList))).json().items;
    expect(review.map((item: { name: string }) => item.name).sort()).toEqual(
      pending.map((demo) => demo.name).sort(),
    );
  });
});
