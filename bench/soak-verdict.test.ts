import { describe, expect, it } from 'vitest';
import { judgeSoak, type SoakWindow } from './soak-verdict.ts';

const steady = (count: number, over: (i: number) => Partial<SoakWindow> = () => ({})): SoakWindow[] =>
  Array.from({ length: count }, (_, i) => ({
    atSeconds: (i + 1) * 60,
    requests: 1000,
    errors: 0,
    p50: 2,
    p99: 10,
    rssMb: 200,
    ...over(i),
  }));

describe('judgeSoak', () => {
  it('passes a run with no errors, flat memory and a steady p99', () => {
    const verdict = judgeSoak(steady(30));
    expect(verdict).toMatchObject({ pass: true, errors: 0, requests: 30_000, memoryGrowth: 0, p99Drift: 1 });
  });

  it('ignores the warm-up windows, where memory and latency settle', () => {
    const verdict = judgeSoak(steady(30, (i) => (i < 2 ? { rssMb: 120, p99: 80 } : {})));
    expect(verdict.pass).toBe(true);
  });

  it('fails on any error', () => {
    const verdict = judgeSoak(steady(30, (i) => (i === 17 ? { errors: 1 } : {})));
    expect(verdict).toMatchObject({ pass: false, errors: 1, reasons: ['1 errors'] });
  });

  it('fails when memory keeps growing past 10 %', () => {
    const verdict = judgeSoak(steady(30, (i) => ({ rssMb: 200 + i * 2 })));
    expect(verdict.pass).toBe(false);
    expect(verdict.memoryGrowth).toBeGreaterThan(0.1);
    expect(verdict.reasons[0]).toMatch(/^memory grew \d+\.\d %$/);
  });

  it('does not fail on one garbage-collection peak', () => {
    const verdict = judgeSoak(steady(30, (i) => (i === 29 ? { rssMb: 300 } : {})));
    expect(verdict.pass).toBe(true);
  });

  it('fails when the p99 at the end is more than 1.5 times the p99 at the start', () => {
    const verdict = judgeSoak(steady(30, (i) => (i >= 20 ? { p99: 25 } : {})));
    expect(verdict).toMatchObject({ pass: false, p99Drift: 2.5 });
  });

  it('refuses to judge a run too short to have a start and an end', () => {
    expect(judgeSoak(steady(3)).reasons).toContain('only 1 windows after warm-up; need at least 3');
  });
});
