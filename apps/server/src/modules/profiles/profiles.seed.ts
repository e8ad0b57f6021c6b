import { explainReadiness, NO_READINESS, type ReadinessInput, timezoneOf } from '@ibh/contract';
import type { Insertable, Transaction } from 'kysely';
import type { DB } from '../../db/schema.ts';
import type { Seeder } from '../../db/seed/seeder.ts';
import { DEMO_PASSWORD, DEMO_SIGN_INS, idsByEmail } from '../auth/auth.seed.ts';
import { hashPassword } from '../auth/passwords.ts';
import { DEMO_PEOPLE, type DemoPerson, demoEmail } from './profiles.seed-people.ts';

type DemoEmail = (typeof DEMO_SIGN_INS)[number]['email'];
type Profile = Omit<Insertable<DB['user_profiles']>, 'user_id'>;

/** The demo accounts of README.md, as people: who they are and what they look for. */
const DEMO_PROFILES: Record<DemoEmail, Omit<DemoPerson, 'name' | 'role'>> = {
  'ava@demo.test': {
    ...place('India', 'Bengaluru'),
    profession: 'Founder',
    tagline: 'Building a hiring copilot for small teams',
    skills: rated(['Product strategy', 5], ['Marketing', 4], ['Fundraising', 3]),
    lookingFor: ['Engineer'],
    wants: ['React', 'Node.js'],
    ...prefs('Part-time', 20, 'MVP', 'Remote'),
    industries: ['SaaS', 'HR tech'],
    hidden: false,
    badges: ['Early Adopter'],
  },
  'leo@demo.test': {
    ...place('Brazil', 'São Paulo'),
    profession: 'Founder',
    tagline: 'A marketplace for local repair shops',
    skills: rated(['Operations', 4], ['Sales', 4]),
    lookingFor: ['Designer', 'Engineer'],
    wants: ['Figma', 'React'],
    ...prefs('Full-time', 40, 'Idea', 'Hybrid'),
    industries: ['Marketplaces'],
    hidden: false,
    badges: [],
  },
  'priya@demo.test': {
    ...place('India', 'Mumbai'),
    profession: 'Product Manager',
    tagline: 'Customer discovery and validation sprints',
    skills: rated(['Customer interviews', 5], ['Product strategy', 5], ['Pitch decks', 4]),
    lookingFor: ['Founder'],
    wants: [],
    ...prefs('Advisory', 10, 'Idea', 'Remote'),
    industries: ['SaaS', 'Fintech'],
    hidden: false,
    badges: ['Top Validator'],
  },
  'sam@demo.test': {
    ...place('Nigeria', 'Lagos'),
    profession: 'Engineer',
    tagline: 'I build MVPs with React and Node.js',
    skills: rated(['React', 4], ['Node.js', 4], ['PostgreSQL', 3]),
    lookingFor: ['Founder'],
    wants: ['Sales'],
    ...prefs('Contract', 25, 'MVP', 'Remote'),
    industries: ['SaaS'],
    hidden: false,
    badges: [],
  },
  'admin@demo.test': {
    ...place('United Kingdom', 'London'),
    profession: 'Ops',
    tagline: 'IBH team',
    skills: [],
    lookingFor: [],
    wants: [],
    ...prefs('Advisory', 5, 'MVP', 'Remote'),
    industries: [],
    hidden: false,
    badges: [],
  },
  'ops@demo.test': {
    ...place('United Kingdom', 'London'),
    profession: 'Ops',
    tagline: 'IBH team (admin, no second factor yet)',
    skills: [],
    lookingFor: [],
    wants: [],
    ...prefs('Advisory', 5, 'MVP', 'Remote'),
    industries: [],
    hidden: false,
    badges: [],
  },
};

/**
 * Selling profiles (001 §3.1): Priya verified with an impact score of 0.82, Sam not yet; the
 * demo professionals who sell in the Professionals Shop (shop.seed-services.ts) verified.
 */
const PRO_PROFILES: Record<string, Omit<Insertable<DB['pro_profiles']>, 'user_id'>> = {
  'priya@demo.test': {
    headline: 'Validation expert: interviews, landing tests, pitch reviews',
    categories: ['validate', 'pitch', 'consulting'],
    impact_score: 0.82,
    verified: true,
    verified_at: new Date(),
  },
  'sam@demo.test': { headline: 'MVP builder', categories: ['mvp', 'development'], impact_score: 0.41 },
  ...verifiedPro(
    'arjun.mehta@demo.test',
    'MVPs in weeks with React and Node.js',
    ['mvp', 'development'],
    0.9,
  ),
  ...verifiedPro(
    'maya.chen@demo.test',
    'Backends that survive launch day',
    ['development', 'consulting', 'mvp'],
    0.77,
  ),
  ...verifiedPro('sofia.rossi@demo.test', 'Product design and user research', ['design', 'validate'], 0.86),
  ...verifiedPro(
    'chloe.martin@demo.test',
    'Growth marketing, SEO and content',
    ['marketing', 'validate'],
    0.68,
  ),
  ...verifiedPro(
    'lukas.becker@demo.test',
    'Zero-to-one product strategy for B2B SaaS',
    ['pitch', 'consulting', 'validate'],
    0.72,
  ),
  ...verifiedPro('siti.rahma@demo.test', 'Brand and UI for consumer apps', ['design'], 0.64),
  ...verifiedPro('liam.o.brien@demo.test', 'Paid acquisition on a budget', ['marketing'], 0.58),
  ...verifiedPro(
    'hannah.muller@demo.test',
    'Fractional CFO for seed-stage startups',
    ['pitch', 'consulting'],
    0.7,
  ),
  ...verifiedPro('zoe.taylor@demo.test', 'UX research for marketplaces', ['validate', 'development'], 0.6),
};

