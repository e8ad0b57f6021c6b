/** The page cache's headers and shapes (page-cache.ts). */

/**
 * An API answer that carries this header (any value) must not end up in a page shared between
 * visitors: a render that read it is sent to its visitor and not cached (a premium idea's page).
 */
export const NOT_SHAREABLE_HEADER = 'x-ibh-not-shareable';

/** Tells how a page was answered: HIT, STALE (served while a new copy renders), MISS, BYPASS. */
export const PAGE_CACHE_HEADER = 'x-page-cache';

export type PageEncoding = 'br' | 'gzip' | 'identity';
export type PageCacheOutcome = 'hit' | 'stale' | 'miss';

export interface CachedPage {
  readonly key: string;
  /** The page's path (no query): what an invalidation names. */
  readonly path: string;
  readonly html: Buffer;
  br?: Buffer;
  gzip?: Buffer;
  bytes: number;
  freshUntil: number;
  staleUntil: number;
}

export interface PageCacheStats {
  enabled: boolean;
  /** Served from a fresh copy. */
  hits: number;
  /** Served from an old copy while one request renders the new one. */
  stale: number;
  /** Rendered (or waited for the one render of the same key already running). */
  misses: number;
  /** Not answered from the cache: a signed-in visitor, or a page that is not cached. */
  bypassed: number;
  /** Renders that ended in nothing to cache (the app shell, a page that may not be shared). */
  uncacheable: number;
  /** Copies dropped because a write changed what they show (or the feed of such writes had a gap). */
  invalidated: number;
  /** Copies dropped to stay within the byte budget (least recently used first). */
  evicted: number;
  entries: number;
  bytes: number;
  maxBytes: number;
}

export interface PageCacheOptions {
  enabled: boolean;
  maxBytes: number;
  freshSeconds: number;
  staleSeconds: number;
  now?: () => number;
  /** Hears a render that failed in the background (a stale copy's revalidation). */
  onError?: (error: unknown) => void;
}

/** What a render gives the cache: the whole page, or null when there is nothing to share. */
export type PageProducer = () => Promise<string | null>;
