import { randomBytes } from 'node:crypto';
// The server's session module names cookie types that @fastify/cookie adds to Fastify's.
import type {} from '@fastify/cookie';
import { AUTH_COOKIES, CSRF } from '@ibh/contract';
import type { Kysely } from 'kysely';
import type { DB } from '../apps/server/src/db/schema.ts';
import { hashPassword } from '../apps/server/src/modules/auth/passwords.ts';
import { createSession } from '../apps/server/src/modules/auth/sessions.ts';
import { dmRateKey } from '../apps/server/src/modules/messages/dm-rate.ts';

const BATCH = 500;
const YEAR_MS = 365 * 24 * 60 * 60 * 1000;

/** Its own id range (not the bench datasets' people), so both can share a database. */
export function realtimeUserId(index: number): string {
  return `00000000-0000-4000-9000-${(index + 1).toString(16).padStart(12, '0')}`;
}

export interface RealtimeBenchUser {
  id: string;
  /** The Cookie header of a signed-in browser: the session cookie and the CSRF cookie. */
  cookie: string;
  /** The CSRF header every write echoes. */
  csrf: Record<string, string>;
}

/** A DM thread between two of the users: events alternate their sender. */
export interface RealtimeBenchThread {
  a: RealtimeBenchUser;
  b: RealtimeBenchUser;
}

export interface RealtimeBenchData {
  users: RealtimeBenchUser[];
  threads: RealtimeBenchThread[];
}

/**
 * Seeds `userCount` people and signs each in. Sessions are made with the server's own
 * createSession from the bench process, before the server starts, because the sign-in endpoint's
 * per-IP rate limit (rightly) refuses 500 sign-ins from 127.0.0.1 in a minute. Thread k is users
 * 2k and 2k+1; the rest hold sockets that should receive nothing. Every thread participant gets a
 * pre-charged DM rate counter (as bench/messages-dataset.ts does for its senders) so the
 * MESSAGE_LIMITS.perMinute rule still runs its upsert on every send but allows them.
 */
export async function seedRealtimeBench(
  db: Kysely<DB>,
  userCount: number,
  threadCount: number,
): Promise<RealtimeBenchData> {
  if (threadCount * 2 > userCount) throw new Error('bench: each thread needs two people of its own');
  const passwordHash = await hashPassword(randomBytes(16).toString('hex'));
  const ids = Array.from({ length: userCount }, (_, i) => realtimeUserId(i));
  for (let start = 0; start < userCount; start += BATCH) {
    await db
      .insertInto('users')
      .values(
        ids.slice(start, start + BATCH).map((id, k) => ({
          id,
          email: `realtime-${start + k}@bench.test`,
          full_name: `Realtime Person ${start + k}`,
          role: 'professional' as const,
          password_hash: passwordHash,
          email_confirmed_at: new Date(),
        })),
      )
      .execute();
  }
  const users: RealtimeBenchUser[] = [];
  for (const id of ids) {
    const { access } = await createSession(db, id, { ip: '127.0.0.1', userAgent: 'ibh-bench-realtime' });
    const csrf = randomBytes(32).toString('base64url');
    users.push({
      id,
      cookie: `${AUTH_COOKIES.access}=${access}; ${CSRF.cookie}=${csrf}`,
      csrf: { [CSRF.header]: csrf },
    });
  }
  const participants = ids.slice(0, threadCount * 2);
  await db
    .insertInto('rate_limits')
    .values(
      participants.map((id) => ({
        key: dmRateKey(id),
        window_start: new Date(Date.now() + YEAR_MS),
        hits: -2_000_000_000,
      })),
    )
    .execute();
  const threads = Array.from({ length: threadCount }, (_, k) => ({
    a: users[2 * k] as RealtimeBenchUser,
    b: users[2 * k + 1] as RealtimeBenchUser,
  }));
  return { users, threads };
}
