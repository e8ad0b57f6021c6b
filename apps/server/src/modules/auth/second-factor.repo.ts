import type { SecondFactorMethod } from '@ibh/contract';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';

/** The second-factor methods an account can finish a sign-in with (empty: none set up). */
export async function secondFactorMethods(db: Kysely<DB>, userId: string): Promise<SecondFactorMethod[]> {
  const row = await db
    .selectFrom('users as u')
    .select((eb) => [
      eb
        .exists(
          eb
            .selectFrom('user_totp as t')
            .whereRef('t.user_id', '=', 'u.id')
            .where('t.confirmed_at', 'is not', null),
        )
        .as('totp'),
      eb.exists(eb.selectFrom('user_passkeys as p').whereRef('p.user_id', '=', 'u.id')).as('passkey'),
    ])
    .where('u.id', '=', userId)
    .executeTakeFirst();
  const methods: SecondFactorMethod[] = [];
  if (row?.totp) methods.push('totp', 'recovery');
  if (row?.passkey) methods.push('passkey');
  return methods;
}

/** Whether the account has any second factor (admins need one: decision 160). */
export async function hasSecondFactor(db: Kysely<DB>, userId: string): Promise<boolean> {
  return (await secondFactorMethods(db, userId)).length > 0;
}

/** The confirmed (or, with `pending`, the unconfirmed) authenticator secret, locked for the check. */
export function totpRowForUpdate(db: Kysely<DB>, userId: string, pending = false) {
  return db
    .selectFrom('user_totp')
    .select(['secret', 'last_step', 'confirmed_at'])
    .where('user_id', '=', userId)
    .where('confirmed_at', pending ? 'is' : 'is not', null)
    .forUpdate()
    .executeTakeFirst();
}

/** Marks the session as completed with a second factor. */
export async function markSessionAal2(db: Kysely<DB>, sessionId: string): Promise<void> {
  await db.updateTable('auth_sessions').set({ aal2: true }).where('id', '=', sessionId).execute();
}
