import type { TestimonialIbhRole } from '@ibh/contract';
import type { Insertable } from 'kysely';
import type { DB } from '../../db/schema.ts';
import type { Seeder } from '../../db/seed/seeder.ts';
import { idsByEmail } from '../auth/auth.seed.ts';

const DAY = 24 * 60 * 60 * 1000;

interface DemoTestimonial {
  email: string;
  name: string;
  role: string | null;
  ibhRole: TestimonialIbhRole | null;
  country: string;
  quote: string;
  approved: boolean;
  daysAgo: number;
  coords?: [lat: number, lng: number];
}

/** Approved stories for the home page and a few pending ones for /admin/testimonials. */
export const DEMO_TESTIMONIALS: DemoTestimonial[] = [
  {
    email: 'ava@demo.test',
    name: 'Ava Patel',
    role: 'Founder, HireLoop',
    ibhRole: 'idea_owner',
    country: 'India',
    quote:
      'Five interviews in one week told me more than three months of guessing. The evidence ledger made our pitch to pilot teams easy.',
    approved: true,
    daysAgo: 2,
    coords: [19.076, 72.8777],
  },
  {
    email: 'amara.okeke@demo.test',
    name: 'Amara Okeke',
    role: 'Product designer',
    ibhRole: 'mentor',
    country: 'Nigeria',
    quote:
      'I mentor two founders here. The workspace keeps our notes, tasks and files in one place, so our calls are about decisions, not status.',
    approved: true,
    daysAgo: 5,
  },
  {
    email: 'grace.wanjiru@demo.test',
    name: 'Grace Wanjiru',
    role: 'Health researcher',
    ibhRole: 'supporter',
    country: 'Kenya',
    quote:
      'Following ClinicLink from its first sketch to a real pilot in Kitui was inspiring. I could see every proof behind each claim.',
    approved: true,
    daysAgo: 9,
    coords: [-1.2921, 36.8219],
  },
  {
    email: 'leo@demo.test',
    name: 'Leo Martins',
    role: 'Founder, FixNear',
    ibhRole: 'idea_owner',
    country: 'Brazil',
    quote:
      'I found a co-founder who had built booking flows before. Two weeks later our repair shops were taking bookings in two taps.',
    approved: true,
    daysAgo: 14,
  },
  {
    email: 'siti.rahma@demo.test',
    name: 'Siti Rahma',
    role: 'Computer science student',
    ibhRole: 'student',
    country: 'Indonesia',
    quote:
      'As a student I joined a real team, ran user interviews and learned how founders decide what to build next. Better than any course.',
    approved: true,
    daysAgo: 21,
  },
  {
    email: 'oliver.smith@demo.test',
    name: 'Oliver Smith',
    role: 'Angel investor',
    ibhRole: 'funder',
    country: 'United Kingdom',
    quote:
      'I read the proof before I read the deck. Co-signed evidence from professionals saves me hours of due diligence on every idea.',
    approved: true,
    daysAgo: 30,
  },
  {
    email: 'maya.chen@demo.test',
    name: 'Maya Chen',
    role: 'Full-stack engineer',
    ibhRole: 'community',
    country: 'Singapore',
    quote:
      'The co-founder finder matched me with founders who needed exactly my hours and skills. We are now building the MVP together.',
    approved: false,
    daysAgo: 1,
  },
  {
    email: 'sam@demo.test',
    name: 'Sam Okafor',
    role: 'Onboarding consultant',
    ibhRole: 'mentor',
    country: 'Canada',
    quote:
      'Selling validation packages in the shop brought me three paying founders in my first month, with the escrow keeping both sides calm.',
    approved: false,
    daysAgo: 3,
  },
];

export const testimonialsSeeder: Seeder = {
  name: 'testimonials',
  async run(trx) {
    const emails = [...new Set(DEMO_TESTIMONIALS.map((t) => t.email))];
    const idOf = await idsByEmail(trx, emails);
    const now = Date.now();
    const rows: Insertable<DB['testimonials']>[] = DEMO_TESTIMONIALS.map((t) => {
      const userId = idOf.get(t.email);
      if (!userId) throw new Error(`demo testimonials: no user ${t.email}`);
      const at = new Date(now - t.daysAgo * DAY);
      return {
        user_id: userId,
        name: t.name,
        role: t.role,
        ibh_role: t.ibhRole,
        avatar_url: null,
        country: t.country,
        quote: t.quote,
        is_approved: t.approved,
        coords_lat: t.coords?.[0] ?? null,
        coords_lng: t.coords?.[1] ?? null,
        created_at: at,
        updated_at: at,
      };
    });
    await trx.insertInto('testimonials').values(rows).execute();
  },
};
