import { SECOND_FACTOR } from '@ibh/contract';
import { type Kysely, sql } from 'kysely';
import type { DB } from '../../db/schema.ts';

type Purpose = 'register' | 'authenticate';

/** Keeps a challenge just handed out (and drops expired ones, so the table stays small). */
export async function storeChallenge(
  db: Kysely<DB>,
  challenge: string,
  purpose: Purpose,
  userId: string | null,
): Promise<void> {
  await db.deleteFrom('auth_webauthn_challenges').where('expires_at', '<', sql<Date>`now()`).execute();
  await db
    .insertInto('auth_webauthn_challenges')
    .values({
      challenge,
      purpose,
      user_id: userId,
      expires_at: new Date(Date.now() + SECOND_FACTOR.challengeTtl),
    })
    .execute();
}

/** The challenge a browser's response signed (from its clientDataJSON), or null when unreadable. */
export function challengeOf(response: { response: Record<string, unknown> }): string | null {
  try {
    const clientData = JSON.parse(
      Buffer.from(String(response.response.clientDataJSON), 'base64url').toString('utf8'),
    );
    return typeof clientData.challenge === 'string' ? clientData.challenge : null;
  } catch {
    return null;
  }
}

/**
 * Spends the challenge a response answers: true once, for a live challenge of this purpose (and
 * user, for a registration). Durable, so either server process may finish a ceremony.
 */
export async function spendChallenge(
  db: Kysely<DB>,
  challenge: string | null,
  purpose: Purpose,
  userId: string | null,
): Promise<boolean> {
  if (!challenge) return false;
  let query = db
    .deleteFrom('auth_webauthn_challenges')
    .where('challenge', '=', challenge)
    .where('purpose', '=', purpose)
    .where('expires_at', '>', sql<Date>`now()`);
  if (userId) query = query.where('user_id', '=', userId);
  const spent = await query.returning('challenge').execute();
  return spent.length === 1;
}
