import { SESSION_LIMITS } from '@ibh/contract';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import type { IssuedTokens } from '../../platform/auth/cookies.ts';
import { hashToken, newToken } from '../../platform/auth/tokens.ts';

export interface ClientInfo {
  ip: string;
  userAgent: string | null;
}

/** Reusing a refresh token this soon after it rotated is a second tab, not a thief. */
const REFRESH_REUSE_GRACE_MS = 30_000;

const accessExpiry = () => new Date(Date.now() + SESSION_LIMITS.accessTtlSeconds * 1000);

/** A new session (new tokens at every sign-in) with its first refresh token. */
export async function createSession(
  db: Kysely<DB>,
  userId: string,
  client: ClientInfo,
  options: { aal2?: boolean } = {},
): Promise<IssuedTokens> {
  const access = newToken();
  const refresh = newToken();
  const session = await db
    .insertInto('auth_sessions')
    .values({
      user_id: userId,
      access_hash: hashToken(access),
      access_expires_at: accessExpiry(),
      expires_at: new Date(Date.now() + SESSION_LIMITS.absoluteTimeoutSeconds * 1000),
      user_agent: client.userAgent?.slice(0, 300) ?? null,
      ip: client.ip,
      aal2: options.aal2 ?? false,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('auth_refresh_tokens')
    .values({ token_hash: hashToken(refresh), session_id: session.id })
    .execute();
  await db.updateTable('users').set({ last_sign_in_at: new Date() }).where('id', '=', userId).execute();
  return { access, refresh };
}

export type RefreshOutcome =
  | { kind: 'rotated'; userId: string; sessionId: string; tokens: IssuedTokens }
  | { kind: 'concurrent'; userId: string; sessionId: string }
  | { kind: 'reused'; userId: string; sessionId: string }
  | { kind: 'invalid' };

/**
 * Rotates a refresh token: the old one is spent, the session gets a new access
 * token and a new refresh token. Presenting a spent token again (after the grace
 * for concurrent tabs) revokes the whole session: someone copied it.
 */
export async function rotateRefreshToken(db: Kysely<DB>, token: string): Promise<RefreshOutcome> {
  return db.transaction().execute(async (trx) => {
    const row = await trx
      .selectFrom('auth_refresh_tokens as r')
      .innerJoin('auth_sessions as s', 's.id', 'r.session_id')
      .select([
        'r.token_hash',
        'r.used_at',
        's.id as session_id',
        's.user_id',
        's.revoked_at',
        's.expires_at',
        's.last_seen_at',
      ])
      .where('r.token_hash', '=', hashToken(token))
      .forUpdate()
      .executeTakeFirst();
    if (!row || row.revoked_at) return { kind: 'invalid' };
    const now = Date.now();
    const idleLimit = new Date(row.last_seen_at).getTime() + SESSION_LIMITS.idleTimeoutSeconds * 1000;
    if (new Date(row.expires_at).getTime() <= now || idleLimit <= now) return { kind: 'invalid' };
    if (row.used_at) {
      if (now - new Date(row.used_at).getTime() <= REFRESH_REUSE_GRACE_MS) {
        return { kind: 'concurrent', userId: row.user_id, sessionId: row.session_id };
      }
      await revokeSession(trx, row.session_id, 'refresh_token_reuse');
      return { kind: 'reused', userId: row.user_id, sessionId: row.session_id };
    }
    const access = newToken();
    const refresh = newToken();
    await trx
      .updateTable('auth_refresh_tokens')
      .set({ used_at: new Date() })
      .where('token_hash', '=', row.token_hash)
      .execute();
    await trx
      .insertInto('auth_refresh_tokens')
      .values({ token_hash: hashToken(refresh), session_id: row.session_id })
      .execute();
    await trx
      .updateTable('auth_sessions')
      .set({ access_hash: hashToken(access), access_expires_at: accessExpiry(), last_seen_at: new Date() })
      .where('id', '=', row.session_id)
      .execute();
    return { kind: 'rotated', userId: row.user_id, sessionId: row.session_id, tokens: { access, refresh } };
  });
}

export async function revokeSession(db: Kysely<DB>, sessionId: string, reason: string): Promise<void> {
  await db
    .updateTable('auth_sessions')
    .set({ revoked_at: new Date(), revoked_reason: reason })
    .where('id', '=', sessionId)
    .where('revoked_at', 'is', null)
    .execute();
}

/** Ends every session of a user (password change or reset). */
export async function revokeAllSessions(db: Kysely<DB>, userId: string, reason: string): Promise<number> {
  const result = await db
    .updateTable('auth_sessions')
    .set({ revoked_at: new Date(), revoked_reason: reason })
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** A verified recovery code buys a short window to set a new password. */
export async function createRecoverySession(db: Kysely<DB>, userId: string): Promise<string> {
  const token = newToken();
  await db
    .insertInto('auth_recovery_sessions')
    .values({
      token_hash: hashToken(token),
      user_id: userId,
      expires_at: new Date(Date.now() + SESSION_LIMITS.recoveryTtlSeconds * 1000),
    })
    .execute();
  return token;
}

export async function findRecoveryUser(db: Kysely<DB>, token: string): Promise<string | null> {
  const row = await db
    .selectFrom('auth_recovery_sessions')
    .select('user_id')
    .where('token_hash', '=', hashToken(token))
    .where('used_at', 'is', null)
    .where('expires_at', '>', new Date())
    .executeTakeFirst();
  return row?.user_id ?? null;
}

export async function spendRecoverySession(db: Kysely<DB>, token: string): Promise<boolean> {
  const result = await db
    .updateTable('auth_recovery_sessions')
    .set({ used_at: new Date() })
    .where('token_hash', '=', hashToken(token))
    .where('used_at', 'is', null)
    .where('expires_at', '>', new Date())
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
