import type { Control } from '../realtime/control.ts';
import type { RequestUser } from './session.ts';

/** How long a session read from the database is trusted without reading it again. */
export const SESSION_CACHE_TTL_MS = 30_000;
/** Live sessions kept per process; the least recently used goes first. */
export const SESSION_CACHE_MAX_ENTRIES = 10_000;

export interface CachedSession {
  user: RequestUser;
  /** auth_sessions.expires_at (absolute timeout), epoch ms. */
  expiresAt: number;
  /** auth_sessions.last_seen_at as this process knows it (it refreshes it), epoch ms. */
  lastSeenAt: number;
  /** The session goes idle this long after lastSeenAt. */
  idleMs: number;
}

interface Entry extends CachedSession {
  cachedAt: number;
}

export interface SessionCacheOptions {
  ttlMs?: number;
  maxEntries?: number;
  now?: () => number;
}

/**
 * This process's short-lived view of live sessions, keyed by the access token's hash, so a
 * signed-in request usually reads no session row (issue 12, item 7). Strictness comes from
 * the control messages (platform/realtime/control.ts): every process forgets a session within
 * the moment it takes a NOTIFY to arrive after the change commits, and the process that made
 * the change forgets it before answering. While the feed is down (or before it is up) nothing
 * is cached, and its return clears everything, since messages of the gap were missed.
 *
 * A lookup racing a change cannot put a stale row back: every forget bumps a generation, and a
 * row read across a bump is used for its own request but not kept.
 */
export class SessionCache {
  private readonly entries = new Map<string, Entry>();
  private readonly ttlMs: number;
  private readonly maxEntries: number;
  private readonly now: () => number;
  private generation = 0;
  private live = false;
  hits = 0;
  misses = 0;

  constructor(options: SessionCacheOptions = {}) {
    this.ttlMs = options.ttlMs ?? SESSION_CACHE_TTL_MS;
    this.maxEntries = options.maxEntries ?? SESSION_CACHE_MAX_ENTRIES;
    this.now = options.now ?? Date.now;
  }

  get size(): number {
    return this.entries.size;
  }

  /** A live cached session for this token hash, or undefined (then read the database). */
  get(tokenHash: string): CachedSession | undefined {
    const entry = this.entries.get(tokenHash);
    if (!entry) {
      this.misses += 1;
      return undefined;
    }
    const now = this.now();
    const usable =
      now < entry.cachedAt + this.ttlMs &&
      now < entry.user.accessExpiresAt.getTime() &&
      now < entry.expiresAt &&
      now < entry.lastSeenAt + entry.idleMs;
    this.entries.delete(tokenHash);
    if (!usable) {
      this.misses += 1;
      return undefined;
    }
    this.entries.set(tokenHash, entry);
    this.hits += 1;
    return entry;
  }

  /** Call before reading a session from the database; hand the result to `store`. */
  begin(): number {
    return this.generation;
  }

  /** Keeps a session read from the database, unless anything was forgotten since `begin`. */
  store(tokenHash: string, session: CachedSession, generation: number): void {
    if (!this.live || generation !== this.generation) return;
    this.entries.delete(tokenHash);
    this.entries.set(tokenHash, { ...session, cachedAt: this.now() });
    while (this.entries.size > this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest === undefined) break;
      this.entries.delete(oldest);
    }
  }

  forgetSession(sessionId: string): void {
    this.forget((entry) => entry.user.sessionId === sessionId);
  }

  forgetUser(userId: string): void {
    this.forget((entry) => entry.user.id === userId);
  }

  clear(): void {
    this.forget(() => true);
  }

  /** Applies a control message from any process (this one included). */
  apply(control: Control): void {
    switch (control.kind) {
      case 'session.ended':
      case 'session.changed':
        this.forgetSession(control.sessionId);
        return;
      case 'user.changed':
      case 'user.deleted':
        this.forgetUser(control.userId);
        return;
      default:
        return;
    }
  }

  /** Follows the control feed: caches only while it is up, and starts empty each time it is back. */
  setLive(live: boolean): void {
    this.live = live;
    this.clear();
  }

  private forget(matches: (entry: Entry) => boolean): void {
    this.generation += 1;
    for (const [hash, entry] of this.entries) if (matches(entry)) this.entries.delete(hash);
  }
}
