import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { useFileDatabase } from '../../test/file-database.ts';
import type { Database } from './database.ts';
import { migrate, readMigrations, schemaVersion } from './migrate.ts';

let database: Database;
useFileDatabase((opened) => {
  database = opened;
});

describe('migrate', () => {
  it('applies every numbered migration once and records it', async () => {
    const files = readMigrations();
    expect(files.map((m) => m.version)).toEqual(
      [...new Set(files.map((m) => m.version))].sort((a, b) => a - b),
    );
    expect(await schemaVersion(database)).toBe(files.at(-1)?.version);
    expect(await migrate(database)).toEqual([]);
  });

  it('refuses two migrations of one number (the second would never run)', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'ibh-migrations-'));
    try {
      writeFileSync(path.join(dir, '0011_alpha.sql'), 'select 1;');
      writeFileSync(path.join(dir, '0011_beta.sql'), 'select 2;');
      expect(() => readMigrations(dir)).toThrow('Migrations alpha and beta share the number 11');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('runs concurrent migrators without applying anything twice', async () => {
    const extra = {
      version: 9001,
      name: 'concurrency_probe',
      sql: 'create table concurrency_probe (id int);',
    };
    const runs = await Promise.all([
      migrate(database, [extra]),
      migrate(database, [extra]),
      migrate(database, [extra]),
    ]);
    expect(runs.flat().length).toBe(1);
    await database.runScript(
      'drop table concurrency_probe; delete from schema_migrations where version = 9001;',
    );
  });

  it('rolls a failing migration back whole, naming it', async () => {
    const broken = {
      version: 9002,
      name: 'broken',
      sql: 'create table half_done (id int); select * from missing_table;',
    };
    await expect(migrate(database, [broken])).rejects.toThrow(/9002_broken/);
    const tables = await database.db
      .selectFrom('schema_migrations')
      .select('version')
      .where('version', '=', 9002)
      .execute();
    expect(tables).toEqual([]);
    await expect(database.runScript('select * from half_done')).rejects.toThrow();
  });
});
