import { IDEA_TEXT } from '@ibh/contract';
import {
  type ExpressionBuilder,
  expressionBuilder,
  type InferResult,
  type RawBuilder,
  type StringReference,
  sql,
} from 'kysely';
import { jsonObjectFrom } from 'kysely/helpers/postgres';
import type { Executor } from '../../db/executor.ts';
import type { DB } from '../../db/schema.ts';

/**
 * The columns of a person, read from the `people` view as `pu` (an alias no caller's query uses, so
 * a correlated subquery never shadows the caller's tables).
 */
export const personColumns = [
  'pu.id',
  'pu.full_name',
  'pu.role',
  'pu.display_name',
  'pu.avatar_path',
  'pu.headline',
  'pu.tagline',
  'pu.country',
  'pu.is_verified',
] as const;

/** Everyone's person columns; narrow with a where. */
function peopleQuery(db: Executor | ExpressionBuilder<DB, never>) {
  return db.selectFrom('people as pu').select(personColumns);
}

/** Builds the correlated person subquery; the caller's query supplies the outer column. */
const subqueries = expressionBuilder<DB>();

/** The raw columns of a person, as personColumns reads them. */
export type PersonRow = InferResult<ReturnType<typeof peopleQuery>>[number];

/**
 * People by id in one query (owner, team, commenters...). Private profiles still give a name,
 * a picture and a role: enough to show who did something, nothing more (as user cards do).
 */
export function selectPeople(db: Executor, ids: readonly string[]): Promise<PersonRow[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return peopleQuery(db)
    .where('pu.id', 'in', [...new Set(ids)])
    .execute();
}

/**
 * A correlated JSON object of the person whose id is in `idColumn` (null when there is none),
 * for selecting a person alongside another row without a second query:
 * `.select((eb) => personJson(eb, 'i.user_id').as('owner'))`. The caller's builder types the
 * column: it must be a column of the caller's query (joins included).
 */
export function personJson<O, TB extends keyof O>(
  _outer: ExpressionBuilder<O, TB>,
  idColumn: StringReference<O, TB>,
) {
  return jsonObjectFrom(peopleQuery(subqueries).where('pu.id', '=', sql.ref<string>(idColumn)));
}

/** personJson for an id column that always names a person (a not-null foreign key to users). */
export function requiredPersonJson<O, TB extends keyof O>(
  outer: ExpressionBuilder<O, TB>,
  idColumn: StringReference<O, TB>,
) {
  return personJson(outer, idColumn).$notNull();
}

/**
 * The same person object for queries written as SQL templates: json_build_object over
 * personColumns for the person whose id is in `idRef` (an SQL column reference such as
 * 'i.user_id' that always names a person).
 */
export function personObjectSql(idRef: string): RawBuilder<PersonRow> {
  const fields = sql.join(
    personColumns.map((column) => sql`${sql.lit(column.slice(column.indexOf('.') + 1))}, ${sql.ref(column)}`),
  );
  return sql<PersonRow>`(
  select json_build_object(${fields})
  from people pu
  where pu.id = ${sql.ref(idRef)})`;
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
