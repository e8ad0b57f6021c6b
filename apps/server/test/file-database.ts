import { afterAll, beforeAll } from 'vitest';
import type { Database } from '../src/db/database.ts';
import { openTestDatabase } from './test-server.ts';

/**
 * One migrated test database for the whole file: opened before its tests, closed and dropped after.
 * `onOpen` receives it (assign it to the file's variable).
 */
export function useFileDatabase(onOpen: (database: Database) => void) {
  let database: Database | undefined;
  beforeAll(async () => {
    database = await openTestDatabase();
    onOpen(database);
  });
  afterAll(async () => {
    await database?.close();
    await database?.dropSchema?.();
  });
}
