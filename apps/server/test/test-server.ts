import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { buildApp } from '../src/app.ts';
import { type Database, IN_MEMORY, openDatabase } from '../src/db/database.ts';
import { migrate } from '../src/db/migrate.ts';
import { type AppConfig, loadConfig } from '../src/platform/config.ts';
import { migratedSnapshot, openPGliteFromSnapshot, openPostgresFromTemplate } from './migrated-database.ts';

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  config: AppConfig;
  close(): Promise<void>;
}

/** Which engine the database tests run on: Postgres when TEST_DATABASE_URL is set, else PGlite. */
export const testDatabaseKind = process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite';

/**
 * A database for one test file: in-memory PGlite, or on the TEST_DATABASE_URL server a database of
 * its own that is dropped afterwards (dropSchema). Migrated, not seeded: it starts from the run's
 * migrated snapshot (migrated-database.ts); `migrate` then finds nothing left to apply.
 */
export async function openTestDatabase(): Promise<Database> {
  const url = process.env.TEST_DATABASE_URL;
  const snapshot = migratedSnapshot();
  let database: Database;
  if (url && snapshot) database = await openPostgresFromTemplate(url, snapshot);
  else if (snapshot) database = await openPGliteFromSnapshot(snapshot);
  else
    database = await openDatabase({
      dataDir: IN_MEMORY,
      database: url ? { url, poolMax: 4, schema: `test_${randomBytes(6).toString('hex')}` } : { poolMax: 1 },
    });
  await migrate(database);
  return database;
}

/** Closes a test database for good: its connection, then (on Postgres) its own schema. */
export async function closeTestDatabase(database: Database): Promise<void> {
  await database.close();
  await database.dropSchema?.();
}

export function testConfig(overrides: Partial<AppConfig> = {}): AppConfig {
  return loadConfig(
    {
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      SECRET_KEY: 'test-secret-key-test-secret-key-0123456789',
      DATA_DIR: '/tmp/ibh-test-unused',
      // The same on every machine, built or not (CI tests before it builds): no web app unless a
      // test brings its own dist (web.test.ts, page-render.test.ts).
      WEB_DIST: '/tmp/ibh-test-no-web-dist',
    },
    overrides,
  );
}

/**
 * buildApp on a fresh test database; drive it with app.inject().
 * `extraRoutes` registers test-only routes before the app is sealed.
 */
export async function startTestApp(
  overrides: Partial<AppConfig> = {},
  extraRoutes?: (app: FastifyInstance) => void,
): Promise<TestApp> {
  const database = await openTestDatabase();
  const config = testConfig(overrides);
  const app = await buildApp(config, { database });
  extraRoutes?.(app);
  await app.ready();
  return {
    app,
    database,
    config,
    async close() {
      await app.close();
      await closeTestDatabase(database);
    },
  };
}

/**
 * Starts something before all tests of the file and stops it after them; the returned `get()`
 * gives it to the tests (and throws when called before it started).
 */
export function beforeAllTests<S>(start: () => Promise<S>, stop: (started: S) => Promise<void>): () => S {
  let started: S | undefined;
  beforeAll(async () => {
    started = await start();
  });
  afterAll(async () => {
    if (started !== undefined) await stop(started);
  });
  return () => {
    if (started === undefined) throw new Error('read the test app inside tests: it starts in beforeAll');
    return started;
  };
}

/** A TestApp whose fields are read from `get()` each time (an app started in a beforeAll). */
export function lazyTestApp(get: () => TestApp): TestApp {
  return {
    get app() {
      return get().app;
    },
    get database() {
      return get().database;
    },
    get config() {
      return get().config;
    },
    close: () => get().close(),
  };
}

/** For one test file: startTestApp before all its tests, closed after them. */
export function useTestApp(
  overrides: Partial<AppConfig> = {},
  extraRoutes?: (app: FastifyInstance) => void,
): TestApp {
  return lazyTestApp(
    beforeAllTests(
      () => startTestApp(overrides, extraRoutes),
      (t) => t.close(),
    ),
  );
}
