import {
  type Ambassador,
  type Leader,
  type SpotlightIdea,
  STUDENTS_LIMITS,
  type StudentsPage,
  type StudentsQuery,
} from '@ibh/contract';
import { sql } from 'kysely';
import { isoText } from '../../db/iso-time.ts';
import type { AppContext } from '../../platform/context.ts';
import { type PersonRow, personObjectSql, selectPeople } from '../people/person-json.ts';
import { toIdeaPerson } from '../people/person-view.ts';

type Ctx = Pick<AppContext, 'db' | 'storage'>;

/**
 * Leaderboard points (decision 93): what a person's public ideas earned from the network.
 * 5 a public idea, 2 a like, 2 a comment, 1 a follower.
 */
export const LEADER_POINTS = { idea: 5, like: 2, comment: 2, follower: 1 } as const;

/** A non-blank filter value, or null. */
const filterOf = (value: string | undefined) => value?.trim() || null;

/** An approved ambassador's university for the idea's owner (the newest approval), on `idea_cards i`. */
const UNIVERSITY_OF_OWNER = sql<string | null>`(
  select a.university from ambassador_applications a
  where a.user_id = i.user_id and a.status = 'approved' and a.university is not null
  order by a.reviewed_at desc nulls last limit 1)`;

/** Public, non-premium ideas: what the spotlight may show to anyone, on `idea_cards i`. */
const SHOWN = sql`i.visibility = 'public' and not i.is_premium`;

async function readStats(ctx: Ctx): Promise<StudentsPage['stats']> {
  const { rows } = await sql<{ people: number; countries: number; ideas: number }>`
    select
      (select count(*)::int from people) as people,
      (select count(distinct lower(btrim(country)))::int from person_profiles
        where btrim(coalesce(country, '')) <> '') as countries,
      (select count(*)::int from idea_cards where visibility = 'public') as ideas`.execute(ctx.db);
  const row = rows[0];
  return { people: row?.people ?? 0, countries: row?.countries ?? 0, ideas: row?.ideas ?? 0 };
}

interface SpotlightRow {
  id: string;
  title: string;
  one_liner: string | null;
  short_description: string;
  stage: string;
  field: string | null;
  country: string | null;
  university: string | null;
  owner: PersonRow;
  likes_count: number;
  comments_count: number;
  created_at: Date | string;
}

async function readSpotlight(ctx: Ctx, query: StudentsQuery): Promise<SpotlightIdea[]> {
  const country = filterOf(query.country);
  const field = filterOf(query.field);
  const university = filterOf(query.university);
  const { rows } = await sql<SpotlightRow>`
    select i.id, i.title, i.one_liner, i.short_description, i.stage, i.industry[1] as field,
      p.country, ${UNIVERSITY_OF_OWNER} as university, ${personObjectSql('i.user_id')} as owner,
      i.likes_count, i.comments_count, i.created_at
    from idea_cards i
    left join person_profiles p on p.user_id = i.user_id
    where ${SHOWN}
      ${country ? sql`and lower(btrim(p.country)) = lower(${country})` : sql``}
      ${field ? sql`and i.industry_lc @> array[lower(${field})]::text[]` : sql``}
      ${university ? sql`and lower(${UNIVERSITY_OF_OWNER}) = lower(${university})` : sql``}
    order by i.likes_count desc, i.created_at desc, i.id desc
    limit ${STUDENTS_LIMITS.spotlight}`.execute(ctx.db);
  return Promise.all(
    rows.map(async (row) => ({
      id: row.id,
      title: row.title,
      summary: row.one_liner || row.short_description,
      stage: row.stage,
      field: row.field,
      country: row.country,
      university: row.university,
      owner: await toIdeaPerson(ctx.storage, row.owner),
      likes: row.likes_count,
      comments: row.comments_count,
      createdAt: isoText(row.created_at),
    })),
  );
}

