import { HOME_PULSE_TOPIC, type HomeData, type PulseItem } from '@ibh/contract';
import type { AppContext } from '../../platform/context.ts';
import { loadTopProsFor } from '../merit/top-pros.ts';
import { listApprovedTestimonials } from '../testimonials/list-testimonials.ts';
import { loadPulse } from './home-pulse.ts';

/**
 * The pulse is the same for every visitor: kept per process until the database's triggers announce
 * a change on its topic (every process drops it then), so an idea published a moment ago shows at
 * once and a page view costs no UNION of six sources.
 */
export function sharedPulse(ctx: AppContext): Promise<PulseItem[]> {
  return ctx.reads.get(HOME_PULSE_TOPIC, () => loadPulse(ctx.db, ctx.storage));
}

/**
 * GET /api/home: everything the home page shows in one answer (decision 92): Top Merit from its
 * stored ranking, the shared pulse, the newest approved testimonials. The same for every visitor,
 * so it is a shared read too, dropped with the pulse and with the home page (`pages.changed` '/':
 * testimonials, merit points, ideas and evidence that left the public, migration 0032).
 */
export function loadHome(ctx: AppContext): Promise<HomeData> {
  return ctx.reads.get(HOME_DATA_KEY, () => readHome(ctx), [HOME_PULSE_TOPIC, HOME_PAGE_PATH]);
}

const HOME_DATA_KEY = 'home:data';
/** The page whose `pages.changed` announcements cover everything on it but the pulse. */
const HOME_PAGE_PATH = '/';

async function readHome(ctx: AppContext): Promise<HomeData> {
  const [topPros, pulse, testimonials] = await Promise.all([
    loadTopProsFor(ctx),
    sharedPulse(ctx),
    listApprovedTestimonials(ctx.db),
  ]);
  return { topPros, pulse, testimonials: testimonials.items };
}
