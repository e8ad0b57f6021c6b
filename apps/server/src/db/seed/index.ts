import { type Kysely, sql } from 'kysely';
import { appModules } from '../../modules/index.ts';
import type { DB } from '../schema.ts';
import type { Seeder } from './seeder.ts';

/** Demo data: every module's seeders, in the modules' dependency order (accounts first). */
export const seeders: Seeder[] = appModules.flatMap((module) => module.seeders ?? []);

const MARKER = 'demo_seeded_at';

export async function isSeeded(db: Kysely<DB>): Promise<boolean> {
  const row = await db.selectFrom('app_meta').select('value').where('key', '=', MARKER).executeTakeFirst();
  return row !== undefined;
}

/** Seeds once: all seeders and the marker commit together or not at all. Returns whether it ran. */
/** Serialises seeding when several processes start on one empty Postgres. */
const SEED_LOCK_KEY = 7_402_118;

export async function seedDemoData(db: Kysely<DB>): Promise<boolean> {
  if (await isSeeded(db)) return false;
  return db.transaction().execute(async (trx) => {
    await sql`select pg_advisory_xact_lock(${SEED_LOCK_KEY})`.execute(trx);
    if (await isSeeded(trx)) return false;
    for (const seeder of seeders) await seeder.run(trx);
    await trx.insertInto('app_meta').values({ key: MARKER, value: new Date().toISOString() }).execute();
    return true;
  });
}
