import { HOME, HOME_API, type HomeData, PULSE_TEXT, type PulseItem } from '@ibh/contract';
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiError, json, renderApp } from '@/test/render-app';
import { pulseItem } from './pulse-fixtures';

beforeEach(() => {
  vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const home = (pulse: PulseItem[]): HomeData => ({
  topPros: { pros: [], rising: [] },
  pulse,
  testimonials: [],
});
const PULSE = [
  pulseItem(4, 'order_completed', 'Customer interviews'),
  pulseItem(3, 'follow', 'Solar cold storage'),
  pulseItem(2, 'sprint_passed', 'Interview sprint: Solar'),
  pulseItem(1),
];

const apiCalls = (fetchMock: ReturnType<typeof vi.fn>) =>
  fetchMock.mock.calls
    .map(([input]) => String(input).split('?')[0] ?? '')
    .filter((url) => url.includes('/api/') && !url.includes('/api/auth/'));

describe('the home page', () => {
  it('gets the whole page in one call and files each activity under its ticker, linked', async () => {
    const { fetchMock } = renderApp('/', { handlers: { [`GET ${HOME_API.home}`]: () => json(home(PULSE)) } });
    const global = await screen.findByRole('region', { name: 'Global Pulse' });
    expect(await within(global).findByRole('link', { name: 'Customer interviews' })).toBeInTheDocument();
    const founders = screen.getByRole('region', { name: 'Founder Activity' });
    expect(
      within(founders)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      expect.stringContaining('passed an interview sprint'),
      expect.stringContaining('published an idea'),
    ]);
    const boosts = screen.getByRole('region', { name: 'Supporter Boosts' });
    expect(within(boosts).getByRole('link', { name: 'Solar cold storage' }).getAttribute('href')).toBe(
      PULSE[1]?.subject.path,
    );
    expect(screen.queryByText(/examples, not live activity/)).toBeNull();
    expect(apiCalls(fetchMock).filter((url) => url.endsWith(HOME_API.home))).toHaveLength(1);
    expect(
      apiCalls(fetchMock).filter((url) => url.includes('/api/testimonials') || url.endsWith(HOME_API.pulse)),
    ).toEqual([]);
  });

  it('says so when the network has no activity yet', async () => {
    renderApp('/', { handlers: { [`GET ${HOME_API.home}`]: () => json(home([])) } });
    expect(await screen.findByText(PULSE_TEXT.empty)).toBeInTheDocument();
  });

  it('offers Retry when the page could not be loaded', async () => {
    let fail = true;
    renderApp('/', {
      handlers: {
        [`GET ${HOME_API.home}`]: () =>
          fail ? apiError('E_INTERNAL', 'Something went wrong', 500) : json(home(PULSE)),
      },
    });
    expect(await screen.findByText(PULSE_TEXT.loadFailed)).toBeInTheDocument();
    fail = false;
    const retry = screen.getAllByRole('button', { name: PULSE_TEXT.retry })[0];
    if (!retry) throw new Error('no Retry');
    fireEvent.click(retry);
    expect(await screen.findByRole('link', { name: 'Customer interviews' })).toBeInTheDocument();
  });

  it('fetches the pulse again every 35 s for a signed-out visitor, new activity on top', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const fresh = pulseItem(9, 'idea_published', 'Brand new idea');
    const pulse = vi.fn(() => json({ items: [fresh, ...PULSE] }));
    renderApp('/', {
      handlers: { [`GET ${HOME_API.home}`]: () => json(home(PULSE)), [`GET ${HOME_API.pulse}`]: pulse },
    });
    expect(await screen.findByRole('link', { name: 'Customer interviews' })).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(HOME.liveFeedRefresh - 1000));
    expect(pulse).not.toHaveBeenCalled();
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(pulse).toHaveBeenCalledTimes(1);
    const founders = screen.getByRole('region', { name: 'Founder Activity' });
    expect(await within(founders).findByRole('link', { name: 'Brand new idea' })).toBeInTheDocument();
    expect(within(founders).getAllByRole('listitem')[0]?.textContent).toContain('Brand new idea');
  });
});