/** The values each filter offers: those some shown idea has (so no choice ends in nothing). */
async function readFilters(ctx: Ctx): Promise<StudentsPage['spotlight']['filters']> {
  const limit = STUDENTS_LIMITS.filterOptions;
  const [countries, fields, universities] = await Promise.all([
    sql<{ value: string }>`
      select min(btrim(p.country)) as value from idea_cards i join person_profiles p on p.user_id = i.user_id
      where ${SHOWN} and btrim(coalesce(p.country, '')) <> ''
      group by lower(btrim(p.country)) order by 1 limit ${limit}`.execute(ctx.db),
    sql<{ value: string }>`
      select min(f) as value from idea_cards i cross join lateral unnest(i.industry) as f
      where ${SHOWN} and btrim(f) <> ''
      group by lower(f) order by 1 limit ${limit}`.execute(ctx.db),
    sql<{ value: string }>`
      select min(a.university) as value from ambassador_applications a
      where a.status = 'approved' and a.university is not null
        and exists (select 1 from idea_cards i where i.user_id = a.user_id and ${SHOWN})
      group by lower(a.university) order by 1 limit ${limit}`.execute(ctx.db),
  ]);
  const values = (result: { rows: { value: string }[] }) => result.rows.map((row) => row.value);
  return { countries: values(countries), fields: values(fields), universities: values(universities) };
}

interface LeaderRow {
  user_id: string;
  ideas: number;
  likes: number;
  comments: number;
  followers: number;
  points: number;
}

/** The people whose public ideas earned the most (public profiles only). */
async function readLeaderboard(ctx: Ctx): Promise<Leader[]> {
  const P = LEADER_POINTS;
  const { rows } = await sql<LeaderRow>`
    select i.user_id, count(*)::int as ideas, sum(i.likes_count)::int as likes,
      sum(i.comments_count)::int as comments, sum(i.followers_count)::int as followers,
      (count(*) * ${P.idea} + sum(i.likes_count) * ${P.like} + sum(i.comments_count) * ${P.comment}
        + sum(i.followers_count) * ${P.follower})::int as points
    from idea_cards i
    left join person_profiles p on p.user_id = i.user_id
    where i.visibility = 'public' and coalesce(p.public_profile, true)
    group by i.user_id
    order by points desc, i.user_id
    limit ${STUDENTS_LIMITS.leaderboard}`.execute(ctx.db);
  const people = new Map(
    (
      await selectPeople(
        ctx.db,
        rows.map((row) => row.user_id),
      )
    ).map((p) => [p.id, p]),
  );
  const leaders: Leader[] = [];
  for (const row of rows) {
    const person = people.get(row.user_id);
    if (!person) continue;
    leaders.push({
      rank: leaders.length + 1,
      person: await toIdeaPerson(ctx.storage, person),
      ideas: row.ideas,
      likes: row.likes,
      comments: row.comments,
      followers: row.followers,
      points: row.points,
    });
  }
  return leaders;
}

async function readAmbassadors(ctx: Ctx): Promise<Ambassador[]> {
  const rows = await ctx.db
    .selectFrom('ambassador_applications')
    .select(['id', 'full_name', 'university', 'country', 'why', 'socials', 'reviewed_at', 'created_at'])
    .where('status', '=', 'approved')
    .orderBy('reviewed_at', 'desc')
    .orderBy('id', 'desc')
    .limit(STUDENTS_LIMITS.ambassadors)
    .execute();
  return rows.map((row) => ({
    id: row.id,
    fullName: row.full_name,
    university: row.university,
    country: row.country,
    why: row.why,
    socials: row.socials,
    since: isoText(row.reviewed_at ?? row.created_at),
  }));
}

/** GET /api/students: every real part of the student landing page in one answer (decision 93). */
export async function readStudentsPage(ctx: Ctx, query: StudentsQuery): Promise<StudentsPage> {
  const [stats, items, filters, leaderboard, ambassadors] = await Promise.all([
    readStats(ctx),
    readSpotlight(ctx, query),
    readFilters(ctx),
    readLeaderboard(ctx),
    readAmbassadors(ctx),
  ]);
  return { stats, spotlight: { items, filters }, leaderboard, ambassadors };
}
