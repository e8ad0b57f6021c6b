import {
  COLLABORATION_TYPES,
  citiesOf,
  explainReadiness,
  LOCATION_PREFERENCES,
  PROFESSIONS,
  PROFILE_COUNTRIES,
  STAGE_PREFERENCES,
  timezoneOf,
} from '@ibh/contract';
import { type Insertable, sql, type Transaction } from 'kysely';
import type { DB } from '../apps/server/src/db/schema.ts';
import { hashPassword } from '../apps/server/src/modules/auth/passwords.ts';
import type { BenchDataset } from './datasets.ts';

/** People per scale step: 100 / 1,000 / 10,000 for small / medium / large. */
const BASE_PEOPLE = 100;
const BATCH = 500;
const SKILLS = [
  'React',
  'Node.js',
  'TypeScript',
  'Python',
  'Go',
  'Figma',
  'SQL',
  'AWS',
  'Sales',
  'SEO',
  'Fundraising',
];

/** Deterministic ids, so endpoints can name a person in their path. */
export function benchUserId(index: number): string {
  return `00000000-0000-4000-8000-${(index + 1).toString(16).padStart(12, '0')}`;
}
export const BENCH_PASSWORD = 'bench-pass-1234';
/** Person 0 looks for a technical co-founder; person 1 is the profile the bench reads. */
export const BENCH_VIEWER = { id: benchUserId(0), email: 'bench-0@bench.test' };
export const BENCH_PROFILE_ID = benchUserId(1);

const pick = <T>(list: readonly T[], n: number): T => list[n % list.length] as T;

function profileOf(i: number): Insertable<DB['user_profiles']> {
  const country = pick(PROFILE_COUNTRIES, i * 7);
  const city = pick(citiesOf(country), i * 3);
  const skills = [pick(SKILLS, i), pick(SKILLS, i * 5 + 1), pick(SKILLS, i * 11 + 2)];
  return {
    user_id: benchUserId(i),
    display_name: `Bench ${i}`,
    tagline: `Person ${i} building something`,
    country,
    city,
    timezone: timezoneOf(country, city) ?? null,
    primary_profession: i === 0 ? 'Founder' : pick(PROFESSIONS, i * 13),
    skills: [...new Set(skills)],
    looking_for_roles: i === 0 ? ['Engineer'] : [pick(PROFESSIONS, i * 17 + 3)],
    looking_for_skills: i === 0 ? ['React', 'Node.js'] : [pick(SKILLS, i * 19 + 4)],
    collaboration_type: pick(COLLABORATION_TYPES, i * 23),
    availability_per_week: (i * 29) % 81,
    stage_preference: pick(STAGE_PREFERENCES, i * 31),
    location_preference: pick(LOCATION_PREFERENCES, i * 37),
    public_profile: i % 20 !== 19,
    onboard_complete: i % 10 !== 9,
  };
}

async function insertBatches<T>(
  count: number,
  make: (i: number) => T[],
  insert: (rows: T[]) => Promise<unknown>,
) {
  for (let start = 0; start < count; start += BATCH) {
    const rows: T[] = [];
    for (let i = start; i < Math.min(count, start + BATCH); i++) rows.push(...make(i));
    if (rows.length) await insert(rows);
  }
}

async function seedPeople(trx: Transaction<DB>, scale: number) {
  const people = BASE_PEOPLE * scale;
  const passwordHash = await hashPassword(BENCH_PASSWORD);
  await insertBatches(
    people,
    (i) => [
      {
        id: benchUserId(i),
        email: `bench-${i}@bench.test`,
        full_name: `Bench Person ${i}`,
        role: i % 3 === 0 ? 'idea_owner' : 'professional',
        password_hash: passwordHash,
        email_confirmed_at: new Date(),
      },
    ],
    (rows) => trx.insertInto('users').values(rows).execute(),
  );
  await insertBatches(
    people,
    (i) => [profileOf(i)],
    (rows) => trx.insertInto('user_profiles').values(rows).execute(),
  );
  await insertBatches(
    people,
    (i) => (profileOf(i).skills ?? []).map((skill, k) => ({ user_id: benchUserId(i), skill, level: 5 - k })),
    (rows) => trx.insertInto('user_skills').values(rows).execute(),
  );
  // Everyone follows three others; the profile the bench reads has a crowd of followers. Per row,
  // the counter trigger would update that one person's follow_counts row 100,000 times in one
  // transaction, each update walking every earlier version (quadratic): off, then counted at once.
  await sql`alter table follows disable trigger follow_counts_follows`.execute(trx);
  await insertBatches(
    people,
    (i) =>
      [...new Set([(i + 1) % people, (i + 7) % people, i === 1 ? 2 : 1])]
        .filter((j) => j !== i)
        .map((j) => ({ follower_id: benchUserId(i), following_id: benchUserId(j) })),
    (rows) => trx.insertInto('follows').values(rows).execute(),
  );
  await sql`alter table follows enable trigger follow_counts_follows`.execute(trx);
  await sql`
    insert into follow_counts (user_id, followers, following)
    select user_id, sum(followers)::integer, sum(following)::integer
    from (
      select following_id as user_id, 1 as followers, 0 as following from follows where status = 'accepted'
      union all
      select follower_id, 0, 1 from follows where status = 'accepted'
    ) f
    group by user_id`.execute(trx);
  await insertBatches(
    people,
    (i) => {
      if (i % 3 !== 0) return [];
      const input = {
        priorFounder: i % 2 === 0,
        technicalFounder: i % 5 === 0,
        arrDisclosed: false,
        deckReady: true,
        arrAmount: null,
        deckUrl: null,
      };
      return [
        {
          user_id: benchUserId(i),
          prior_founder: input.priorFounder,
          technical_founder: input.technicalFounder,
          deck_ready: true,
          readiness_score: explainReadiness(input).score,
        },
      ];
    },
    (rows) => trx.insertInto('founder_readiness').values(rows).execute(),
  );
}

export const peopleDataset: BenchDataset = { name: 'people', seed: seedPeople };
