import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useMinDuration } from '../hooks/use-min-duration';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('useMinDuration (skeleton minimum 150 ms)', () => {
  it('keeps a quick load showing for 150 ms, then ends', () => {
    const { result, rerender } = renderHook(({ active }) => useMinDuration(active, 150), {
      initialProps: { active: true },
    });
    expect(result.current).toBe(true);
    act(() => vi.advanceTimersByTime(40));
    rerender({ active: false });
    expect(result.current).toBe(true);
    act(() => vi.advanceTimersByTime(109));
    expect(result.current).toBe(true);
    act(() => vi.advanceTimersByTime(2));
    expect(result.current).toBe(false);
  });

  it('ends at once after a slow load, and never shows when nothing loads', () => {
    const slow = renderHook(({ active }) => useMinDuration(active, 150), { initialProps: { active: true } });
    act(() => vi.advanceTimersByTime(500));
    slow.rerender({ active: false });
    expect(slow.result.current).toBe(false);
    expect(renderHook(() => useMinDuration(false, 150)).result.current).toBe(false);
  });
});
