import { IDEA_TEXT, type IdeaPerson } from '@ibh/contract';
import { type ExpressionBuilder, type Kysely, sql, type Transaction } from 'kysely';
import { jsonObjectFrom } from 'kysely/helpers/postgres';
import type { DB } from '../../db/schema.ts';
import type { Storage } from '../../platform/storage/storage.ts';
import { signAvatarUrl } from '../profiles/avatar-url.ts';
import { nameOf } from '../profiles/profile-view.ts';

export type Executor = Kysely<DB> | Transaction<DB>;

/** The raw columns of a person as read by personColumns / selectPeople. */
export interface PersonRow {
  id: string;
  full_name: string | null;
  display_name: string | null;
  avatar_path: string | null;
  role: string;
  headline: string | null;
  tagline: string | null;
  country: string | null;
  is_verified: boolean | null;
}

/**
 * People by id in one query (owner, team, commenters...). Private profiles still give a name,
 * a picture and a role: enough to show who did something, nothing more (as user cards do).
 */
export function selectPeople(db: Executor, ids: readonly string[]): Promise<PersonRow[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('users as u')
    .leftJoin('user_profiles as p', 'p.user_id', 'u.id')
    .select([
      'u.id',
      'u.full_name',
      'u.role',
      'p.display_name',
      'p.avatar_path',
      'p.headline',
      'p.tagline',
      'p.country',
      'p.is_verified',
    ])
    .where('u.id', 'in', [...new Set(ids)])
    .execute();
}

/**
 * A correlated JSON object of the person whose id is in `idColumn`, for selecting a person
 * alongside another row without a second query: `.select((eb) => personJson(eb, 'i.user_id').as('owner'))`.
 * Takes any query's builder (joins included); the column reference is checked when the query runs.
 */
export function personJson<O, TB extends keyof O>(outer: ExpressionBuilder<O, TB>, idColumn: string) {
  const eb = outer as unknown as ExpressionBuilder<DB, never>;
  return jsonObjectFrom(
    eb
      .selectFrom('users as pu')
      .leftJoin('user_profiles as pp', 'pp.user_id', 'pu.id')
      .select([
        'pu.id',
        'pu.full_name',
        'pu.role',
        'pp.display_name',
        'pp.avatar_path',
        'pp.headline',
        'pp.tagline',
        'pp.country',
        'pp.is_verified',
      ])
      .where('pu.id', '=', sql.ref<string>(idColumn)),
  );
}

/** Stands in for the author of a comment or message whose account was deleted (id ''). */
export function deletedPerson(): PersonRow {
  return {
    id: '',
    full_name: IDEA_TEXT.deletedUser,
    display_name: null,
    avatar_path: null,
    role: 'unknown',
    headline: null,
    tagline: null,
    country: null,
    is_verified: false,
  };
}

/** The API shape of a person; avatar URLs are signed (30 days). */
export async function toIdeaPerson(storage: Storage, row: PersonRow): Promise<IdeaPerson> {
  return {
    id: row.id,
    fullName: nameOf(row),
    avatarUrl: await signAvatarUrl(storage, row.avatar_path),
    role: row.role,
    headline: row.headline ?? row.tagline ?? null,
    country: row.country,
    isVerified: row.is_verified ?? false,
  };
}

/** Maps many rows, keeping order. */
export function toIdeaPeople(storage: Storage, rows: readonly PersonRow[]): Promise<IdeaPerson[]> {
  return Promise.all(rows.map((row) => toIdeaPerson(storage, row)));
}
