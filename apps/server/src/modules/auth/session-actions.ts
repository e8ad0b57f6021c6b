import type { SessionResponse, SessionUser } from '@ibh/contract';
import { hashToken } from '../../platform/auth/tokens.ts';
import type { AppContext } from '../../platform/context.ts';
import { audit } from './audit.ts';
import { findUserById } from './auth.repo.ts';
import type { AuthClient, AuthResult } from './auth-client.ts';
import { revokeSession, rotateRefreshToken } from './sessions.ts';
import { sessionUserOf } from './sign-in.ts';

/**
 * Rotates the presented refresh token into a new access token (GET session, POST refresh). Null
 * when there is no usable refresh token (the session cookies are cleared, and POST refresh answers
 * E_UNAUTHENTICATED); a reused token revokes its session.
 */
export async function refreshSession(
  ctx: AppContext,
  _input: undefined,
  client: AuthClient,
): Promise<AuthResult<SessionUser | null>> {
  const token = client.refreshToken;
  if (!token) return { body: null };
  const outcome = await rotateRefreshToken(ctx.db, token);
  // A rotated session's old access token, or a reused one's whole session, stops working here now.
  if (outcome.kind === 'rotated' || outcome.kind === 'reused') ctx.sessions.forgetSession(outcome.sessionId);
  if (outcome.kind === 'invalid' || outcome.kind === 'reused') {
    if (outcome.kind === 'reused') {
      await audit(
        ctx.db,
        client,
        'refresh_reuse',
        { userId: outcome.userId },
        { sessionId: outcome.sessionId },
      );
    }
    return { body: null, clearSession: true };
  }
  const user = await findUserById(ctx.db, outcome.userId);
  if (!user) return { body: null };
  return {
    body: await sessionUserOf(ctx, user),
    ...(outcome.kind === 'rotated' ? { session: outcome.tokens } : {}),
  };
}

/** GET session: the current user, renewing an expired access token from the refresh cookie. */
export async function currentSession(
  ctx: AppContext,
  _input: undefined,
  client: AuthClient,
): Promise<AuthResult<SessionResponse>> {
  if (client.user) {
    const user = await findUserById(ctx.db, client.user.id);
    return { body: { user: user ? await sessionUserOf(ctx, user) : null }, csrf: true };
  }
  const refreshed = await refreshSession(ctx, undefined, client);
  // A refresh cookie that no longer opens a session: it ended elsewhere (issue 26, item 12).
  const ended = Boolean(client.refreshToken) && refreshed.body === null;
  return { ...refreshed, body: { user: refreshed.body, ...(ended ? { ended } : {}) }, csrf: true };
}

/** Ends this device's session on the server, whether its access token is live or expired. */
export async function logout(
  ctx: AppContext,
  _input: undefined,
  client: AuthClient,
): Promise<AuthResult<{ ok: true }>> {
  const { db } = ctx;
  let sessionId = client.user?.sessionId;
  if (!sessionId && client.refreshToken) {
    const row = await db
      .selectFrom('auth_refresh_tokens')
      .select('session_id')
      .where('token_hash', '=', hashToken(client.refreshToken))
      .executeTakeFirst();
    sessionId = row?.session_id;
  }
  if (sessionId) {
    const ended = sessionId;
    await db.transaction().execute(async (trx) => {
      await revokeSession(trx, ended, 'sign_out');
      await audit(trx, client, 'sign_out', { userId: client.user?.id }, { sessionId: ended });
    });
    // Before answering: this process refuses the token at once, the others on the NOTIFY.
    ctx.sessions.forgetSession(ended);
  }
  return { body: { ok: true }, clearSession: true };
}
