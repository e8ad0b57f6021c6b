import { NOTIFICATIONS } from '@ibh/contract';
import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useBackoffPoll } from './use-backoff-poll';

const BASE = NOTIFICATIONS.inboxPoll;
const MAX = NOTIFICATIONS.inboxPollMaxBackoff;

function setVisibility(state: 'visible' | 'hidden') {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
  document.dispatchEvent(new Event('visibilitychange'));
}

/** Advances time by `ms` and lets the poll's promise settle. */
async function wait(ms: number) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}

beforeEach(() => {
  vi.useFakeTimers();
  setVisibility('visible');
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  setVisibility('visible');
});

describe('fallback poll', () => {
  it('polls every 15 s, doubling the wait up to 4x while nothing changes, and resets on a change', async () => {
    let changed = false;
    const poll = vi.fn(async () => changed);
    renderHook(() => useBackoffPoll({ enabled: true, intervalMs: BASE, maxFactor: MAX, poll }));
    await wait(BASE - 1);
    expect(poll).toHaveBeenCalledTimes(0);
    await wait(1);
    expect(poll).toHaveBeenCalledTimes(1); // t = 15 s, nothing changed: next in 30 s
    await wait(2 * BASE - 1);
    expect(poll).toHaveBeenCalledTimes(1);
    await wait(1);
    expect(poll).toHaveBeenCalledTimes(2); // then 60 s (4x, the cap)
    await wait(4 * BASE);
    expect(poll).toHaveBeenCalledTimes(3); // still 60 s: the cap holds
    await wait(4 * BASE);
    expect(poll).toHaveBeenCalledTimes(4);
    changed = true;
    await wait(4 * BASE);
    expect(poll).toHaveBeenCalledTimes(5); // a change: back to 15 s
    await wait(BASE);
    expect(poll).toHaveBeenCalledTimes(6);
  });

  it('does not poll while the topic is live', async () => {
    const poll = vi.fn(async () => false);
    const { rerender } = renderHook(
      ({ enabled }) => useBackoffPoll({ enabled, intervalMs: BASE, maxFactor: MAX, poll }),
      { initialProps: { enabled: false } },
    );
    await wait(10 * BASE);
    expect(poll).not.toHaveBeenCalled();
    rerender({ enabled: true });
    await wait(BASE);
    expect(poll).toHaveBeenCalledTimes(1);
    rerender({ enabled: false });
    await wait(10 * BASE);
    expect(poll).toHaveBeenCalledTimes(1);
  });

  it('pauses while the tab is hidden and polls at once when it is shown again', async () => {
    const poll = vi.fn(async () => false);
    renderHook(() => useBackoffPoll({ enabled: true, intervalMs: BASE, maxFactor: MAX, poll }));
    setVisibility('hidden');
    await wait(10 * BASE);
    expect(poll).not.toHaveBeenCalled();
    setVisibility('visible');
    await wait(0);
    expect(poll).toHaveBeenCalledTimes(1);
    await wait(2 * BASE);
    expect(poll).toHaveBeenCalledTimes(2);
  });

  it('keeps polling after a failed poll', async () => {
    const poll = vi.fn(async () => {
      throw new Error('offline');
    });
    renderHook(() => useBackoffPoll({ enabled: true, intervalMs: BASE, maxFactor: MAX, poll }));
    await wait(BASE);
    await wait(2 * BASE);
    expect(poll).toHaveBeenCalledTimes(2);
  });
});
