import { HOME } from '@ibh/contract';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { Rocket } from 'lucide-react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PulseTicker } from '../components/pulse-ticker';
import { jitteredDelay } from '../hooks/use-rotating-index';
import { newestFirst } from './pulse-fixtures';

let reducedMotion = false;
let hidden = false;

beforeEach(() => {
  reducedMotion = false;
  hidden = false;
  vi.useFakeTimers();
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: query.includes('reduce') ? reducedMotion : false,
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  }));
  Object.defineProperty(document, 'visibilityState', {
    configurable: true,
    get: () => (hidden ? 'hidden' : 'visible'),
  });
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const ITEMS = newestFirst(1, 5);

function renderTicker(items = ITEMS) {
  render(
    <MemoryRouter>
      <PulseTicker title="Founder Activity" icon={Rocket} tone="gold" items={items} />
    </MemoryRouter>,
  );
  return screen.getByRole('region', { name: 'Founder Activity' });
}

const top = (ticker: HTMLElement) => within(ticker).getAllByRole('listitem')[0]?.textContent ?? '';

describe('a pulse ticker', () => {
  it('shows the newest three, each linking to its subject', () => {
    const ticker = renderTicker();
    const entries = within(ticker).getAllByRole('listitem');
    expect(entries).toHaveLength(3);
    expect(entries[0]?.textContent).toContain('Person 5');
    expect(entries[0]?.textContent).toContain('published an idea');
    const link = within(ticker).getByRole('link', { name: 'Idea 5' });
    expect(link.getAttribute('href')).toBe(ITEMS[0]?.subject.path);
  });

  it('moves on after a jittered 3.5-4.4 s, and not before', () => {
    vi.spyOn(Math, 'random').mockReturnValue(0.5);
    const wait = jitteredDelay(HOME.tickerMin, HOME.tickerMax);
    expect(wait).toBe(3950);
    const ticker = renderTicker();
    act(() => vi.advanceTimersByTime(wait - 1));
    expect(top(ticker)).toContain('Person 5');
    act(() => vi.advanceTimersByTime(1));
    expect(top(ticker)).toContain('Person 4');
  });

  it('draws each delay afresh between the bounds', () => {
    const draws = [0, 1, 0.25];
    vi.spyOn(Math, 'random').mockImplementation(() => draws.shift() ?? 0);
    const ticker = renderTicker();
    act(() => vi.advanceTimersByTime(HOME.tickerMin));
    expect(top(ticker)).toContain('Person 4');
    act(() => vi.advanceTimersByTime(HOME.tickerMax - 1));
    expect(top(ticker)).toContain('Person 4');
    act(() => vi.advanceTimersByTime(1));
    expect(top(ticker)).toContain('Person 3');
    act(() => vi.advanceTimersByTime(3725));
    expect(top(ticker)).toContain('Person 2');
  });

  it('stands still while hovered, and says so', () => {
    const ticker = renderTicker();
    fireEvent.mouseEnter(ticker);
    expect(within(ticker).getByText('Paused')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(HOME.tickerMax * 3));
    expect(top(ticker)).toContain('Person 5');
    fireEvent.mouseLeave(ticker);
    act(() => vi.advanceTimersByTime(HOME.tickerMax));
    expect(top(ticker)).toContain('Person 4');
  });

  it('stands still while the tab is hidden, and goes on when it is back', () => {
    const ticker = renderTicker();
    hidden = true;
    act(() => {
      document.dispatchEvent(new Event('visibilitychange'));
    });
    act(() => vi.advanceTimersByTime(HOME.tickerMax * 3));
    expect(top(ticker)).toContain('Person 5');
    hidden = false;
    act(() => {
      document.dispatchEvent(new Event('visibilitychange'));
    });
    act(() => vi.advanceTimersByTime(HOME.tickerMax));
    expect(top(ticker)).toContain('Person 4');
  });

  it('never moves for someone who prefers reduced motion', () => {
    reducedMotion = true;
    const ticker = renderTicker();
    act(() => vi.advanceTimersByTime(HOME.tickerMax * 5));
    expect(top(ticker)).toContain('Person 5');
  });

  it('does not move when everything fits, and says when it has nothing', () => {
    const ticker = renderTicker(newestFirst(1, 3));
    act(() => vi.advanceTimersByTime(HOME.tickerMax * 3));
    expect(top(ticker)).toContain('Person 3');
    cleanup();
    const empty = renderTicker([]);
    expect(within(empty).getByText('Nothing here yet.')).toBeInTheDocument();
  });
});
