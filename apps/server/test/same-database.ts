import { sql } from 'kysely';
import { afterEach } from 'vitest';
import { type Database, IN_MEMORY, openDatabase } from '../src/db/database.ts';
import { testDatabaseUrl } from './migrated-database.ts';
import { beforeAllTests, closeTestDatabase, openTestDatabase } from './test-server.ts';

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

/** A Database whose members are read from `get()` each time (one opened in a beforeAll). */
function lazyDatabase(get: () => Database): Database {
  return {
    get kind() {
      return get().kind;
    },
    get db() {
      return get().db;
    },
    runScript: (script) => get().runScript(script),
    listen: (channel, onPayload, onGap) => get().listen(channel, onPayload, onGap),
    notify: (channel, payload) => get().notify(channel, payload),
    listening: () => get().listening(),
    checkpoint: () => get().checkpoint(),
    close: () => get().close(),
  };
}

interface Closable {
  close(): Promise<void>;
}

export interface DatabaseAndTwin<Opened extends Closable> {
  /** The file's test database. */
  readonly database: Database;
  /** A second handle on it (openSameDatabase), as another server process would have. */
  readonly twin: Database;
  /** What a test pushes here (job queues) is closed after that test. */
  readonly closeAfterEach: Opened[];
}

/**
 * For one test file: a test database and a second handle on it, opened before its tests and closed
 * for good after them (after the file's own afterAll hooks).
 */
export function useDatabaseAndTwin<Opened extends Closable = Closable>(): DatabaseAndTwin<Opened> {
  const get = beforeAllTests(
    async () => {
      const database = await openTestDatabase();
      return { database, twin: await openSameDatabase(database) };
    },
    async ({ database, twin }) => {
      await twin.close();
      await closeTestDatabase(database);
    },
  );
  const closeAfterEach: Opened[] = [];
  afterEach(async () => {
    await Promise.all(closeAfterEach.splice(0).map((opened) => opened.close()));
  });
  return {
    database: lazyDatabase(() => get().database),
    twin: lazyDatabase(() => get().twin),
    closeAfterEach,
  };
}
