import { rmSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'kysely';
import { loadConfig } from '../platform/config.ts';
import { openDatabase } from './database.ts';
import { acquireDataDirLock } from './lock.ts';
import { migrate } from './migrate.ts';
import { seedDemoData } from './seed/index.ts';

const command = process.argv[2];
const config = loadConfig();

async function main() {
  if (command === 'reset') {
    if (config.isProduction && !process.argv.includes('--force')) {
      throw new Error('Refusing to reset a production database without --force.');
    }
    if (config.database.url) {
      const database = await openDatabase(config);
      const schema = config.database.schema ?? 'public';
      await sql.raw(`drop schema if exists ${schema} cascade; create schema ${schema};`).execute(database.db);
      await database.close();
    } else {
      acquireDataDirLock(config.dataDir)();
      rmSync(path.join(config.dataDir, 'pglite'), { recursive: true, force: true });
    }
    console.log('Database reset.');
  }
  const database = await openDatabase(config);
  try {
    const ran = await migrate(database);
    console.log(
      ran.length ? `Applied ${ran.map((m) => `${m.version}_${m.name}`).join(', ')}` : 'Schema up to date.',
    );
    if (command === 'seed' || command === 'reset') {
      const seeded = await seedDemoData(database.db);
      console.log(seeded ? 'Demo data seeded.' : 'Demo data already present.');
    }
  } finally {
    await database.close();
  }
}

if (!['migrate', 'seed', 'reset'].includes(command ?? '')) {
  console.error('usage: cli.ts migrate|seed|reset');
  process.exit(2);
}
main().catch((error: Error) => {
  console.error(error.message);
  process.exit(1);
});
