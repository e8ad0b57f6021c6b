import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';

/** Whether a profession slug is one of the roles (sign-up checks the role it is given). */
export async function roleExists(db: Kysely<DB>, slug: string): Promise<boolean> {
  return (
    (await db.selectFrom('roles').select('slug').where('slug', '=', slug).executeTakeFirst()) !== undefined
  );
}
