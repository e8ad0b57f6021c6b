import { describe, expect, it } from 'vitest';
import { sharedProbe } from './check-health.ts';

function deferred() {
  let resolve!: (ok: boolean) => void;
  let reject!: (error: Error) => void;
  const promise = new Promise<boolean>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

describe('sharedProbe', () => {
  it('gives checks that arrive during a round trip that round trip, and starts a new one after', async () => {
    const trips = [deferred(), deferred()];
    let started = 0;
    const probe = sharedProbe(() => {
      const trip = trips[started];
      started += 1;
      if (!trip) throw new Error('unexpected round trip');
      return trip.promise;
    });
    const first = probe();
    const second = probe();
    expect(started).toBe(1);
    trips[0]?.resolve(true);
    const [a, b] = await Promise.all([first, second]);
    expect(a).toBe(b);
    expect(a.ok).toBe(true);

    const third = probe();
    expect(started).toBe(2);
    trips[1]?.reject(new Error('connection refused'));
    expect((await third).ok).toBe(false);
  });
});
