import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { addAdmin, removeAdmin, userIdByEmail } from '../auth/admin-grants.ts';

export type AdminRightsResult =
  | { ok: true; userId: string; changed: boolean }
  | { ok: false; reason: 'no_such_user' };

/**
 * `npm run admin:grant -- <email>` (operators): the user joins `admins`, the one record of who is
 * an admin. Idempotent. Their next request is an admin's (sessions read `admins` every request).
 */
export async function grantAdmin(db: Kysely<DB>, email: string): Promise<AdminRightsResult> {
  const userId = await userIdByEmail(db, email);
  if (!userId) return { ok: false, reason: 'no_such_user' };
  return { ok: true, userId, changed: await addAdmin(db, userId) };
}

/** `npm run admin:revoke -- <email>`: the user leaves `admins`; their next request is refused. */
export async function revokeAdmin(db: Kysely<DB>, email: string): Promise<AdminRightsResult> {
  const userId = await userIdByEmail(db, email);
  if (!userId) return { ok: false, reason: 'no_such_user' };
  return { ok: true, userId, changed: await removeAdmin(db, userId) };
}

/**
 * What `admin:grant` / `admin:revoke` do with their arguments: one email, a line of output and the
 * exit code (0 done or already so, 1 no such user, 2 usage).
 */
export async function runAdminRightsCommand(
  db: Kysely<DB>,
  command: string | undefined,
  args: readonly string[],
): Promise<{ code: number; message: string }> {
  const email = args.find((arg) => !arg.startsWith('-'));
  if ((command !== 'grant' && command !== 'revoke') || !email || args.length !== 1) {
    return { code: 2, message: 'usage: npm run admin:grant -- <email>  |  npm run admin:revoke -- <email>' };
  }
  const result = command === 'grant' ? await grantAdmin(db, email) : await revokeAdmin(db, email);
  if (!result.ok) return { code: 1, message: `No user with the email ${email}.` };
  if (command === 'grant') {
    return {
      code: 0,
      message: result.changed ? `${email} is now an admin.` : `${email} was already an admin.`,
    };
  }
  return {
    code: 0,
    message: result.changed ? `${email} is no longer an admin.` : `${email} was not an admin.`,
  };
}
