/**
 * Reads that are the same for everyone (the home page's data), kept in memory per process (issue 27).
 * A value is served until a change it depends on is announced on the realtime feed (from the
 * database's triggers, on every process): an event of a realtime topic (`home:pulse`) or a
 * `pages.changed` path (`/`). `maxAgeMs` bounds whatever no trigger announces (a person's new name,
 * points leaving the 90-day window). One load per key at a time; a load that was running when one
 * of its dependencies changed is handed to its callers but not kept. While the feed is down nothing
 * is kept, and its return clears everything (announcements may have been missed).
 */
export interface SharedReadsOptions {
  maxAgeMs: number;
  now?: () => number;
}

interface Kept {
  readonly value: unknown;
  readonly loadedAt: number;
  readonly dropsOn: readonly string[];
}

interface Flight {
  tainted: boolean;
  readonly dropsOn: readonly string[];
  readonly done: Promise<unknown>;
}

export interface SharedReadsStats {
  hits: number;
  loads: number;
  dropped: number;
}

export class SharedReads {
  private readonly kept = new Map<string, Kept>();
  private readonly flights = new Map<string, Flight>();
  private readonly maxAgeMs: number;
  private readonly now: () => number;
  private live = false;
  private readonly counters: SharedReadsStats = { hits: 0, loads: 0, dropped: 0 };

  constructor(options: SharedReadsOptions) {
    this.maxAgeMs = options.maxAgeMs;
    this.now = options.now ?? Date.now;
  }

  /**
   * The value of `key`: kept, or loaded once for everyone asking meanwhile. It is dropped when `key`
   * itself or any of `dropsOn` (realtime topics, page paths) is announced as changed.
   */
  async get<T>(key: string, load: () => Promise<T>, dropsOn: readonly string[] = []): Promise<T> {
    if (!this.live) {
      this.counters.loads += 1;
      return load();
    }
    const kept = this.kept.get(key);
    if (kept && this.now() - kept.loadedAt < this.maxAgeMs) {
      this.counters.hits += 1;
      return kept.value as T;
    }
    const flight = this.flights.get(key) ?? this.start(key, [key, ...dropsOn], load);
    return (await flight.done) as T;
  }

  /** `what` (a topic or a page path) changed: what depends on it may be old, and so may a running load. */
  changed(what: string): void {
    for (const [key, kept] of this.kept) {
      if (!kept.dropsOn.includes(what)) continue;
      this.kept.delete(key);
      this.counters.dropped += 1;
    }
    for (const [key, flight] of this.flights) {
      if (!flight.dropsOn.includes(what)) continue;
      flight.tainted = true;
      this.flights.delete(key);
    }
  }

  /** The realtime feed went down or came back: either way events may have been missed. */
  setLive(live: boolean): void {
    this.live = live;
    this.counters.dropped += this.kept.size;
    this.kept.clear();
    for (const flight of this.flights.values()) flight.tainted = true;
    this.flights.clear();
  }

  stats(): SharedReadsStats {
    return { ...this.counters };
  }

  private start(key: string, dropsOn: readonly string[], load: () => Promise<unknown>): Flight {
    this.counters.loads += 1;
    const flight: Flight = { tainted: false, dropsOn, done: Promise.resolve() };
    const loadedAt = this.now();
    (flight as { done: Promise<unknown> }).done = (async () => {
      try {
        const value = await load();
        if (!flight.tainted && this.live) this.kept.set(key, { value, loadedAt, dropsOn });
        return value;
      } finally {
        if (this.flights.get(key) === flight) this.flights.delete(key);
      }
    })();
    this.flights.set(key, flight);
    return flight;
  }
}
