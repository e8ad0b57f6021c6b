import { SERVICE_CATEGORIES } from '@ibh/contract';
import { z } from 'zod';
import rows from './shop.seed-services.json' with { type: 'json' };

/** One demo service: seller (email), category, title, ETA, what you get, and packages [$, days, revisions]. */
const demoService = z.object({
  seller: z.string(),
  category: z.enum(SERVICE_CATEGORIES),
  title: z.string(),
  etaDays: z.number().int(),
  packages: z.array(z.tuple([z.number(), z.number().int(), z.number().int()])),
  description: z.string(),
  deliverables: z.array(z.string()),
  /** Left as a draft (the seller's dashboard shows one). */
  draft: z.boolean().default(false),
});

export type DemoService = z.infer<typeof demoService>;

/**
 * About twenty-five services across the seven categories (prices at or above each floor of 0010),
 * from verified professionals, plus Sam's (not verified: hidden from buyers) and one draft
 * (the rows live in shop.seed-services.json).
 */
export const DEMO_SERVICES: DemoService[] = z.array(demoService).parse(rows);
