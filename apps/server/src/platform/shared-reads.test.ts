import { describe, expect, it } from 'vitest';
import { SharedReads } from './shared-reads.ts';

const TOPIC = 'home:pulse';

function readsAt(maxAgeMs = 30_000) {
  let now = 1_000_000;
  const reads = new SharedReads({ maxAgeMs, now: () => now });
  reads.setLive(true);
  return {
    reads,
    advance(ms: number) {
      now += ms;
    },
  };
}

/** A load that answers when told to, counting how often it ran. */
function controlledLoad() {
  const pending: (() => void)[] = [];
  let version = 0;
  const load = {
    calls: 0,
    run: async () => {
      load.calls += 1;
      version += 1;
      const mine = version;
      await new Promise<void>((resolve) => pending.push(resolve));
      return `value ${mine}`;
    },
    finish() {
      for (const resolve of pending.splice(0)) resolve();
    },
  };
  return load;
}

/** Asks for TOPIC and lets the load that ask starts (if any) answer at once. */
function answered(reads: SharedReads, load: ReturnType<typeof controlledLoad>) {
  const answer = reads.get(TOPIC, load.run);
  load.finish();
  return answer;
}

describe('shared reads (one value per topic, dropped by its events)', () => {
  it('loads once for everyone asking at the same time, then serves what it kept', async () => {
    const { reads } = readsAt();
    const load = controlledLoad();
    const asks = [reads.get(TOPIC, load.run), reads.get(TOPIC, load.run), reads.get(TOPIC, load.run)];
    load.finish();
    expect(await Promise.all(asks)).toEqual(['value 1', 'value 1', 'value 1']);
    expect(await reads.get(TOPIC, load.run)).toBe('value 1');
    expect(load.calls).toBe(1);
    expect(reads.stats()).toEqual({ hits: 1, loads: 1, dropped: 0 });
  });

  it('loads again once an event of its topic arrives, and not for another topic', async () => {
    const { reads } = readsAt();
    const load = controlledLoad();
    await answered(reads, load);
    reads.changed('ideas:public');
    expect(await reads.get(TOPIC, load.run)).toBe('value 1');
    reads.changed(TOPIC);
    expect(await answered(reads, load)).toBe('value 2');
    expect(load.calls).toBe(2);
  });

  it('drops a value when anything it depends on is announced, and only then', async () => {
    const { reads } = readsAt();
    const load = controlledLoad();
    const ask = () => reads.get('home:data', load.run, [TOPIC, '/']);
    const first = ask();
    load.finish();
    expect(await first).toBe('value 1');
    reads.changed('/explore');
    reads.changed('ideas:public');
    expect(await ask()).toBe('value 1');
    for (const [change, expected] of [
      ['/', 'value 2'],
      [TOPIC, 'value 3'],
      ['home:data', 'value 4'],
    ] as const) {
      reads.changed(change);
      const next = ask();
      load.finish();
      expect(await next).toBe(expected);
    }
    expect(load.calls).toBe(4);
  });

  it('does not keep a load that was running when its topic changed', async () => {
    const { reads } = readsAt();
    const load = controlledLoad();
    const before = reads.get(TOPIC, load.run);
    reads.changed(TOPIC);
    // Asked after the change: a load of its own, not the one that may predate the change.
    const after = reads.get(TOPIC, load.run);
    load.finish();
    expect(await before).toBe('value 1');
    expect(await after).toBe('value 2');
    const again = reads.get(TOPIC, load.run);
    expect(await again).toBe('value 2');
    expect(load.calls).toBe(2);
  });

  it('keeps a value no longer than its maximum age', async () => {
    const { reads, advance } = readsAt(1_000);
    const load = controlledLoad();
    await answered(reads, load);
    advance(999);
    expect(await reads.get(TOPIC, load.run)).toBe('value 1');
    advance(1);
    expect(await answered(reads, load)).toBe('value 2');
  });

  it('keeps nothing while the feed is down, and forgets everything when it comes back', async () => {
    const { reads } = readsAt();
    const load = controlledLoad();
    await answered(reads, load);
    reads.setLive(false);
    for (const expected of ['value 2', 'value 3']) {
      expect(await answered(reads, load)).toBe(expected);
    }
    reads.setLive(true);
    expect(await answered(reads, load)).toBe('value 4');
    expect(await reads.get(TOPIC, load.run)).toBe('value 4');
  });

  it('keeps nothing when the load fails, and the next ask tries again', async () => {
    const { reads } = readsAt();
    await expect(reads.get(TOPIC, async () => Promise.reject(new Error('database down')))).rejects.toThrow(
      'database down',
    );
    expect(await reads.get(TOPIC, async () => 'recovered')).toBe('recovered');
  });
});
