import { MESSAGE_LIMITS, NEXT_DM_USER_KEY } from '@ibh/contract';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function isUserId(value: string | null | undefined): value is string {
  return typeof value === 'string' && UUID.test(value);
}

/**
 * Remembers whom to open in the inbox next (000 section 2, Messages inbox): written by the
 * Message button before sign-in, read once by /inbox. Lives MESSAGE_LIMITS.nextUserTtlMs.
 */
export function storeNextDmUser(userId: string, now: number = Date.now()): void {
  try {
    window.localStorage.setItem(NEXT_DM_USER_KEY, JSON.stringify({ id: userId, storedAt: now }));
  } catch {
    // Storage off: the inbox then opens without a conversation picked.
  }
}

/** The stored next-DM user id, if any and still fresh; the entry is cleared either way. */
export function takeNextDmUser(now: number = Date.now()): string | null {
  let raw: string | null = null;
  try {
    raw = window.localStorage.getItem(NEXT_DM_USER_KEY);
    window.localStorage.removeItem(NEXT_DM_USER_KEY);
  } catch {
    return null;
  }
  if (!raw) return null;
  if (isUserId(raw)) return raw;
  try {
    const parsed: unknown = JSON.parse(raw);
    if (typeof parsed !== 'object' || parsed === null) return null;
    const { id, storedAt } = parsed as { id?: unknown; storedAt?: unknown };
    if (typeof id !== 'string' || !isUserId(id) || typeof storedAt !== 'number') return null;
    return now - storedAt <= MESSAGE_LIMITS.nextUserTtlMs ? id : null;
  } catch {
    return null;
  }
}
