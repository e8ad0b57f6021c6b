import { randomBytes } from 'node:crypto';
import { SECOND_FACTOR } from '@ibh/contract';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { hmac } from '../../platform/auth/tokens.ts';

/** Crockford-like alphabet without look-alikes (0/O, 1/I/L). */
const ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';

/** xxxxx-xxxxx: 10 characters from 31, about 49 bits each. */
function newRecoveryCode(): string {
  const bytes = randomBytes(10);
  const chars = [...bytes].map((b) => ALPHABET[b % ALPHABET.length]).join('');
  return `${chars.slice(0, 5)}-${chars.slice(5)}`;
}

/** What a person typed, as stored: lower case, no spaces or dashes. */
const normalised = (code: string) => code.toLowerCase().replace(/[\s-]/g, '');
const hashOf = (secret: string, userId: string, code: string) =>
  hmac(secret, `recovery:${userId}:${normalised(code)}`);

/** Replaces the user's recovery codes with ten new ones; answers them (shown once, stored as HMACs). */
export async function replaceRecoveryCodes(
  db: Kysely<DB>,
  secret: string,
  userId: string,
): Promise<string[]> {
  const codes = Array.from({ length: SECOND_FACTOR.recoveryCodes }, newRecoveryCode);
  await db.deleteFrom('user_recovery_codes').where('user_id', '=', userId).execute();
  await db
    .insertInto('user_recovery_codes')
    .values(codes.map((code) => ({ user_id: userId, code_hash: hashOf(secret, userId, code) })))
    .execute();
  return codes;
}

/** Spends one unused recovery code; false when it is unknown or already used. */
export async function spendRecoveryCode(
  db: Kysely<DB>,
  secret: string,
  userId: string,
  code: string,
): Promise<boolean> {
  const spent = await db
    .updateTable('user_recovery_codes')
    .set({ used_at: new Date() })
    .where('user_id', '=', userId)
    .where('code_hash', '=', hashOf(secret, userId, code))
    .where('used_at', 'is', null)
    .executeTakeFirst();
  return Number(spent.numUpdatedRows) === 1;
}

export async function recoveryCodesLeft(db: Kysely<DB>, userId: string): Promise<number> {
  const row = await db
    .selectFrom('user_recovery_codes')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('user_id', '=', userId)
    .where('used_at', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
