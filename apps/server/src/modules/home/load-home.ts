import type { HomeData } from '@ibh/contract';
import type { AppContext } from '../../platform/context.ts';
import { loadTopProsFor } from '../merit/top-pros.ts';
import { listApprovedTestimonials } from '../testimonials/list-testimonials.ts';
import { loadPulse } from './home-pulse.ts';

/**
 * GET /api/home: everything the home page shows in one answer (decision 92). Not cached: the pulse
 * must show an idea published a second ago, and the three reads together take a few milliseconds.
 */
export async function loadHome(ctx: AppContext): Promise<HomeData> {
  const [topPros, pulse, testimonials] = await Promise.all([
    loadTopProsFor(ctx),
    loadPulse(ctx.db, ctx.storage),
    listApprovedTestimonials(ctx.db),
  ]);
  return { topPros, pulse, testimonials: testimonials.items };
}
