import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { useFileDatabase } from '../../test/file-database.ts';
import type { Database } from './database.ts';

let database: Database;
useFileDatabase((opened) => {
  database = opened;
});

describe("the server's PostgreSQL connections", () => {
  it('run without JIT compilation, on every pooled connection (decision 112)', async () => {
    const settings = await Promise.all(
      [1, 2, 3].map(() =>
        database.db
          .connection()
          .execute(async (conn) => (await sql<{ jit: string }>`show jit`.execute(conn)).rows[0]?.jit),
      ),
    );
    expect(settings).toEqual(['off', 'off', 'off']);
  });
});
