import { describe, expect, it } from 'vitest';
import {
  compareSizes,
  latencyTargetMs,
  SCALE_RATIO_LIMIT,
  type SizeMeasure,
  scaleMarkdown,
} from './scale-compare.ts';

const at = (
  requestsPerSecond: number,
  failures = 0,
  cpuMsPerRequest?: number,
  p50Alone?: number,
): SizeMeasure => ({
  requestsPerSecond,
  p50: 1000 / requestsPerSecond,
  p99: 2000 / requestsPerSecond,
  failures,
  ...(cpuMsPerRequest === undefined ? {} : { cpuMsPerRequest }),
  ...(p50Alone === undefined ? {} : { p50Alone }),
});

describe('compareSizes', () => {
  it('divides the low size req/s by the high size req/s and holds each ratio to the limit', () => {
    const rows = compareSizes(['a', 'b', 'c'], [at(300), at(300), at(300)], [at(300), at(200), at(150)]);
    expect(rows.map((r) => r.costRatio)).toEqual([1, 1.5, 2]);
    expect(rows.map((r) => r.withinLimit)).toEqual([true, true, false]);
    expect(SCALE_RATIO_LIMIT).toBe(1.5);
  });

  it('fails an endpoint that served nothing or failed requests at the high size', () => {
    const [silent, failing] = compareSizes(['a', 'b'], [at(100), at(100)], [at(0), at(100, 3)]);
    expect(silent?.costRatio).toBe(Number.POSITIVE_INFINITY);
    expect(silent?.withinLimit).toBe(false);
    expect(failing?.withinLimit).toBe(false);
  });

  it('divides the high size CPU per request by the low one and holds it to the limit too', () => {
    const rows = compareSizes(
      ['a', 'b', 'c'],
      [at(300, 0, 2), at(300, 0, 2), at(300)],
      [at(150, 0, 2.4), at(300, 0, 4), at(300, 0, 9)],
    );
    // a: slower only because the machine was busier (same CPU per request); b: costs twice the CPU.
    expect(rows.map((r) => r.costRatio)).toEqual([2, 1, 1]);
    expect(rows.map((r) => r.cpuRatio)).toEqual([1.2, 2, undefined]);
    expect(rows.map((r) => r.withinLimit)).toEqual([false, false, true]);
  });

  it('holds a Best-match search to 10 ms p50 on one connection at the high size, and nothing else', () => {
    expect(latencyTargetMs('Best match GET /api/ideas?q=greenhouse')).toBe(10);
    expect(latencyTargetMs('GET /api/ideas')).toBeUndefined();
    const rows = compareSizes(
      ['Best match GET /a', 'Best match GET /b', 'Best match GET /c', 'GET /d'],
      [at(300, 0, 2, 3), at(300, 0, 2, 3), at(300, 0, 2, 3), at(300, 0, 2, 3)],
      // a: 9.5 ms alone; b: 12 ms alone; c: never timed alone; d: slow alone but has no target.
      [at(300, 0, 2, 9.5), at(300, 0, 2, 12), at(300, 0, 2), at(300, 0, 2, 40)],
    );
    expect(rows.map((r) => r.latencyTargetMs)).toEqual([10, 10, 10, undefined]);
    expect(rows.map((r) => r.withinLimit)).toEqual([true, false, false, true]);
  });

  it('refuses names without a measure at both sizes', () => {
    expect(() => compareSizes(['a', 'b'], [at(1), at(1)], [at(1)])).toThrow('no measure of b');
  });
});

describe('scaleMarkdown', () => {
  it('tables every endpoint, flags those over the limit and appends their plans', () => {
    const rows = compareSizes(
      ['GET /fast', 'GET /slow', 'GET /unmeasured'],
      [at(400, 0, 1.5), at(400, 0, 2), at(400)],
      [at(380, 0, 1.65), at(100, 0, 7), at(390)],
    );
    const text = scaleMarkdown(['large', 'huge'], rows, [
      { endpoint: 'GET /slow', plans: ['Seq Scan on ideas'] },
    ]);
    expect(text).toContain(
      '| Endpoint | req/s large | req/s huge | p50 ms large | p50 ms huge | p50 ms alone large | p50 ms alone huge | cost ratio | CPU ms/req large | CPU ms/req huge | CPU ratio | failures huge |',
    );
    expect(text).toContain(
      '| `GET /fast` | 400 | 380 | 2.50 | 2.63 | – | – | 1.05 | 1.50 | 1.65 | 1.10 | 0 |',
    );
    expect(text).toContain(
      '| `GET /slow` | 400 | 100 | 2.50 | 10.00 | – | – | **4.00 ⚠** | 2.00 | 7.00 | **3.50 ⚠** | 0 |',
    );
    expect(text).toContain('| `GET /unmeasured` | 400 | 390 | 2.50 | 2.56 | – | – | 1.03 | – | – | – | 0 |');
    expect(text).toContain(
      '⚠ 1 endpoint(s) over 1.5 times their cost at large or over their latency target: `GET /slow`',
    );
    const search = compareSizes(
      ['Best match GET /x', 'Best match GET /y'],
      [at(400, 0, 1, 2.5), at(400, 0, 1, 2.5)],
      [at(400, 0, 1, 8.25), at(400, 0, 1, 14)],
    );
    const searchText = scaleMarkdown(['large', 'huge'], search, []);
    expect(searchText).toContain('| 2.50 | 8.25 (≤ 10) |');
    expect(searchText).toContain('| 2.50 | **14.00 ⚠ (> 10)** |');
    expect(text).toContain(
      '### EXPLAIN (ANALYZE, BUFFERS) at huge: `GET /slow`\n\n```\nSeq Scan on ideas\n```',
    );
  });
});
