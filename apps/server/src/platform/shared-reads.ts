/**
 * Reads that are the same for everyone (the home pulse), kept in memory per process and named by
 * the realtime topic whose events say they changed (issue 27). A value is served until an event of
 * its topic arrives (from the database's triggers, on every process) or `maxAgeMs` passes, which
 * bounds whatever no trigger announces (a person's new name). One load per topic at a time; a load
 * that was running when its topic changed is handed to its callers but not kept. While the realtime
 * feed is down nothing is kept, and its return clears everything (events may have been missed).
 */
export interface SharedReadsOptions {
  maxAgeMs: number;
  now?: () => number;
}

interface Kept {
  readonly value: unknown;
  readonly loadedAt: number;
}

interface Flight {
  tainted: boolean;
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

  /** The value of `topic`: kept, or loaded once for everyone asking meanwhile. */
  async get<T>(topic: string, load: () => Promise<T>): Promise<T> {
    if (!this.live) {
      this.counters.loads += 1;
      return load();
    }
    const kept = this.kept.get(topic);
    if (kept && this.now() - kept.loadedAt < this.maxAgeMs) {
      this.counters.hits += 1;
      return kept.value as T;
    }
    const flight = this.flights.get(topic) ?? this.start(topic, load);
    return (await flight.done) as T;
  }

  /** An event of `topic` arrived: what was kept may be old, and a running load may predate it. */
  changed(topic: string): void {
    if (this.kept.delete(topic)) this.counters.dropped += 1;
    const flight = this.flights.get(topic);
    if (flight) {
      flight.tainted = true;
      this.flights.delete(topic);
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

  private start(topic: string, load: () => Promise<unknown>): Flight {
    this.counters.loads += 1;
    const flight: Flight = { tainted: false, done: Promise.resolve() };
    const loadedAt = this.now();
    (flight as { done: Promise<unknown> }).done = (async () => {
      try {
        const value = await load();
        if (!flight.tainted && this.live) this.kept.set(topic, { value, loadedAt });
        return value;
      } finally {
        if (this.flights.get(topic) === flight) this.flights.delete(topic);
      }
    })();
    this.flights.set(topic, flight);
    return flight;
  }
}
