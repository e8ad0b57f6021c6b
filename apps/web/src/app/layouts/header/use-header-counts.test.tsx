import { NOTIFICATION_API, NOTIFICATION_EVENTS, NOTIFICATIONS, userTopic } from '@ibh/contract';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createTestQueryClient } from '@/test/query-client';
import { fakeRealtime } from '@/test/realtime-mock';

import { useHeaderCounts } from './use-header-counts';

vi.mock('@/lib/realtime', () => import('@/test/realtime-mock'));
const auth = vi.hoisted(() => ({
  status: 'signed_in' as 'signed_in' | 'anonymous',
  user: { id: '0b9d6c1e-4f0a-4c3e-9a57-3f1f2e1d0c9b' },
}));
vi.mock('@/lib/auth', () => ({
  useAuth: () => ({ status: auth.status, user: auth.status === 'signed_in' ? auth.user : null }),
}));

const BASE = NOTIFICATIONS.inboxPoll;
let counts = { notifications: 2, inbox: 1, proSign: 0 };
let calls = 0;

const json = (body: unknown) =>
  new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });

function setVisibility(state: 'visible' | 'hidden') {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
  document.dispatchEvent(new Event('visibilitychange'));
}

function renderCounts() {
  const client = createTestQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  return renderHook(() => useHeaderCounts(), { wrapper });
}

/** Lets timers run `ms` forward and the fetches they start settle. */
const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] });
  fakeRealtime.reset();
  auth.status = 'signed_in';
  counts = { notifications: 2, inbox: 1, proSign: 0 };
  calls = 0;
  setVisibility('visible');
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      if (String(input).endsWith(NOTIFICATION_API.counts)) {
        calls += 1;
        return json(counts);
      }
      return new Response('{}', { status: 404 });
    }),
  );
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('useHeaderCounts', () => {
  it('asks nothing when signed out and shows zeros', async () => {
    auth.status = 'anonymous';
    const { result } = renderCounts();
    await advance(BASE * 10);
    expect(result.current).toEqual({ notifications: 0, inbox: 0, proSign: 0 });
    expect(calls).toBe(0);
    expect(fakeRealtime.topics()).toEqual([]);
  });

  it('reads the counts once and does not poll while the user topic is live', async () => {
    fakeRealtime.live = true;
    const { result } = renderCounts();
    await advance(0);
    expect(result.current).toEqual({ notifications: 2, inbox: 1, proSign: 0 });
    expect(fakeRealtime.topics()).toEqual([userTopic(auth.user.id)]);
    await advance(BASE * 10);
    expect(calls).toBe(1);
  });

  it('follows live events: a new notification counts at once, a DM or read refetches', async () => {
    const { result } = renderCounts();
    await advance(0);
    expect(result.current.notifications).toBe(2);
    counts = { notifications: 3, inbox: 1, proSign: 0 };
    act(() =>
      fakeRealtime.emit(userTopic(auth.user.id), {
        type: NOTIFICATION_EVENTS.created,
        data: { not: 'a notification' },
      }),
    );
    await advance(0);
    expect(result.current.notifications).toBe(3);
    counts = { notifications: 3, inbox: 4, proSign: 0 };
    act(() => fakeRealtime.emit(userTopic(auth.user.id), { type: 'dm.created', data: {} }));
    await advance(0);
    expect(result.current.inbox).toBe(4);
    counts = { notifications: 0, inbox: 4, proSign: 0 };
    act(() => fakeRealtime.emit(userTopic(auth.user.id), { type: NOTIFICATION_EVENTS.allRead, data: null }));
    await advance(0);
    expect(result.current.notifications).toBe(0);
    const before = calls;
    // Events of other features do not touch the counts.
    act(() => fakeRealtime.emit(userTopic(auth.user.id), { type: 'workspace.message', data: null }));
    await advance(0);
    expect(calls).toBe(before);
  });

  it('polls every 15 s while the topic is not live, doubling after unchanged polls up to 4x, reset by a change', async () => {
    fakeRealtime.live = false;
    const { result } = renderCounts();
    await advance(0);
    expect(calls).toBe(1);
    // Unchanged polls: waits of 15 s, 30 s, 60 s, then 60 s again (the 4x ceiling).
    await advance(BASE - 1);
    expect(calls).toBe(1);
    await advance(1);
    expect(calls).toBe(2);
    await advance(2 * BASE - 1);
    expect(calls).toBe(2);
    await advance(1);
    expect(calls).toBe(3);
    await advance(4 * BASE);
    expect(calls).toBe(4);
    await advance(4 * BASE);
    expect(calls).toBe(5);
    // A poll that changes something brings the wait back to 15 s.
    counts = { notifications: 9, inbox: 1, proSign: 0 };
    await advance(4 * BASE);
    expect(calls).toBe(6);
    await advance(10);
    expect(result.current.notifications).toBe(9);
    await advance(BASE);
    expect(calls).toBe(7);
  });

  it('stops polling once the topic goes live', async () => {
    fakeRealtime.live = false;
    const { rerender } = renderCounts();
    await advance(BASE);
    expect(calls).toBe(2);
    fakeRealtime.live = true;
    rerender();
    await advance(BASE * 10);
    expect(calls).toBe(2);
  });

  it('pauses while the tab is hidden and polls as soon as it shows again', async () => {
    fakeRealtime.live = false;
    renderCounts();
    await advance(0);
    expect(calls).toBe(1);
    setVisibility('hidden');
    await advance(BASE * 10);
    expect(calls).toBe(1);
    setVisibility('visible');
    await advance(0);
    expect(calls).toBe(2);
  });
});
