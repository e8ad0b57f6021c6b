import type { ServiceCategory } from '@ibh/contract';

/** One demo service: seller (email), category, title, ETA, what you get, and packages [$, days, revisions]. */
export interface DemoService {
  seller: string;
  category: ServiceCategory;
  title: string;
  description: string;
  deliverables: string[];
  etaDays: number;
  packages: [number, number, number][];
  /** Left as a draft (the seller's dashboard shows one). */
  draft?: boolean;
}

/** A DemoService from its fields in the order the lists write them. */
export const demoService = (
  seller: string,
  category: ServiceCategory,
  title: string,
  etaDays: number,
  packages: [number, number, number][],
  description: string,
  deliverables: string[],
  draft = false,
): DemoService => ({ seller, category, title, etaDays, packages, description, deliverables, draft });
