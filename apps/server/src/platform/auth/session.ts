import { AUTH_COOKIES, SESSION_LIMITS, type SessionUser } from '@ibh/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { type Kysely, sql } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { AppError } from '../errors.ts';
import { rowExists } from '../row-exists.ts';
import type { SessionCache } from './session-cache.ts';
import { hashToken } from './tokens.ts';

export interface RequestUser {
  id: string;
  email: string;
  fullName: string | null;
  role: string;
  isAdmin: boolean;
  sessionId: string;
  sessionCreatedAt: Date;
  accessExpiresAt: Date;
  /** The session was completed with a second factor (a passkey, or a password and a code). */
  aal2: boolean;
}

/** last_seen_at is refreshed at most this often, so most requests write nothing. */
const TOUCH_EVERY_MS = 5 * 60 * 1000;

/**
 * The user behind an access token, if the session is live (not revoked, expired or idle). With a
 * cache, a session read in the last seconds is answered from memory under the same rules (access
 * token, absolute and idle expiry checked against the clock; last_seen_at refreshed as often).
 */
export async function findUserByAccessToken(
  db: Kysely<DB>,
  token: string,
  cache?: SessionCache,
): Promise<RequestUser | null> {
  const tokenHash = hashToken(token);
  const cached = cache?.get(tokenHash);
  if (cached) {
    if (Date.now() - cached.lastSeenAt > TOUCH_EVERY_MS) {
      cached.lastSeenAt = Date.now();
      await touchSession(db, cached.user.sessionId);
    }
    return { ...cached.user };
  }
  const generation = cache?.begin() ?? 0;
  const row = await db
    .selectFrom('auth_sessions as s')
    .innerJoin('users as u', 'u.id', 's.user_id')
    .select([
      's.id as session_id',
      's.created_at',
      's.access_expires_at',
      's.last_seen_at',
      's.expires_at',
      's.aal2',
      'u.id',
      'u.email',
      'u.full_name',
      'u.role',
      sql<boolean>`exists (select 1 from admins a where a.user_id = u.id)`.as('is_admin'),
    ])
    .where('s.access_hash', '=', tokenHash)
    .where('s.revoked_at', 'is', null)
    .where('s.access_expires_at', '>', sql<Date>`now()`)
    .where('s.expires_at', '>', sql<Date>`now()`)
    .where('s.last_seen_at', '>', idleCutoff())
    .executeTakeFirst();
  if (!row) return null;
  let lastSeenAt = new Date(row.last_seen_at).getTime();
  if (Date.now() - lastSeenAt > TOUCH_EVERY_MS) {
    lastSeenAt = Date.now();
    await touchSession(db, row.session_id);
  }
  const user: RequestUser = {
    id: row.id,
    email: row.email,
    fullName: row.full_name,
    role: row.role,
    isAdmin: row.is_admin,
    sessionId: row.session_id,
    sessionCreatedAt: new Date(row.created_at),
    accessExpiresAt: new Date(row.access_expires_at),
    aal2: row.aal2,
  };
  // Admins are not cached: their rights are read on every request, so taking them away by any
  // means (a statement in psql included) refuses the next request, as before the cache.
  if (!user.isAdmin)
    cache?.store(
      tokenHash,
      {
        user: { ...user },
        expiresAt: new Date(row.expires_at).getTime(),
        lastSeenAt,
        idleMs: SESSION_LIMITS.idleTimeoutSeconds * 1000,
      },
      generation,
    );
  return user;
}

/** A session last seen before this has timed out (SESSION_LIMITS.idleTimeoutSeconds). */
const idleCutoff = () => sql<Date>`now() - make_interval(secs => ${SESSION_LIMITS.idleTimeoutSeconds})`;

async function touchSession(db: Kysely<DB>, sessionId: string): Promise<void> {
  await db
    .updateTable('auth_sessions')
    .set({ last_seen_at: new Date() })
    .where('id', '=', sessionId)
    .execute();
}

/** Whether a session is still live (open sockets are checked with this after a gap in the feed). */
export async function sessionIsLive(db: Kysely<DB>, sessionId: string): Promise<boolean> {
  return rowExists(
    db
      .selectFrom('auth_sessions')
      .where('id', '=', sessionId)
      .where('revoked_at', 'is', null)
      .where('expires_at', '>', sql<Date>`now()`)
      .where('last_seen_at', '>', idleCutoff()),
  );
}

/** Resolves request.user from the access cookie on every API and socket request. */
export function registerSessionAuth(app: FastifyInstance) {
  app.decorateRequest('user', null);
  app.addHook('onRequest', async (request) => {
    if (!request.url.startsWith('/api/') && !request.url.startsWith('/ws')) return;
    const token = request.cookies[AUTH_COOKIES.access];
    if (token) request.user = await findUserByAccessToken(app.ctx.db, token, app.ctx.sessions);
  });
}

export function requireUser(request: Pick<FastifyRequest, 'user'>): RequestUser {
  if (!request.user) throw new AppError('E_UNAUTHENTICATED');
  return request.user;
}

/** A signed-in admin, with the address they act from (admin_logs.ip_address). */
export interface RequestAdmin extends RequestUser {
  isAdmin: true;
  ip: string;
}

/**
 * The admin console's guard, next to requireUser: E_UNAUTHENTICATED when signed out, the spec's
 * E_NOT_AUTHORIZED for anyone not in `admins`, E_SECOND_FACTOR_REQUIRED for an admin whose session
 * was not completed with a second factor (none set up, or signed in without it). Admin rights are read with the session on every
 * request, so a revoked admin is refused at once.
 */
export function requireAdmin(request: Pick<FastifyRequest, 'user' | 'ip'>): RequestAdmin {
  const user = requireUser(request);
  if (!user.isAdmin) throw new AppError('E_NOT_AUTHORIZED');
  // ASVS level 2 for the console: the session itself was completed with a second factor (decision 160).
  if (!user.aal2) throw new AppError('E_SECOND_FACTOR_REQUIRED');
  return { ...user, isAdmin: true, ip: request.ip };
}

/** An admin's read (a console list): refuses anyone else, keeps the answer out of caches, then reads. */
export function adminRead<T>(
  request: Pick<FastifyRequest, 'user' | 'ip'>,
  reply: Pick<FastifyReply, 'headers'>,
  read: () => T,
): T {
  requireAdmin(request);
  reply.headers({ 'cache-control': 'private, no-store' });
  return read();
}

export function toSessionUser(
  user: Pick<RequestUser, 'id' | 'email' | 'fullName' | 'role' | 'isAdmin'>,
  avatarUrl: string | null,
): SessionUser {
  return {
    id: user.id,
    email: user.email,
    fullName: user.fullName,
    role: user.role,
    isAdmin: user.isAdmin,
    avatarUrl,
  };
}

declare module 'fastify' {
  interface FastifyRequest {
    user: RequestUser | null;
  }
}
