import { sql } from 'kysely';
import { type Database, IN_MEMORY, openDatabase } from '../src/db/database.ts';

/**
 * A second handle on the same test database, as another server process would have:
 * on Postgres its own pool and listener connection on the same schema; on PGlite (one
 * process by nature) the same instance. Closing it leaves the original open.
 */
export async function openSameDatabase(database: Database): Promise<Database> {
  const url = process.env.TEST_DATABASE_URL;
  if (database.kind === 'pglite' || !url) return { ...database, close: async () => undefined };
  const result = await sql<{ schema: string }>`select current_schema() as schema`.execute(database.db);
  const schema = result.rows[0]?.schema;
  if (!schema) throw new Error('the test database has no current schema');
  const twin = await openDatabase({ dataDir: IN_MEMORY, database: { url, poolMax: 4, schema } });
  return { ...twin, dropSchema: undefined };
}
