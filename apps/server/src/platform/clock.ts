/**
 * Time as the server's scheduled work sees it. The job queue reads `now()` for run-at times,
 * leases and backoff, and sets its timers through `setTimer`, so a test that swaps in a
 * TestClock decides when time passes instead of sleeping.
 */
export interface Clock {
  now(): Date;
  /** Calls `fire` once this clock reaches `at` (at once when it already has). Returns a cancel function. */
  setTimer(at: Date, fire: () => unknown): () => void;
}

/** setTimeout's longest delay (about 24.8 days); longer waits re-arm. */
const MAX_TIMEOUT_MS = 2_147_483_647;

/** The wall clock; its timers do not keep the process alive. */
export const realClock: Clock = {
  now: () => new Date(),
  setTimer(at, fire) {
    let handle: NodeJS.Timeout | undefined;
    const arm = () => {
      const wait = at.getTime() - Date.now();
      handle =
        wait > MAX_TIMEOUT_MS
          ? setTimeout(arm, MAX_TIMEOUT_MS)
          : setTimeout(() => void fire(), Math.max(0, wait));
      handle.unref();
    };
    arm();
    return () => clearTimeout(handle);
  },
};

interface TestTimer {
  at: number;
  seq: number;
  fire: () => unknown;
}

/**
 * A clock that stands still until the test advances it. `advance` moves time forward timer
 * by timer, in order, and waits for what each timer started (a job queue's claim), so when it
 * resolves everything that was due has been claimed.
 */
export class TestClock implements Clock {
  private current: number;
  private timers: TestTimer[] = [];
  private seq = 0;

  constructor(start: Date = new Date()) {
    this.current = start.getTime();
  }

  now(): Date {
    return new Date(this.current);
  }

  setTimer(at: Date, fire: () => unknown): () => void {
    const timer: TestTimer = { at: at.getTime(), seq: this.seq++, fire };
    this.timers.push(timer);
    return () => {
      this.timers = this.timers.filter((t) => t !== timer);
    };
  }

  /** Moves time forward by `ms`, firing (and awaiting) every timer due on the way. */
  async advance(ms: number): Promise<void> {
    const target = this.current + ms;
    for (;;) {
      const next = this.timers.filter((t) => t.at <= target).sort((a, b) => a.at - b.at || a.seq - b.seq)[0];
      if (!next) break;
      this.timers = this.timers.filter((t) => t !== next);
      this.current = Math.max(this.current, next.at);
      await next.fire();
    }
    this.current = target;
  }

  /**
   * Moves time forward by `ms` at once, then fires (and awaits) every timer that is due, each
   * once, in order: like a machine waking from sleep. Periodic work (sweeps every minute) runs
   * once instead of once per period, so tests can cross days (the orders' 72-hour clocks) quickly.
   */
  async jump(ms: number): Promise<void> {
    this.current += ms;
    const due = this.timers.filter((t) => t.at <= this.current).sort((a, b) => a.at - b.at || a.seq - b.seq);
    this.timers = this.timers.filter((t) => t.at > this.current);
    for (const timer of due) await timer.fire();
  }

  /** How many timers wait (a queue that stopped has none left). */
  get pendingTimers(): number {
    return this.timers.length;
  }
}
