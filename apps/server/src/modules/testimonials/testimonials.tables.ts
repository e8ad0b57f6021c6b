import type { TestimonialIbhRole } from '@ibh/contract';
import type { Generated } from 'kysely';
import type { Timestamp } from '../../db/schema.ts';

/** testimonials (000 section 3), migration 0018. */
export interface TestimonialsTable {
  id: Generated<string>;
  /** Null never happens today (rows go with their account); kept nullable like the spec's column. */
  user_id: string | null;
  name: string;
  role: string | null;
  ibh_role: TestimonialIbhRole | null;
  avatar_url: string | null;
  country: string;
  quote: string;
  is_approved: Generated<boolean>;
  coords_lat: number | null;
  coords_lng: number | null;
  created_at: Generated<Date>;
  updated_at: Timestamp;
}

export interface TestimonialsTables {
  testimonials: TestimonialsTable;
}
