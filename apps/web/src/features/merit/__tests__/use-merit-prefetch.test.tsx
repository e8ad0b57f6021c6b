import { FEATURE_FLAGS, MERIT, MERIT_ENDPOINTS } from '@ibh/contract';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Flags } from '@/lib/flags';
import { FlagsProvider } from '@/lib/flags-context';
import { createTestQueryClient } from '@/test/query-client';
import { mockSession } from '@/test/render-app';
import { PREFETCH_OBSERVER, useMeritPrefetch } from '../hooks/use-merit-prefetch';

/** A stand-in IntersectionObserver that the test drives: it records what is observed and with what. */
class FakeObserver {
  static last: FakeObserver | null = null;
  readonly observed = new Set<Element>();
  constructor(
    readonly callback: IntersectionObserverCallback,
    readonly options: IntersectionObserverInit,
  ) {
    FakeObserver.last = this;
  }
  observe(element: Element) {
    this.observed.add(element);
  }
  unobserve(element: Element) {
    this.observed.delete(element);
  }
  disconnect() {
    this.observed.clear();
  }
  /** Reports `elements` as entering the viewport. */
  show(elements: Element[]) {
    const entries = elements.map((target) => ({ target, isIntersecting: true }) as IntersectionObserverEntry);
    this.callback(entries, this as unknown as IntersectionObserver);
  }
}

const ids = Array.from(
  { length: 14 },
  (_, i) => `00000000-0000-4000-8000-0000000000${String(i).padStart(2, '0')}`,
);

function Cards() {
  const observe = useMeritPrefetch();
  return (
    <ul>
      {ids.map((id) => (
        <li key={id} data-id={id} ref={observe(id)} />
      ))}
    </ul>
  );
}

function renderCards(flags: Partial<Flags> = {}) {
  const fetchMock = mockSession(null, {});
  const view = render(
    <QueryClientProvider client={createTestQueryClient()}>
      <FlagsProvider flags={{ ...FEATURE_FLAGS, ...flags }}>
        <Cards />
      </FlagsProvider>
    </QueryClientProvider>,
  );
  const meritCalls = () =>
    fetchMock.mock.calls
      .map(([url]) => String(url))
      .filter((url) => ids.some((id) => url.endsWith(MERIT_ENDPOINTS.get.path.replace(':userId', id))));
  return { ...view, meritCalls };
}

beforeEach(() => {
  vi.useFakeTimers();
  FakeObserver.last = null;
  vi.stubGlobal('IntersectionObserver', FakeObserver);
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('merit prefetch for visible professionals', () => {
  it('watches with a 100px margin at 0.1, fetches one card per 150 ms and at most 10', async () => {
    const { container, meritCalls } = renderCards();
    const observer = FakeObserver.last;
    expect(observer?.options).toEqual(PREFETCH_OBSERVER);
    expect(observer?.options).toEqual({ rootMargin: '100px', threshold: 0.1 });
    expect(observer?.observed.size).toBe(ids.length);

    act(() => observer?.show([...container.querySelectorAll('li')]));
    expect(meritCalls()).toHaveLength(1);
    await act(() => vi.advanceTimersByTimeAsync(MERIT.prefetchThrottle - 1));
    expect(meritCalls()).toHaveLength(1);
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(meritCalls()).toHaveLength(2);

    await act(() => vi.advanceTimersByTimeAsync(MERIT.prefetchThrottle * 20));
    expect(meritCalls()).toHaveLength(MERIT.prefetchMax);
    expect(new Set(meritCalls()).size).toBe(MERIT.prefetchMax);
  });

  it('fetches a card once even when it scrolls into view again', async () => {
    const { container, meritCalls } = renderCards();
    const first = container.querySelector('li') as Element;
    act(() => FakeObserver.last?.show([first]));
    act(() => FakeObserver.last?.show([first]));
    await act(() => vi.advanceTimersByTimeAsync(MERIT.prefetchThrottle * 3));
    expect(meritCalls()).toHaveLength(1);
  });

  it('does nothing when the prefetch flag is off', async () => {
    const { meritCalls } = renderCards({ prefetch: false });
    expect(FakeObserver.last).toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(MERIT.prefetchThrottle * 3));
    expect(meritCalls()).toEqual([]);
  });
});
