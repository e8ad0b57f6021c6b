import pg from 'pg';

/**
 * Whether a PostgreSQL server answers at `url` within 2 s. Tests that need one run only when it
 * does (describe.runIf), and refuse to be skipped in CI.
 */
export async function postgresAnswers(url: string): Promise<boolean> {
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
