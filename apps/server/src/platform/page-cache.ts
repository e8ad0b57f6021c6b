import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type {
  CachedPage,
  PageCacheOptions,
  PageCacheOutcome,
  PageCacheStats,
  PageEncoding,
  PageProducer,
} from './page-cache-types.ts';
import type { Control } from './realtime/control.ts';

export {
  type CachedPage,
  NOT_SHAREABLE_HEADER,
  PAGE_CACHE_HEADER,
  type PageCacheOptions,
  type PageCacheOutcome,
  type PageCacheStats,
  type PageEncoding,
  type PageProducer,
} from './page-cache-types.ts';

/** Brotli's default (11) takes tens of milliseconds on a page; 5 is about as small as gzip -9, in ~1 ms. */
const BROTLI_QUALITY = 5;
/** What an entry costs besides its bodies: its key twice (map and entry) and the bookkeeping. */
const ENTRY_OVERHEAD_BYTES = 256;

interface Flight {
  readonly path: string;
  /** A change to the page was heard while it rendered: its copy may predate it, so it is not kept. */
  tainted: boolean;
  readonly done: Promise<CachedPage | null>;
}

/**
 * The pages rendered for visitors without a session, kept in memory per process (issue 27): one
 * copy per key (origin, path and normalised query), with its compressed variants made on first
 * use. A copy is fresh for `freshSeconds`, then served for `staleSeconds` more while one request
 * renders the new one; only one render of a key runs at a time (everyone else gets the fresh or
 * the stale copy at once, or waits for that render). Writes that change what a page shows drop
 * its copies on every process through a control message (`pages.changed`, sent by database
 * triggers at commit); a render that was running when such a message arrived is not kept. While
 * the feed of those messages is down nothing is served or kept, and its return clears everything.
 * Memory stays within `maxBytes`, the least recently used copy going first.
 *
 * Generic on purpose: it knows paths, not what a page shows; what may be cached is the caller's
 * decision (web.ts: rendered pages, no session cookie, a canonical path).
 */
export class PageCache {
  private readonly entries = new Map<string, CachedPage>();
  private readonly flights = new Map<string, Flight>();
  private readonly options: PageCacheOptions;
  private readonly now: () => number;
  private live = false;
  private bytes = 0;
  private readonly counters = {
    hits: 0,
    stale: 0,
    misses: 0,
    bypassed: 0,
    uncacheable: 0,
    invalidated: 0,
    evicted: 0,
  };

  constructor(options: PageCacheOptions) {
    this.options = options;
    this.now = options.now ?? Date.now;
  }

  /** Whether pages are served from and kept in the cache now (on, and the change feed up). */
  get usable(): boolean {
    return this.options.enabled && this.live;
  }

  get freshSeconds(): number {
    return this.options.freshSeconds;
  }

  get staleSeconds(): number {
    return this.options.staleSeconds;
  }

  /**
   * The page of `key`: a fresh copy (hit), an old one while a new one renders in the background
   * (stale), or the one render of the key (miss; its result when another request started it).
   * Null when there is nothing to share (the render gave null) or the cache is not usable.
   */
  async serve(
    key: string,
    path: string,
    render: PageProducer,
  ): Promise<{ outcome: PageCacheOutcome; page: CachedPage } | null> {
    if (!this.usable) return null;
    const now = this.now();
    const entry = this.entries.get(key);
    if (entry && now < entry.staleUntil) {
      this.touch(entry);
      if (now < entry.freshUntil) {
        this.counters.hits += 1;
        return { outcome: 'hit', page: entry };
      }
      this.counters.stale += 1;
      if (!this.flights.has(key)) {
        // The new copy replaces this one when it is ready; a failure leaves the old one to expire.
        this.start(key, path, render).done.catch((error: unknown) => this.options.onError?.(error));
      }
      return { outcome: 'stale', page: entry };
    }
    if (entry) this.remove(entry);
    this.counters.misses += 1;
    const flight = this.flights.get(key) ?? this.start(key, path, render);
    const page = await flight.done;
    return page ? { outcome: 'miss', page } : null;
  }

  /** Counts a page answered without the cache (a signed-in visitor, a page it does not keep). */
  bypass(): void {
    this.counters.bypassed += 1;
  }

