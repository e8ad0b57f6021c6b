import { describe, expect, it } from 'vitest';
import { formatCompactNumber, MERIT_FORMULA, MERIT_KINDS, meritBar } from './merit.ts';

describe('formatCompactNumber (001 section 9)', () => {
  it('shortens from 1000 with one decimal and from 10000 without', () => {
    expect(formatCompactNumber(0)).toBe('0');
    expect(formatCompactNumber(999)).toBe('999');
    expect(formatCompactNumber(1000)).toBe('1k');
    expect(formatCompactNumber(1200)).toBe('1.2k');
    expect(formatCompactNumber(1250)).toBe('1.2k');
    expect(formatCompactNumber(9999)).toBe('9.9k');
    expect(formatCompactNumber(10000)).toBe('10k');
    expect(formatCompactNumber(12000)).toBe('12k');
    expect(formatCompactNumber(12999)).toBe('12k');
    expect(formatCompactNumber(999_999)).toBe('999k');
    expect(formatCompactNumber(1_200_000)).toBe('1.2M');
    expect(formatCompactNumber(-1200)).toBe('-1.2k');
    expect(formatCompactNumber(Number.NaN)).toBe('0');
  });
});

describe('merit formula constants', () => {
  it('clamps bars to 0..1', () => {
    expect(meritBar(50, 200)).toBe(0.25);
    expect(meritBar(500, 200)).toBe(1);
    expect(meritBar(-30, 200)).toBe(0);
    expect(meritBar(10, 0)).toBe(0);
  });

  it('publishes one rule per kind, negatives only on Deliver', () => {
    expect(Object.keys(MERIT_FORMULA).sort()).toEqual([...MERIT_KINDS].sort());
    for (const kind of MERIT_KINDS) {
      if (MERIT_FORMULA[kind].points < 0) expect(MERIT_FORMULA[kind].axis, kind).toBe('deliver');
    }
  });
});
