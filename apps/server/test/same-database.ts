import { sql } from 'kysely';
import { type Database, IN_MEMORY, openDatabase } from '../src/db/database.ts';
import { testDatabaseUrl } from './migrated-database.ts';

/**
 * A second handle on the same test database, as another server process would have:
 * on Postgres its own pool and listener connection on the same database and schema; on PGlite (one
 * process by nature) the same instance. Closing it leaves the original open.
 */
export async function openSameDatabase(database: Database): Promise<Database> {
  if (database.kind === 'pglite') return { ...database, close: async () => undefined };
  // A database of its own copied from the run's template: the same database, its default schema.
  const own = testDatabaseUrl(database);
  if (own) {
    const twin = await openDatabase({ dataDir: IN_MEMORY, database: { url: own, poolMax: 4 } });
    return { ...twin, dropSchema: undefined };
  }
  const url = process.env.TEST_DATABASE_URL;
  if (!url) return { ...database, close: async () => undefined };
  const result = await sql<{ schema: string }>`select current_schema() as schema`.execute(database.db);
  const schema = result.rows[0]?.schema;
  if (!schema) throw new Error('the test database has no current schema');
  const twin = await openDatabase({ dataDir: IN_MEMORY, database: { url, poolMax: 4, schema } });
  return { ...twin, dropSchema: undefined };
}