  /** The page's bytes in an encoding, compressed (and kept, within the budget) on first use. */
  body(page: CachedPage, encoding: PageEncoding): Buffer {
    if (encoding === 'identity') return page.html;
    const existing = page[encoding];
    if (existing) return existing;
    const body =
      encoding === 'br'
        ? brotliCompressSync(page.html, { params: { [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY } })
        : gzipSync(page.html);
    // Kept only while the copy is still the key's (not dropped or replaced meanwhile).
    if (this.entries.get(page.key) === page) {
      page[encoding] = body;
      page.bytes += body.length;
      this.bytes += body.length;
      this.evictOverBudget();
    }
    return body;
  }

  /**
   * Drops the copies of these paths (every query; a path ending in `/*` names every path below it)
   * and keeps no render of them that is running.
   */
  invalidate(paths: Iterable<string>): void {
    const exact = new Set<string>();
    const prefixes: string[] = [];
    for (const path of paths) {
      if (path.endsWith('/*')) prefixes.push(path.slice(0, -1));
      else exact.add(path);
    }
    if (exact.size === 0 && prefixes.length === 0) return;
    const drops = (path: string) => exact.has(path) || prefixes.some((prefix) => path.startsWith(prefix));
    for (const entry of [...this.entries.values()]) {
      if (!drops(entry.path)) continue;
      this.remove(entry);
      this.counters.invalidated += 1;
    }
    for (const [key, flight] of this.flights) {
      if (!drops(flight.path)) continue;
      flight.tainted = true;
      // A request arriving from now on renders anew instead of joining the render that predates the change.
      this.flights.delete(key);
    }
  }

  /** Drops everything (and keeps no running render). */
  clear(): void {
    this.counters.invalidated += this.entries.size;
    this.entries.clear();
    this.bytes = 0;
    for (const flight of this.flights.values()) flight.tainted = true;
    this.flights.clear();
  }

  /** A control message from any process (realtime's onControl). */
  apply(control: Control): void {
    if (control.kind === 'pages.changed') this.invalidate(control.paths);
  }

  /**
   * The feed of control messages went down or came back: either way messages may have been
   * missed, so everything goes; while it is down nothing is served or kept.
   */
  setLive(live: boolean): void {
    this.live = live;
    this.clear();
  }

  stats(): PageCacheStats {
    return {
      enabled: this.options.enabled,
      ...this.counters,
      entries: this.entries.size,
      bytes: this.bytes,
      maxBytes: this.options.maxBytes,
    };
  }

  private start(key: string, path: string, render: PageProducer): Flight {
    const flight: { -readonly [K in keyof Flight]: Flight[K] } = {
      path,
      tainted: false,
      done: Promise.resolve(null),
    };
    flight.done = (async () => {
      try {
        const html = await render();
        if (html === null) {
          this.counters.uncacheable += 1;
          // Whatever copy there was may no longer be shared (the page went private or premium).
          const old = this.entries.get(key);
          if (old && !flight.tainted) this.remove(old);
          return null;
        }
        const now = this.now();
        const body = Buffer.from(html, 'utf8');
        const page: CachedPage = {
          key,
          path,
          html: body,
          bytes: body.length + key.length * 2 + ENTRY_OVERHEAD_BYTES,
          freshUntil: now + this.options.freshSeconds * 1000,
          staleUntil: now + (this.options.freshSeconds + this.options.staleSeconds) * 1000,
        };
        if (!flight.tainted && this.usable) this.store(page);
        return page;
      } finally {
        if (this.flights.get(key) === flight) this.flights.delete(key);
      }
    })();
    this.flights.set(key, flight);
    return flight;
  }

  private store(page: CachedPage): void {
    const old = this.entries.get(page.key);
    if (old) this.remove(old);
    if (page.bytes > this.options.maxBytes) return;
    this.entries.set(page.key, page);
    this.bytes += page.bytes;
    this.evictOverBudget();
  }

  /** Most recently used last (a Map keeps insertion order). */
  private touch(entry: CachedPage): void {
    this.entries.delete(entry.key);
    this.entries.set(entry.key, entry);
  }

  private remove(entry: CachedPage): void {
    if (this.entries.get(entry.key) !== entry) return;
    this.entries.delete(entry.key);
    this.bytes -= entry.bytes;
  }

  private evictOverBudget(): void {
    while (this.bytes > this.options.maxBytes) {
      const oldest = this.entries.values().next().value;
      if (!oldest) return;
      this.remove(oldest);
      this.counters.evicted += 1;
    }
  }
}
