import { type SelectQueryBuilder, sql } from 'kysely';

/**
 * Whether a query finds a row: `rowExists(db.selectFrom('t').where(...))`, for the checks that
 * read no column (already a member? already marked? the idea's own?). The caller names its own
 * table and conditions; this only selects a constant and looks for a first row.
 */
export async function rowExists<DB, TB extends keyof DB>(
  query: SelectQueryBuilder<DB, TB, object>,
): Promise<boolean> {
  const row = await query.select(sql<number>`1`.as('found')).executeTakeFirst();
  return row !== undefined;
}
