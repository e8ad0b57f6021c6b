import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { inject } from 'vitest';
import { type Database, IN_MEMORY, openDatabase } from '../src/db/database.ts';
import { onServer, withDatabaseName } from './postgres-admin.ts';

/**
 * What every test database starts from (decision "a migrated snapshot per test run"): vitest's
 * global setup (global-setup.ts) migrates once per run and provides a PGlite data directory tarball
 * (a file path) or, on Postgres, the name of a migrated template database.
 */
declare module 'vitest' {
  export interface ProvidedContext {
    migratedDatabase: string;
  }
}

/** The snapshot this run provides, or undefined outside the server project (then each file migrates). */
export function migratedSnapshot(): string | undefined {
  try {
    return inject('migratedDatabase') || undefined;
  } catch {
    return undefined;
  }
}

let loaded: { file: string; blob: Blob } | undefined;

/** In-memory PGlite started from the migrated tarball (read once per worker process). */
export function openPGliteFromSnapshot(file: string): Promise<Database> {
  if (loaded?.file !== file) loaded = { file, blob: new Blob([readFileSync(file)]) };
  return openDatabase({ dataDir: IN_MEMORY, database: { poolMax: 1 } }, { loadDataDir: loaded.blob });
}

const testDatabaseUrls = new WeakMap<Database, string>();

/** The connection URL of a test database opened from the template (Postgres), for a second handle on it. */
export function testDatabaseUrl(database: Database): string | undefined {
  return testDatabaseUrls.get(database);
}

/**
 * A fresh Postgres database copied from the migrated template (`CREATE DATABASE … TEMPLATE`, a file
 * copy instead of 30-odd migrations); `dropSchema()` drops the whole database after close().
 */
export async function openPostgresFromTemplate(url: string, template: string): Promise<Database> {
  const name = `${template.replace(/_tpl$/, '')}_${randomBytes(6).toString('hex')}`;
  await onServer(url, [`create database ${name} template ${template}`]);
  const database = await openDatabase({
    dataDir: IN_MEMORY,
    database: { url: withDatabaseName(url, name), poolMax: 4 },
  });
  const handle: Database = {
    ...database,
    dropSchema: () => onServer(url, [`drop database if exists ${name} with (force)`]),
  };
  testDatabaseUrls.set(handle, withDatabaseName(url, name));
  return handle;
}
