import type { SessionUser } from '@ibh/contract';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import type { IssuedTokens } from '../../platform/auth/cookies.ts';
import { toSessionUser } from '../../platform/auth/session.ts';
import type { AppContext } from '../../platform/context.ts';
import type { UserRow } from './auth.repo.ts';
import type { AuthClient } from './auth-client.ts';
import { createSession } from './sessions.ts';

/** The session as the web app sees it, with the header's avatar. */
export async function sessionUserOf(ctx: AppContext, user: UserRow): Promise<SessionUser> {
  const avatarUrl = await ctx.avatars.urlOf(user.id);
  return toSessionUser(
    { id: user.id, email: user.email, fullName: user.full_name, role: user.role, isAdmin: user.is_admin },
    avatarUrl,
  );
}

/** Starts a new session (fresh tokens at every sign-in) on the caller's executor. */
export function openSession(db: Kysely<DB>, client: AuthClient, user: UserRow): Promise<IssuedTokens> {
  return createSession(db, user.id, { ip: client.ip, userAgent: client.userAgent });
}
