import { fallbackDisplayName, PROFILE, PROFILE_ENDPOINTS, type UserCard } from '@ibh/contract';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useSyncExternalStore } from 'react';
import { api } from './api-client';
import { useAuth } from './auth';

/**
 * The client's cache of user cards (000 sections 3 and 9): one localStorage entry per user,
 * {id, full_name, avatar_url, timestamp}, valid for PROFILE.userCardCache (14 days).
 */
export const USER_CARD_KEY_PREFIX = 'ibh.userCard.';

interface StoredCard {
  id: string;
  full_name: string;
  avatar_url: string | null;
  timestamp: number;
}

const listeners = new Set<() => void>();
let version = 0;
/** Ids the server did not know (deleted accounts) in this tab: not asked for again. */
const unknownIds = new Set<string>();

function changed(): void {
  version += 1;
  for (const listener of [...listeners]) listener();
}

function onStorage(event: StorageEvent): void {
  if (event.key === null || event.key.startsWith(USER_CARD_KEY_PREFIX)) changed();
}

function subscribe(listener: () => void): () => void {
  if (listeners.size === 0) window.addEventListener('storage', onStorage);
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) window.removeEventListener('storage', onStorage);
  };
}

function isStoredCard(value: unknown): value is StoredCard {
  if (typeof value !== 'object' || value === null) return false;
  const card = value as Record<string, unknown>;
  return (
    typeof card.id === 'string' &&
    typeof card.full_name === 'string' &&
    (card.avatar_url === null || typeof card.avatar_url === 'string') &&
    typeof card.timestamp === 'number'
  );
}

function readStored(id: string): StoredCard | null {
  try {
    const raw = window.localStorage.getItem(USER_CARD_KEY_PREFIX + id);
    if (!raw) return null;
    const parsed: unknown = JSON.parse(raw);
    return isStoredCard(parsed) && parsed.id === id ? parsed : null;
  } catch {
    return null;
  }
}

function forget(id: string): void {
  try {
    window.localStorage.removeItem(USER_CARD_KEY_PREFIX + id);
  } catch {
    // Storage off (private mode): nothing was stored either.
  }
}

/** A card for someone whose name is not known (yet): 'User' and the first 4 characters of the id. */
export function fallbackCard(id: string): UserCard {
  return { id, fullName: fallbackDisplayName(id), avatarUrl: null };
}

export function isExpired(timestamp: number, now: number = Date.now()): boolean {
  return now - timestamp >= PROFILE.userCardCache;
}

/** Stores cards that came with other responses (conversations, threads), stamped now. */
export function rememberCards(cards: readonly UserCard[], now: number = Date.now()): void {
  if (cards.length === 0) return;
  for (const card of cards) {
    unknownIds.delete(card.id);
    const stored: StoredCard = {
      id: card.id,
      full_name: card.fullName,
      avatar_url: card.avatarUrl,
      timestamp: now,
    };
    try {
      window.localStorage.setItem(USER_CARD_KEY_PREFIX + card.id, JSON.stringify(stored));
    } catch {
      // Full or switched off: the cards still show, they are only fetched again next time.
    }
  }
  changed();
}

/** The cached card of `id`, expired or not, or null. */
export function cachedCard(id: string): { card: UserCard; expired: boolean } | null {
  const stored = readStored(id);
  if (!stored) return null;
  return {
    card: { id: stored.id, fullName: stored.full_name, avatarUrl: stored.avatar_url },
    expired: isExpired(stored.timestamp),
  };
}

/** POST the cards endpoint in chunks of PROFILE.cardsMax ids, store what comes back, drop the rest. */
export async function fetchUserCards(ids: readonly string[], signal?: AbortSignal): Promise<UserCard[]> {
  const chunks: string[][] = [];
  for (let at = 0; at < ids.length; at += PROFILE.cardsMax) chunks.push(ids.slice(at, at + PROFILE.cardsMax));
  const answers = await Promise.all(
    chunks.map((chunk) => api(PROFILE_ENDPOINTS.cards, { body: { ids: chunk }, signal })),
  );
  const cards = answers.flatMap((answer) => answer.cards);
  const known = new Set(cards.map((card) => card.id));
  let dropped = false;
  for (const id of ids) {
    if (known.has(id)) continue;
    unknownIds.add(id);
    forget(id);
    dropped = true;
  }
  rememberCards(cards);
  if (dropped) changed();
  return cards;
}

/**
 * Cards for `ids`, in order: from the cache at once, and the missing or expired ones fetched
 * together (one request per 100 ids). Until a card is known its fallback is returned; an
 * expired card is shown while its fresh copy loads.
 */
export function useUserCards(ids: readonly string[]): { cards: UserCard[]; isLoading: boolean } {
  const { status } = useAuth();
  const current = useSyncExternalStore(
    subscribe,
    () => version,
    () => version,
  );
  const idsKey = ids.join(',');
  const { cards, missing } = useMemo(() => {
    void current;
    const wanted = idsKey ? idsKey.split(',') : [];
    const found: UserCard[] = [];
    const toFetch = new Set<string>();
    for (const id of wanted) {
      const hit = cachedCard(id);
      found.push(hit?.card ?? fallbackCard(id));
      if ((!hit || hit.expired) && !unknownIds.has(id)) toFetch.add(id);
    }
    return { cards: found, missing: [...toFetch].sort() };
  }, [idsKey, current]);

  const query = useQuery({
    queryKey: ['user-cards', ...missing],
    queryFn: ({ signal }) => fetchUserCards(missing, signal),
    enabled: status === 'signed_in' && missing.length > 0,
    staleTime: PROFILE.userCardCache,
  });
  return { cards, isLoading: missing.length > 0 && query.isPending && status !== 'anonymous' };
}
