import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { Kysely, sql } from 'kysely';
import type { Database, OpenOptions } from './database.ts';
import { acquireDataDirLock } from './lock.ts';
import { PGliteDialect } from './pglite-dialect.ts';
import type { DB } from './schema.ts';
import { INT8_OID, NUMERIC_OID } from './type-oids.ts';

/** PGlite keeps everything in memory for this data directory value (tests). */
export const IN_MEMORY = 'memory://';

/** The embedded engine: PGlite in this process, on `dataDir/pglite` (locked) or in memory. */
export async function openPGlite(dataDir: string, options: OpenOptions): Promise<Database> {
  const inMemory = dataDir === IN_MEMORY;
  const release = inMemory ? () => undefined : acquireDataDirLock(dataDir);
  let pglite: PGlite;
  try {
    // Loaded only when used: a server on PostgreSQL starts (and restarts) without it.
    const [{ PGlite }, { pg_trgm }] = await Promise.all([
      import('@electric-sql/pglite'),
      import('@electric-sql/pglite/contrib/pg_trgm'),
    ]);
    pglite = await PGlite.create(inMemory ? IN_MEMORY : path.join(dataDir, 'pglite'), {
      parsers: { [INT8_OID]: Number, [NUMERIC_OID]: Number },
      // Trigram similarity for Best match's typo correction (migration 0039, decision 157).
      extensions: { pg_trgm },
      ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
    });
  } catch (error) {
    release();
    throw error;
  }
  const db = new Kysely<DB>({ dialect: new PGliteDialect(pglite) });
  let closed = false;
  return {
    kind: 'pglite',
    db,
    async runScript(script) {
      // Through Kysely's connection so the mutex keeps requests out while it runs.
      await db.connection().execute(async () => {
        try {
          await pglite.exec(script);
        } catch (error) {
          await pglite.exec('rollback').catch(() => undefined);
          throw error;
        }
      });
    },
    async listen(channel, onPayload) {
      // LISTEN goes through the mutex too, so it never lands inside another caller's transaction.
      const unsubscribe = await db.connection().execute(() => pglite.listen(channel, onPayload));
      return async () => {
        if (!closed) await db.connection().execute(() => unsubscribe());
      };
    },
    async notify(channel, payload) {
      await sql`select pg_notify(${channel}, ${payload})`.execute(db);
    },
    listening: () => !closed,
    async checkpoint() {
      await sql`checkpoint`.execute(db);
    },
    async dumpDataDir() {
      await sql`checkpoint`.execute(db);
      return db.connection().execute(() => pglite.dumpDataDir('none'));
    },
    async close() {
      if (closed) return;
      closed = true;
      try {
        await sql`checkpoint`.execute(db).catch(() => undefined);
        await db.destroy();
        await pglite.close();
      } finally {
        release();
      }
    },
  };
}
