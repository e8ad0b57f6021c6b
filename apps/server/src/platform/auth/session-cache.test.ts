import { describe, expect, it } from 'vitest';
import { type CachedSession, SessionCache } from './session-cache.ts';

const HOUR = 3_600_000;

function session(id: string, userId: string, now: number): CachedSession {
  return {
    user: {
      id: userId,
      email: `${userId}@example.com`,
      fullName: null,
      role: 'founder',
      isAdmin: false,
      sessionId: id,
      sessionCreatedAt: new Date(now),
      accessExpiresAt: new Date(now + HOUR),
      aal2: false,
    },
    expiresAt: now + 24 * HOUR,
    lastSeenAt: now,
    idleMs: 2 * HOUR,
  };
}

function cacheAt(options: { ttlMs?: number; maxEntries?: number } = {}) {
  const clock = { now: 1_000_000 };
  const cache = new SessionCache({ ...options, now: () => clock.now });
  cache.setLive(true);
  const put = (hash: string, id: string, userId = 'u1') =>
    cache.store(hash, session(id, userId, clock.now), cache.begin());
  return { cache, clock, put };
}

describe('SessionCache', () => {
  it('answers a stored session until its TTL, then asks the database again', () => {
    const { cache, clock, put } = cacheAt({ ttlMs: 30_000 });
    put('h1', 's1');
    expect(cache.get('h1')?.user.sessionId).toBe('s1');
    clock.now += 29_999;
    expect(cache.get('h1')).toBeDefined();
    clock.now += 1;
    expect(cache.get('h1')).toBeUndefined();
  });

  it('never outlives the access token, the absolute expiry or the idle limit', () => {
    const { cache, clock } = cacheAt({ ttlMs: 10 * HOUR });
    const base = session('s1', 'u1', clock.now);
    const cases: Partial<CachedSession>[] = [
      { user: { ...base.user, accessExpiresAt: new Date(clock.now + 1000) } },
      { expiresAt: clock.now + 1000 },
      { lastSeenAt: clock.now - base.idleMs + 1000 },
    ];
    for (const [i, change] of cases.entries()) {
      cache.store(`h${i}`, { ...base, ...change }, cache.begin());
      expect(cache.get(`h${i}`), `case ${i}`).toBeDefined();
    }
    clock.now += 1000;
    for (const i of cases.keys()) expect(cache.get(`h${i}`), `case ${i}`).toBeUndefined();
  });

  it('keeps at most maxEntries, dropping the least recently used', () => {
    const { cache, put } = cacheAt({ maxEntries: 2 });
    put('a', 'sa');
    put('b', 'sb');
    cache.get('a');
    put('c', 'sc');
    expect(cache.size).toBe(2);
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')).toBeDefined();
    expect(cache.get('c')).toBeDefined();
  });

  it('forgets by session and by user, as the control messages say', () => {
    const { cache, put } = cacheAt();
    put('a', 's1', 'u1');
    put('b', 's2', 'u1');
    put('c', 's3', 'u2');
    cache.apply({ kind: 'session.ended', sessionId: 's1', userId: 'u1' });
    expect(cache.get('a')).toBeUndefined();
    expect(cache.get('b')).toBeDefined();
    cache.apply({ kind: 'user.changed', userId: 'u1' });
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('c')).toBeDefined();
    cache.apply({ kind: 'session.changed', sessionId: 's3', userId: 'u2' });
    expect(cache.get('c')).toBeUndefined();
  });

  it('does not keep a row read across a forget (it may predate the change)', () => {
    const { cache, clock } = cacheAt();
    const generation = cache.begin();
    cache.forgetSession('s1');
    cache.store('h1', session('s1', 'u1', clock.now), generation);
    expect(cache.get('h1')).toBeUndefined();
  });

  it('caches nothing while the control feed is down, and starts empty when it is back', () => {
    const { cache, put } = cacheAt();
    put('a', 's1');
    cache.setLive(false);
    expect(cache.get('a')).toBeUndefined();
    put('b', 's2');
    expect(cache.get('b')).toBeUndefined();
    cache.setLive(true);
    put('c', 's3');
    expect(cache.get('c')).toBeDefined();
  });
});
