import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';

export function listRoles(db: Kysely<DB>) {
  return db.selectFrom('roles').select(['slug', 'name']).orderBy('name').execute();
}
