import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { IN_MEMORY, openDatabase } from '../src/db/database.ts';
import { migrate } from '../src/db/migrate.ts';
import { onServer, withDatabaseName } from './postgres-admin.ts';
import { repoRoot } from './server-process.ts';

/**
 * vitest globalSetup of the server project: migrate once per run, and let every test file's
 * database start from that (migrated-database.ts) instead of running every migration again.
 * PGlite: a data directory tarball in a temporary file. Postgres (TEST_DATABASE_URL): a template
 * database `ibh_test_<run>_tpl`; the teardown drops it and any test database of this run left behind.
 * Also a directory where the first file that needs the server renderer builds it for the others.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const ssrCache = path.join(repoRoot, 'test-results', 'tmp', `ssr-cache-${randomBytes(4).toString('hex')}`);
  mkdirSync(ssrCache, { recursive: true });
  project.provide('ssrCacheDir', ssrCache);
  const dropDatabases = await prepareMigratedDatabase(project);
  return async () => {
    rmSync(ssrCache, { recursive: true, force: true });
    await dropDatabases();
  };
}

async function prepareMigratedDatabase(project: TestProject): Promise<() => Promise<void>> {
  const url = process.env.TEST_DATABASE_URL;
  if (url) {
    const run = `ibh_test_${randomBytes(4).toString('hex')}`;
    const template = `${run}_tpl`;
    await onServer(url, [`create database ${template}`]);
    const database = await openDatabase({
      dataDir: IN_MEMORY,
      database: { url: withDatabaseName(url, template), poolMax: 1 },
    });
    try {
      await migrate(database);
    } finally {
      await database.close();
    }
    project.provide('migratedDatabase', template);
    return async () => {
      const admin = new pg.Client({ connectionString: url });
      await admin.connect();
      const left = await admin.query<{ datname: string }>(
        'select datname from pg_database where datname like $1',
        [`${run}\\_%`],
      );
      await admin.end();
      await onServer(
        url,
        left.rows.map((row) => `drop database if exists ${row.datname} with (force)`),
      );
    };
  }
  const dir = mkdtempSync(path.join(tmpdir(), 'ibh-migrated-'));
  const file = path.join(dir, 'pglite.tar');
  const database = await openDatabase({ dataDir: IN_MEMORY, database: { poolMax: 1 } });
  try {
    await migrate(database);
    const dump = await database.dumpDataDir?.();
    if (!dump) throw new Error('PGlite gave no data directory dump');
    writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  } finally {
    await database.close();
  }
  project.provide('migratedDatabase', file);
  return async () => rmSync(dir, { recursive: true, force: true });
}
