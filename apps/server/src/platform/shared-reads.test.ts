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
    const first = reads.get(TOPIC, load.run);
    load.finish();
    await first;
    reads.changed('ideas:public');
    expect(await reads.get(TOPIC, load.run)).toBe('value 1');
    reads.changed(TOPIC);
    const second = reads.get(TOPIC, load.run);
    load.finish();
    expect(await second).toBe('value 2');
    expect(load.calls).toBe(2);
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
    const first = reads.get(TOPIC, load.run);
    load.finish();
    await first;
    advance(999);
    expect(await reads.get(TOPIC, load.run)).toBe('value 1');
    advance(1);
    const second = reads.get(TOPIC, load.run);
    load.finish();
    expect(await second).toBe('value 2');
  });

  it('keeps nothing while the feed is down, and forgets everything when it comes back', async () => {
    const { reads } = readsAt();
    const load = controlledLoad();
    const first = reads.get(TOPIC, load.run);
    load.finish();
    await first;
    reads.setLive(false);
    for (const expected of ['value 2', 'value 3']) {
      const answer = reads.get(TOPIC, load.run);
      load.finish();
      expect(await answer).toBe(expected);
    }
    reads.setLive(true);
    const back = reads.get(TOPIC, load.run);
    load.finish();
    expect(await back).toBe('value 4');
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
