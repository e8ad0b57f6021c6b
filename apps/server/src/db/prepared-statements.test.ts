import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { useFileDatabase } from '../../test/file-database.ts';
import { testDatabaseKind } from '../../test/test-server.ts';
import type { Database } from './database.ts';

let database: Database;
useFileDatabase((opened) => {
  database = opened;
});

describe('statements with parameters', () => {
  it('answer as usual, and on PostgreSQL run as one named prepared statement per query shape', async () => {
    const names = await database.db.transaction().execute(async (trx) => {
      for (const slug of ['idea_owner', 'professional', 'idea_owner']) {
        const role = await trx.selectFrom('roles').select('slug').where('slug', '=', slug).executeTakeFirst();
        expect(role?.slug).toBe(slug);
      }
      // No parameters: runs as it is (and reads this connection's statements).
      const rows = await sql<{ name: string }>`select name from pg_prepared_statements`.execute(trx);
      return rows.rows.map((row) => row.name);
    });
    const ours = names.filter((name) => name.startsWith('ibh_'));
    expect(ours).toHaveLength(testDatabaseKind === 'postgres' ? 1 : 0);
  });
});
