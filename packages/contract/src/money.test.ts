import { describe, expect, it } from 'vitest';
import { dollarsToCents, formatMoney } from './money.ts';

describe('formatMoney: integer cents in, one US-dollar rule out', () => {
  it('shows cents with two decimals and thousands separators', () => {
    expect(formatMoney(123_450)).toBe('$1,234.50');
    expect(formatMoney(1)).toBe('$0.01');
    expect(formatMoney(33_333)).toBe('$333.33');
  });

  it('drops .00 from a whole amount', () => {
    expect(formatMoney(120_000)).toBe('$1,200');
    expect(formatMoney(0)).toBe('$0');
    expect(formatMoney(100_000_000)).toBe('$1,000,000');
  });

  it('puts the minus before the dollar sign', () => {
    expect(formatMoney(-500)).toBe('-$5');
    expect(formatMoney(-1_050)).toBe('-$10.50');
  });
});

describe('dollarsToCents', () => {
  it('reads typed dollars as cents, clamps below zero, refuses what is not a number', () => {
    expect(dollarsToCents('12.34')).toBe(1234);
    expect(dollarsToCents(' 40 ')).toBe(4000);
    expect(dollarsToCents('-3')).toBe(0);
    expect(dollarsToCents('')).toBeNull();
    expect(dollarsToCents('abc')).toBeNull();
  });
});
