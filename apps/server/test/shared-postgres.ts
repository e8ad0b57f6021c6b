import { randomBytes } from 'node:crypto';
import pg from 'pg';

/**
 * The machine's shared PostgreSQL, for the tests that start real server processes on one schema.
 * Locally they run only when it answers; in CI its absence fails the run (`requirePostgresInCi`).
 */
export const POSTGRES_URL = 'postgres://postgres@127.0.0.1:5432/postgres';

export async function postgresAnswers(url = POSTGRES_URL): Promise<boolean> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    await client.query('select 1');
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}

/** One statement on its own connection (create or drop a test schema). */
export async function admin(statement: string) {
  const client = new pg.Client({ connectionString: POSTGRES_URL });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** Whether PostgreSQL answers; throws under CI when it does not, naming the test that needs it. */
export async function requirePostgresInCi(what: string, url = POSTGRES_URL): Promise<boolean> {
  const available = await postgresAnswers(url);
  if (process.env.CI && !available) {
    throw new Error(`CI must run Postgres at ${url} so ${what} runs`);
  }
  return available;
}

/** The configuration a server process needs to run on `schema` of the shared Postgres (no demo data). */
export function postgresServerEnv(
  schema: string,
  dataDir: string,
  url = POSTGRES_URL,
): Record<string, string> {
  return {
    DATABASE_URL: url,
    DATABASE_SCHEMA: schema,
    NODE_ENV: 'test',
    SEED_DEMO: 'false',
    LOG_LEVEL: 'warn',
    SECRET_KEY: randomBytes(32).toString('hex'),
    DATA_DIR: dataDir,
  };
}