function verifiedPro(email: string, headline: string, categories: string[], impact: number) {
  return { [email]: { headline, categories, impact_score: impact, verified: true, verified_at: new Date() } };
}

const READINESS: Record<string, Partial<ReadinessInput>> = {
  'ava@demo.test': { priorFounder: true, deckReady: true, deckUrl: 'https://example.com/ava-deck' },
  'leo@demo.test': { technicalFounder: true },
  'amara.okeke@demo.test': { priorFounder: true, arrDisclosed: true, arrAmount: 18_000 },
  'jack.wilson@demo.test': { deckReady: true },
};

/** Who follows whom, by email. */
const FOLLOWS: [string, string][] = [
  ['ava@demo.test', 'arjun.mehta@demo.test'],
  ['ava@demo.test', 'priya@demo.test'],
  ['leo@demo.test', 'ava@demo.test'],
  ['arjun.mehta@demo.test', 'ava@demo.test'],
  ['priya@demo.test', 'sam@demo.test'],
  ['maya.chen@demo.test', 'priya@demo.test'],
  ['amara.okeke@demo.test', 'priya@demo.test'],
  ['sofia.rossi@demo.test', 'leo@demo.test'],
  ['oliver.smith@demo.test', 'amara.okeke@demo.test'],
  ['emily.davis@demo.test', 'grace.wanjiru@demo.test'],
];

function place(country: string, city: string) {
  return { country, city };
}
function rated(...skills: [string, number][]) {
  return skills.map(([skill, level]) => ({ skill, level }));
}
function prefs(
  collab: DemoPerson['collab'],
  hours: number,
  stage: DemoPerson['stage'],
  location: DemoPerson['location'],
) {
  return { collab, hours, stage, location };
}

function profileOf(person: Omit<DemoPerson, 'name' | 'role'>): Profile {
  return {
    tagline: person.tagline,
    country: person.country,
    city: person.city,
    timezone: timezoneOf(person.country, person.city) ?? null,
    primary_profession: person.profession,
    skills: person.skills.map((s) => s.skill),
    looking_for_roles: person.lookingFor,
    looking_for_skills: person.wants,
    collaboration_type: person.collab,
    availability_per_week: person.hours,
    stage_preference: person.stage,
    location_preference: person.location,
    industries: person.industries,
    public_profile: !person.hidden,
    onboard_complete: true,
  };
}

async function fill(trx: Transaction<DB>, userId: string, person: Omit<DemoPerson, 'name' | 'role'>) {
  await trx
    .insertInto('user_profiles')
    .values({ user_id: userId, ...profileOf(person) })
    .execute();
  if (person.skills.length) {
    await trx
      .insertInto('user_skills')
      .values(person.skills.map((s) => ({ user_id: userId, ...s })))
      .execute();
  }
  if (person.badges.length) {
    await trx
      .insertInto('user_badges')
      .values(person.badges.map((badge) => ({ user_id: userId, badge })))
      .execute();
  }
}

/** Fills the demo accounts' profiles and adds about thirty people with the demo password. */
export const profilesSeeder: Seeder = {
  name: 'profiles',
  async run(trx) {
    const ids = await idsByEmail(
      trx,
      DEMO_SIGN_INS.map((a) => a.email),
    );
    for (const [email, person] of Object.entries(DEMO_PROFILES)) {
      const id = ids.get(email);
      if (id) await fill(trx, id, person);
    }

    const passwordHash = await hashPassword(DEMO_PASSWORD);
    for (const person of DEMO_PEOPLE) {
      const email = demoEmail(person.name);
      const user = await trx
        .insertInto('users')
        .values({
          email,
          full_name: person.name,
          role: person.role,
          password_hash: passwordHash,
          email_confirmed_at: new Date(),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      ids.set(email, user.id);
      await fill(trx, user.id, person);
    }

    for (const [email, pro] of Object.entries(PRO_PROFILES)) {
      const id = ids.get(email);
      if (!id) continue;
      await trx
        .insertInto('pro_profiles')
        .values({ user_id: id, ...pro })
        .execute();
      if (pro.verified) {
        await trx
          .updateTable('user_profiles')
          .set({ is_verified: true, verified_at: new Date(), verification_status: 'approved' })
          .where('user_id', '=', id)
          .execute();
      }
    }

    for (const [email, facts] of Object.entries(READINESS)) {
      const id = ids.get(email);
      if (!id) continue;
      const input: ReadinessInput = { ...NO_READINESS, ...facts };
      await trx
        .insertInto('founder_readiness')
        .values({
          user_id: id,
          prior_founder: input.priorFounder,
          technical_founder: input.technicalFounder,
          arr_disclosed: input.arrDisclosed,
          deck_ready: input.deckReady,
          arr_amount: input.arrAmount,
          deck_url: input.deckUrl,
          readiness_score: explainReadiness(input).score,
        })
        .execute();
    }

    const follows = FOLLOWS.flatMap(([from, to]) => {
      const follower = ids.get(from);
      const following = ids.get(to);
      return follower && following ? [{ follower_id: follower, following_id: following }] : [];
    });
    if (follows.length) await trx.insertInto('follows').values(follows).execute();
  },
};
