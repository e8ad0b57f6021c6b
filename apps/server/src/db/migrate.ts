import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { type Kysely, sql } from 'kysely';
import type { Database } from './database.ts';
import type { DB } from './schema.ts';

const MIGRATIONS_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');
/** Arbitrary constant: serialises migration runs of several processes on one Postgres. */
const MIGRATION_LOCK_KEY = 7_402_117;

export interface Migration {
  version: number;
  name: string;
  sql: string;
}

export function readMigrations(dir = MIGRATIONS_DIR): Migration[] {
  const migrations = readdirSync(dir)
    .filter((file) => /^\d{4}_[a-z0-9_]+\.sql$/.test(file))
    .sort()
    .map((file) => ({
      version: Number.parseInt(file.slice(0, 4), 10),
      name: file.slice(5, -4),
      sql: readFileSync(path.join(dir, file), 'utf8'),
    }));
  // Two files of one number: the second would be skipped silently as "already applied".
  migrations.forEach((m, i) => {
    const previous = migrations[i - 1];
    if (previous?.version === m.version) {
      throw new Error(`Migrations ${previous.name} and ${m.name} share the number ${m.version}`);
    }
  });
  return migrations;
}

/**
 * Applies every pending numbered migration, each in its own transaction together
 * with its schema_migrations row. Safe to run from several processes at once.
 */
export async function migrate(database: Database, migrations = readMigrations()): Promise<Migration[]> {
  await database.runScript(`
    begin;
    select pg_advisory_xact_lock(${MIGRATION_LOCK_KEY});
    create table if not exists schema_migrations (
      version integer primary key,
      name text not null,
      applied_at timestamptz not null default now()
    );
    commit;`);
  const applied = await appliedVersions(database.db);
  const pending = migrations.filter((m) => !applied.has(m.version));
  const ran: Migration[] = [];
  for (const migration of pending) {
    const name = migration.name.replaceAll("'", "''");
    await database
      .runScript(`
      begin;
      select pg_advisory_xact_lock(${MIGRATION_LOCK_KEY});
      do $migrate$ begin
        if exists (select 1 from schema_migrations where version = ${migration.version}) then
          raise exception using errcode = 'P0002', message = 'ibh_migration_already_applied';
        end if;
      end $migrate$;
      ${migration.sql}
      ;
      insert into schema_migrations (version, name) values (${migration.version}, '${name}');
      commit;`)
      .then(
        () => ran.push(migration),
        (error: unknown) => {
          if (error instanceof Error && error.message.includes('ibh_migration_already_applied')) return;
          throw new Error(
            `Migration ${migration.version}_${migration.name} failed: ${(error as Error).message}`,
          );
        },
      );
  }
  return ran;
}

/** The versions schema_migrations records as applied. */
export async function appliedVersions(db: Kysely<DB>): Promise<Set<number>> {
  return new Set(
    (await db.selectFrom('schema_migrations').select('version').execute()).map((r) => r.version),
  );
}

export async function schemaVersion(database: Database): Promise<number> {
  const row = await sql<{ v: number | null }>`select max(version) as v from schema_migrations`.execute(
    database.db,
  );
  return row.rows[0]?.v ?? 0;
}
