import { type CofounderQuery, MATCH_LIMITS, MATCH_POINTS } from '@ibh/contract';
import { type Kysely, type RawBuilder, sql } from 'kysely';
import type { DB } from '../../db/schema.ts';

/** What the viewer looks for and offers, lists lower-cased by Postgres (as the stored copies are). */
export interface Preferences {
  roles: string[];
  wantedSkills: string[];
  skills: string[];
  collaborationType: string | null;
  availability: number | null;
  stage: string | null;
  location: string | null;
  country: string | null;
}

export async function selectPreferences(db: Kysely<DB>, viewerId: string): Promise<Preferences> {
  const row = await db
    .selectFrom('person_profiles')
    .select([
      'looking_for_roles_lc',
      'looking_for_skills_lc',
      'skills_lc',
      'collaboration_type',
      'availability_per_week',
      'stage_preference',
      'location_preference',
      sql<string | null>`lower(country)`.as('country'),
    ])
    .where('user_id', '=', viewerId)
    .executeTakeFirst();
  return {
    roles: row?.looking_for_roles_lc ?? [],
    wantedSkills: row?.looking_for_skills_lc ?? [],
    skills: row?.skills_lc ?? [],
    collaborationType: row?.collaboration_type ?? null,
    availability: row?.availability_per_week ?? null,
    stage: row?.stage_preference ?? null,
    location: row?.location_preference ?? null,
    country: row?.country ?? null,
  };
}

export interface Keyset {
  score: number;
  userId: string;
}

/** How many of `values` the stored list holds: one cheap `= any` per value, no subquery. */
function hits(values: string[], column: RawBuilder<unknown>, cap: number): RawBuilder<number> {
  if (values.length === 0) return sql<number>`0`;
  const terms = values.map((value) => sql`(${value}::text = any(${column}))::int`);
  return sql<number>`least(${sql.join(terms, sql` + `)}, ${cap}::int)`;
}

function when(condition: RawBuilder<unknown> | null, points: number): RawBuilder<number> {
  return condition ? sql<number>`(case when ${condition} then ${points}::int else 0 end)` : sql<number>`0`;
}

/** The score of MATCH_POINTS against the viewer's preferences, per row of `person_profiles p`. */
export function scoreExpression(me: Preferences): RawBuilder<number> {
  const parts = [
    sql`${hits(me.roles, sql`p.roles_lc`, MATCH_LIMITS.roles)} * ${MATCH_POINTS.role}::int`,
    sql`${hits(me.wantedSkills, sql`p.skills_lc`, MATCH_LIMITS.skills)} * ${MATCH_POINTS.skill}::int`,
    sql`${hits(me.skills, sql`p.looking_for_skills_lc`, MATCH_LIMITS.reciprocalSkills)}
      * ${MATCH_POINTS.reciprocalSkill}::int`,
    when(
      me.collaborationType === null ? null : sql`p.collaboration_type = ${me.collaborationType}`,
      MATCH_POINTS.collaborationType,
    ),
    when(
      me.availability === null
        ? null
        : sql`abs(p.availability_per_week - ${me.availability}::int) <= ${MATCH_LIMITS.availabilityWithinHours}::int`,
      MATCH_POINTS.availability,
    ),
    when(me.stage === null ? null : sql`p.stage_preference = ${me.stage}`, MATCH_POINTS.stage),
    when(me.location === null ? null : sql`p.location_preference = ${me.location}`, MATCH_POINTS.location),
    when(me.country === null ? null : sql`lower(p.country) = ${me.country}`, MATCH_POINTS.sameCountry),
  ];
  return sql<number>`(${sql.join(parts, sql` + `)})`;
}

/** `%text%` for ILIKE, with the pattern characters of the text escaped. */
function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

function filtersOf(query: CofounderQuery): RawBuilder<unknown>[] {
  const filters: RawBuilder<unknown>[] = [];
  if (query.q) {
    const pattern = containsPattern(query.q);
    filters.push(
      sql`(u.full_name ilike ${pattern} or p.display_name ilike ${pattern} or p.tagline ilike ${pattern})`,
    );
  }
  if (query.role) {
    const role = query.role.toLowerCase();
    filters.push(sql`(lower(${role}) = any(p.roles_lc) or u.role = ${role})`);
  }
  if (query.skill) filters.push(sql`p.skills_lc @> array[lower(${query.skill})]`);
  if (query.collaborationType) filters.push(sql`p.collaboration_type = ${query.collaborationType}`);
  if (query.locationPreference) filters.push(sql`p.location_preference = ${query.locationPreference}`);
  if (query.stagePreference) filters.push(sql`p.stage_preference = ${query.stagePreference}`);
  if (query.country) filters.push(sql`lower(p.country) = lower(${query.country})`);
  return filters;
}

export interface CandidateRow {
  user_id: string;
  score: number;
  full_name: string | null;
  role: string;
  display_name: string | null;
  avatar_path: string | null;
  tagline: string | null;
  primary_profession: string | null;
  secondary_roles: string[];
  country: string | null;
  city: string | null;
  skills: string[];
  looking_for_skills: string[];
  collaboration_type: string | null;
  availability_per_week: number;
  stage_preference: string;
  location_preference: string;
  verified: boolean;
  roles_lc: (string | null)[];
  country_lc: string | null;
  skills_lc: string[];
  looking_for_skills_lc: string[];
}

/**
 * One page of the co-founder finder, ranked in SQL. Candidates are other people with a public,
 * completed profile; each is scored with cheap comparisons against the stored lower-cased lists,
 * ordered by score then user id after `after` (keyset), and only the page's rows are joined to
 * their details. Pass `limit` one above the page size to learn whether a next page exists.
 */
export async function selectCandidates(
  db: Kysely<DB>,
  viewerId: string,
  me: Preferences,
  query: CofounderQuery,
  after: Keyset | null,
  limit: number,
): Promise<CandidateRow[]> {
  const filters = filtersOf(query);
  // The name and role filters read the account (people); without them the scan reads the profiles
  // alone (person_profiles, no account join: half the time).
  const needsAccount = Boolean(query.q || query.role);
  const where = filters.length ? sql`and ${sql.join(filters, sql` and `)}` : sql``;
  const keyset = after
    ? sql`where score < ${after.score}::int or (score = ${after.score}::int and user_id > ${after.userId}::uuid)`
    : sql``;
  const result = await sql<CandidateRow>`
    with scored as (
      select p.user_id, ${scoreExpression(me)} as score
      from person_profiles p
      ${needsAccount ? sql`join people u on u.id = p.user_id` : sql``}
      where p.public_profile and p.onboard_complete and p.user_id <> ${viewerId}::uuid ${where}
    ),
    page as (
      select user_id, score from scored ${keyset}
      order by score desc, user_id
      limit ${limit}::int
    )
    select page.user_id, page.score, u.full_name, u.role, p.display_name, p.avatar_path, p.tagline,
      p.primary_profession, p.secondary_roles, p.country, p.city, p.skills, p.looking_for_skills,
      p.collaboration_type, p.availability_per_week, p.stage_preference, p.location_preference,
      (p.is_verified or coalesce(u.pro_verified, false)) as verified,
      p.roles_lc, lower(p.country) as country_lc, p.skills_lc, p.looking_for_skills_lc
    from page
    join person_profiles p on p.user_id = page.user_id
    join people u on u.id = page.user_id
    order by page.score desc, page.user_id`.execute(db);
  return result.rows;
}
