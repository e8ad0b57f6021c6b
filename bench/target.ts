import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { type Database, IN_MEMORY, openDatabase } from '../apps/server/src/db/database.ts';
import { EnvSchema } from '../apps/server/src/platform/config.ts';

export const BENCH_POSTGRES_URL = 'postgres://postgres@127.0.0.1:5432/postgres';

/** Where the bench's database lives, how the server and the bench open it, and how it goes away. */
export interface BenchTarget {
  kind: 'pglite' | 'postgres';
  /** The server's pool size (its default), used by the bench's own SQL load too. PGlite has one connection. */
  poolMax: number;
  /** The server's configuration for this database. */
  serverEnv: Record<string, string>;
  /** Opens the database in the bench process (PGlite: only while the server is not running). */
  open(): Promise<Database>;
  /** Removes the temporary data directory and, on Postgres, drops the schema. */
  cleanup(): Promise<void>;
}

/** The pool size the server runs with by default. */
const SERVER_POOL_MAX = EnvSchema.shape.DATABASE_POOL_MAX.parse(undefined);

export function createTarget(postgres: boolean): BenchTarget {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'ibh-bench-'));
  const serverEnv = {
    NODE_ENV: 'production',
    SECRET_KEY: randomBytes(32).toString('hex'),
    LOG_LEVEL: 'warn',
    SEED_DEMO: 'false',
    DATA_DIR: dataDir,
    DATABASE_POOL_MAX: String(SERVER_POOL_MAX),
  };
  const removeDataDir = () => rmSync(dataDir, { recursive: true, force: true });

  if (!postgres) {
    return {
      kind: 'pglite',
      poolMax: 1,
      serverEnv,
      open: () => openDatabase({ dataDir, database: { poolMax: 1 } }),
      async cleanup() {
        removeDataDir();
      },
    };
  }

  const schema = `bench_${randomBytes(6).toString('hex')}`;
  return {
    kind: 'postgres',
    poolMax: SERVER_POOL_MAX,
    serverEnv: { ...serverEnv, DATABASE_URL: BENCH_POSTGRES_URL, DATABASE_SCHEMA: schema },
    open: () =>
      openDatabase({
        dataDir: IN_MEMORY,
        database: { url: BENCH_POSTGRES_URL, poolMax: SERVER_POOL_MAX, schema },
      }),
    async cleanup() {
      removeDataDir();
      const admin = new pg.Client({ connectionString: BENCH_POSTGRES_URL });
      await admin.connect();
      try {
        await admin.query(`drop schema if exists ${schema} cascade`);
      } finally {
        await admin.end();
      }
    },
  };
}
