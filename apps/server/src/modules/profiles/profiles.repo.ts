import { type ExpressionBuilder, sql, type Transaction, type Updateable } from 'kysely';
import { jsonArrayFrom } from 'kysely/helpers/postgres';
import type { Executor } from '../../db/executor.ts';
import type { DB } from '../../db/schema.ts';
import type { UserProfilesTable } from './profiles.tables.ts';

/** Creates the person's profile row with the spec's defaults if it is missing. */
export async function ensureProfile(db: Executor, userId: string): Promise<void> {
  await db
    .insertInto('user_profiles')
    .values({ user_id: userId })
    .onConflict((oc) => oc.column('user_id').doNothing())
    .execute();
}

/** Verified by an admin on the profile, or as a professional (001 §3.1). */
const verifiedExpr = sql<boolean>`coalesce(p.is_verified, false) or coalesce(pp.verified, false)`;

/**
 * A person (`u`) with their profile (`p`) and professional profile (`pp`), either of which may be
 * missing: the base of the profile reads and of verification.
 */
export function personWithProfiles(db: Executor) {
  return db
    .selectFrom('people as u')
    .leftJoin('user_profiles as p', 'p.user_id', 'u.id')
    .leftJoin('pro_profiles as pp', 'pp.user_id', 'u.id');
}

/** The owner's full row (profile, account fields, verification), locked with `forUpdate`. */
export function selectOwnProfile(db: Executor, userId: string, options: { forUpdate?: boolean } = {}) {
  let query = db
    .selectFrom('user_profiles as p')
    .innerJoin('people as u', 'u.id', 'p.user_id')
    .leftJoin('pro_profiles as pp', 'pp.user_id', 'p.user_id')
    .selectAll('p')
    .select(['u.email', 'u.role', 'u.full_name', verifiedExpr.as('verified')])
    .where('p.user_id', '=', userId);
  if (options.forUpdate) query = query.forUpdate('p');
  return query.executeTakeFirst();
}
export type OwnProfileRow = NonNullable<Awaited<ReturnType<typeof selectOwnProfile>>>;

export async function updateProfile(
  db: Executor,
  userId: string,
  changes: Updateable<UserProfilesTable>,
): Promise<void> {
  await db
    .updateTable('user_profiles')
    .set({ ...changes, updated_at: new Date() })
    .where('user_id', '=', userId)
    .execute();
}

/**
 * The counters migration 0024 keeps (follows' follow_totals): one primary-key read however many
 * followers (0 without a row), for the person `u`.
 */
function followCounts(eb: ExpressionBuilder<DB & { u: DB['people'] }, 'u'>) {
  const count = (column: 'followers' | 'following') =>
    eb.fn
      .coalesce(
        eb.selectFrom('follow_totals as c').select(`c.${column}`).whereRef('c.user_id', '=', 'u.id'),
        sql<number>`0`,
      )
      .as(column);
  return [count('followers'), count('following')];
}

/**
 * Everything a profile page shows, in one statement: the profile (absent for people who never
 * opened theirs), rated skills, badges, follow counts, whether the viewer follows, readiness.
 */
export function selectPublicProfile(db: Executor, userId: string, viewerId: string | null) {
  return personWithProfiles(db)
    .leftJoin('readiness_scores as r', 'r.user_id', 'u.id')
    .select((eb) => [
      'u.id',
      'u.email',
      'u.role',
      'u.full_name',
      'u.created_at',
      'p.display_name',
      'p.tagline',
      'p.headline',
      'p.bio',
      'p.country',
      'p.city',
      'p.avatar_path',
      'p.website',
      'p.linkedin',
      'p.linkedin_url',
      'p.linkedin_public',
      'p.calendly',
      'p.phone',
      'p.preferred_contact',
      'p.primary_profession',
      'p.industries',
      'p.skills',
      'p.looking_for_roles',
      'p.email_visible',
      'p.phone_visible',
      'p.public_profile',
      'r.readiness_score',
      verifiedExpr.as('verified'),
      ...followCounts(eb),
      viewerId
        ? eb
            .exists(
              eb
                .selectFrom('accepted_follows as mine')
                .select('mine.follower_id')
                .where('mine.follower_id', '=', viewerId)
                .whereRef('mine.following_id', '=', 'u.id'),
            )
            .as('is_following')
        : sql<boolean>`false`.as('is_following'),
      jsonArrayFrom(
        eb
          .selectFrom('user_skills as s')
          .select(['s.skill', 's.level'])
          .whereRef('s.user_id', '=', 'u.id')
          .orderBy('s.level', 'desc')
          .orderBy('s.skill'),
      ).as('rated_skills'),
      jsonArrayFrom(
        eb
          .selectFrom('user_badges as b')
          .select('b.badge')
          .whereRef('b.user_id', '=', 'u.id')
          .orderBy('b.awarded_at')
          .orderBy('b.badge'),
      ).as('badges'),
    ])
    .where('u.id', '=', userId)
    .executeTakeFirst();
}
export type PublicProfileRow = NonNullable<Awaited<ReturnType<typeof selectPublicProfile>>>;

/** Whether an account exists and shows its profile to others (no row yet = the default). */
export function selectVisibility(db: Executor, userId: string) {
  return db
    .selectFrom('people')
    .select(['id', 'role', 'public_profile'])
    .where('id', '=', userId)
    .executeTakeFirst();
}

/** Replaces the rated skills (PUT skills). */
export async function replaceSkillLevels(
  trx: Transaction<DB>,
  userId: string,
  skills: { skill: string; level: number }[],
): Promise<void> {
  await trx.deleteFrom('user_skills').where('user_id', '=', userId).execute();
  if (skills.length === 0) return;
  await trx
    .insertInto('user_skills')
    .values(skills.map((s) => ({ user_id: userId, skill: s.skill, level: s.level })))
    .execute();
}

/** Drops the levels of skills no longer listed (names compared without case). */
export async function pruneSkillLevels(
  trx: Transaction<DB>,
  userId: string,
  listed: string[],
): Promise<void> {
  let query = trx.deleteFrom('user_skills').where('user_id', '=', userId);
  if (listed.length > 0) {
    query = query.where(
      sql`lower(skill)`,
      'not in',
      listed.map((s) => s.toLowerCase()),
    );
  }
  await query.execute();
}

/** Names and avatars for user cards; ids without an account are simply absent. */
export function selectCards(db: Executor, ids: string[]) {
  return db
    .selectFrom('people')
    .select(['id', 'full_name', 'display_name', 'avatar_path'])
    .where('id', 'in', ids)
    .execute();
}

export function selectProProfile(db: Executor, userId: string) {
  return personWithProfiles(db)
    .select([
      'u.id',
      'u.role',
      'u.full_name',
      'u.created_at',
      'p.display_name',
      'p.avatar_path',
      'p.public_profile',
      'p.headline',
      'pp.headline as pro_headline',
      'pp.categories',
      'pp.impact_score',
      'pp.created_at as pro_created_at',
      verifiedExpr.as('verified'),
    ])
    .where('u.id', '=', userId)
    .executeTakeFirst();
}
