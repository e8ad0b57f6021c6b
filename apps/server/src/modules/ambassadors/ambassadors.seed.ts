import type { AmbassadorStatus } from '@ibh/contract';
import type { Insertable } from 'kysely';
import type { DB } from '../../db/schema.ts';
import type { Seeder } from '../../db/seed/seeder.ts';
import { idsByEmail } from '../auth/auth.seed.ts';

const DAY = 24 * 60 * 60 * 1000;

interface DemoApplication {
  /** A demo account when the applicant had one (their ideas then carry the university). */
  account: string | null;
  fullName: string;
  email: string;
  university: string | null;
  country: string;
  socials: string | null;
  why: string;
  status: AmbassadorStatus;
  daysAgo: number;
}

/** Approved ambassadors for the rail, and pending and declined ones for /admin/ambassadors. */
export const DEMO_APPLICATIONS: DemoApplication[] = [
  {
    account: 'priyanka.iyer@demo.test',
    fullName: 'Priyanka Iyer',
    email: 'priyanka.iyer@demo.test',
    university: 'IIT Madras',
    country: 'India',
    socials: 'linkedin.com/in/priyanka-iyer-demo',
    why: 'I run a weekly idea night on campus and want our student teams to test ideas with real interviews.',
    status: 'approved',
    daysAgo: 40,
  },
  {
    account: 'grace.wanjiru@demo.test',
    fullName: 'Grace Wanjiru',
    email: 'grace.wanjiru@demo.test',
    university: 'University of Nairobi',
    country: 'Kenya',
    socials: null,
    why: 'Health students here have great ideas for rural clinics; I want to connect them with mentors.',
    status: 'approved',
    daysAgo: 32,
  },
  {
    account: 'isabella.garcia@demo.test',
    fullName: 'Isabella García',
    email: 'isabella.garcia@demo.test',
    university: 'Universidad Politécnica de Madrid',
    country: 'Spain',
    socials: 'instagram.com/isa.builds',
    why: 'I want to help first-year CS students find co-founders outside their own faculty.',
    status: 'approved',
    daysAgo: 21,
  },
  {
    account: 'aisha.bello@demo.test',
    fullName: 'Aisha Bello',
    email: 'aisha.bello@demo.test',
    university: 'University of Abuja',
    country: 'Nigeria',
    socials: null,
    why: 'Our energy club has five solar projects that need feedback from professionals.',
    status: 'approved',
    daysAgo: 12,
  },
  {
    account: null,
    fullName: 'Tomás Herrera',
    email: 'tomas.herrera@student.demo.test',
    university: 'Universidad de Chile',
    country: 'Chile',
    socials: 'linkedin.com/in/tomas-herrera-demo',
    why: 'I lead the entrepreneurship society and would love to bring IBH to our demo day.',
    status: 'pending',
    daysAgo: 2,
  },
  {
    account: null,
    fullName: 'Mei Nakamura',
    email: 'mei.nakamura@student.demo.test',
    university: 'Kyoto University',
    country: 'Japan',
    socials: null,
    why: 'Many of my classmates build side projects and never show them to anyone. I want to change that.',
    status: 'pending',
    daysAgo: 1,
  },
  {
    account: null,
    fullName: 'Jonas Weber',
    email: 'jonas.weber@student.demo.test',
    university: null,
    country: 'Germany',
    socials: null,
    why: 'Just curious.',
    status: 'declined',
    daysAgo: 20,
  },
];

export const ambassadorsSeeder: Seeder = {
  name: 'ambassadors',
  async run(trx) {
    const accounts = DEMO_APPLICATIONS.flatMap((a) => (a.account ? [a.account] : []));
    const idOf = await idsByEmail(trx, accounts);
    const admin = await trx
      .selectFrom('users')
      .select('id')
      .where('email', '=', 'admin@demo.test')
      .executeTakeFirst();
    const now = Date.now();
    const rows: Insertable<DB['ambassador_applications']>[] = DEMO_APPLICATIONS.map((a) => {
      const at = new Date(now - a.daysAgo * DAY);
      const reviewed = a.status === 'pending' ? null : new Date(at.getTime() + 2 * DAY);
      return {
        full_name: a.fullName,
        email: a.email,
        university: a.university,
        country: a.country,
        socials: a.socials,
        why: a.why,
        agree: true,
        status: a.status,
        user_id: a.account ? (idOf.get(a.account) ?? null) : null,
        reviewed_by: reviewed ? (admin?.id ?? null) : null,
        reviewed_at: reviewed,
        created_at: at,
        updated_at: reviewed ?? at,
      };
    });
    await trx.insertInto('ambassador_applications').values(rows).execute();
  },
};
