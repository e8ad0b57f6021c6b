import {
  MERIT_ENDPOINTS as E,
  HOME_API,
  MERIT_FORMULA,
  MERIT_GOALS,
  MERIT_KINDS,
  MERIT_TEXT,
  type MeritData,
  type ProfessionalCard,
  PULSE_TEXT,
  type TopPros,
} from '@ibh/contract';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { pageTestLifecycle } from '@/test/lifecycle';
import { apiError, json, renderApp, testUser } from '@/test/render-app';

pageTestLifecycle();

const merit = (userId: string, recent: MeritData['recentPoints'], total: number): MeritData => ({
  userId,
  lifetimeTotal: total,
  lifetime: recent,
  recentPoints: recent,
  bars: {
    deliver: Math.min(1, recent.deliver / MERIT_GOALS.deliver),
    give: Math.min(1, recent.give / MERIT_GOALS.give),
    community: Math.min(1, recent.community / MERIT_GOALS.community),
  },
  goals: MERIT_GOALS,
});
const card = (n: number, overrides: Partial<ProfessionalCard> = {}): ProfessionalCard => {
  const userId = `00000000-0000-4000-8000-00000000000${n}`;
  return {
    userId,
    fullName: `Pro Number${n}`,
    displayName: null,
    avatarUrl: null,
    headline: 'Customer interviews',
    isVerified: true,
    role: 'professional',
    verifiedAt: null,
    merit: merit(userId, { deliver: 100, give: 0, community: 30 }, 1200 - n),
    rank: n,
    ...overrides,
  };
};
/** The home page's one request (GET /api/home) carries the block's data. */
const HOME = `GET ${HOME_API.home}`;
const home = (topPros: TopPros) => json({ topPros, pulse: [], testimonials: [] });

describe('Top Merit Professionals on the home page', () => {
  it('shows ranked cards with compact totals and bars, rising professionals and an ItemList JSON-LD', async () => {
    renderApp('/', {
      handlers: {
        [HOME]: () =>
          home({ pros: [card(1), card(2)], rising: [card(3, { fullName: 'Rising Rae', rank: 1 })] }),
      },
    });
    expect(await screen.findByText('Pro Number1')).toBeInTheDocument();
    expect(screen.getAllByText('1.1k')).toHaveLength(3);
    expect(screen.getAllByText(MERIT_TEXT.noActivity).length).toBeGreaterThan(0);
    expect(screen.getByRole('heading', { name: MERIT_TEXT.risingTitle })).toBeInTheDocument();
    expect(screen.getByText(MERIT_TEXT.risingProse)).toBeInTheDocument();
    expect(screen.getByText('Rising Rae')).toBeInTheDocument();
    const deliver = screen.getAllByRole('progressbar', { name: /Deliver/ })[0];
    expect(deliver?.getAttribute('aria-valuenow')).toBe('50');
    const ld = document.querySelector('script[type="application/ld+json"][data-testid="top-pros-jsonld"]');
    const list = JSON.parse(ld?.textContent ?? '{}');
    expect(list['@type']).toBe('ItemList');
    expect(list.itemListElement.map((item: { position: number }) => item.position)).toEqual([1, 2]);
  });

  it("says 'No verified professionals found.' when there are none", async () => {
    renderApp('/', { handlers: { [HOME]: () => home({ pros: [], rising: [] }) } });
    expect(await screen.findByText(MERIT_TEXT.topEmpty)).toBeInTheDocument();
  });

  it('reports a failure with Retry, which loads the block', async () => {
    let fail = true;
    renderApp('/', {
      handlers: {
        [HOME]: () => (fail ? apiError('E_INTERNAL', 'boom', 500) : home({ pros: [card(1)], rising: [] })),
      },
    });
    expect(await screen.findByText(MERIT_TEXT.topFailed, {}, { timeout: 4000 })).toBeInTheDocument();
    fail = false;
    fireEvent.click(
      within(screen.getByTestId('top-merit-professionals')).getByRole('button', { name: MERIT_TEXT.retry }),
    );
    expect(await screen.findByText('Pro Number1')).toBeInTheDocument();
  });

  it('honours the flags: no block without topMeritOnHomepage, no JSON-LD or rising prose without theirs', async () => {
    const { fetchMock } = renderApp('/', {
      flags: { topMeritOnHomepage: false },
      handlers: { [HOME]: () => home({ pros: [card(1)], rising: [] }) },
    });
    // The page has its data (the pulse answered empty), yet no block and no extra request.
    expect(await screen.findByText(PULSE_TEXT.empty)).toBeInTheDocument();
    expect(screen.queryByText(MERIT_TEXT.topTitle)).toBeNull();
    expect(screen.queryByText('Pro Number1')).toBeNull();
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes(E.top.path))).toBe(false);
    cleanup();
    renderApp('/', {
      flags: { jsonLd: false, risingProse: false },
      handlers: { [HOME]: () => home({ pros: [card(1)], rising: [card(2)] }) },
    });
    expect(await screen.findByText('Pro Number1')).toBeInTheDocument();
    expect(document.querySelector('script[type="application/ld+json"]')).toBeNull();
    expect(screen.queryByText(MERIT_TEXT.risingProse)).toBeNull();
  });
});

describe('/help/merit', () => {
  it('explains every event of the formula with its points', async () => {
    renderApp('/help/merit');
    expect(await screen.findByRole('heading', { level: 1, name: MERIT_TEXT.helpTitle })).toBeInTheDocument();
    for (const kind of MERIT_KINDS)
      expect(screen.getByRole('rowheader', { name: MERIT_FORMULA[kind].label })).toBeInTheDocument();
    expect(screen.getByText('-30')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Your merit' })).toBeNull();
  });

  it("shows a professional's own inputs", async () => {
    const pro = { ...testUser, role: 'professional' };
    const inputs = MERIT_KINDS.map((kind) => ({
      kind,
      axis: MERIT_FORMULA[kind].axis,
      count: kind === 'order_completed' ? 2 : 0,
      points: kind === 'order_completed' ? 80 : 0,
      recentCount: kind === 'order_completed' ? 1 : 0,
      recentPoints: kind === 'order_completed' ? 40 : 0,
    }));
    renderApp('/help/merit', {
      user: pro,
      handlers: {
        [`GET ${E.myInputs.path}`]: () =>
          json({
            isVerified: true,
            merit: merit(pro.id, { deliver: 40, give: 0, community: 0 }, 80),
            inputs,
          }),
      },
    });
    expect(await screen.findByRole('heading', { name: 'Your merit' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByText('+80')).toBeInTheDocument());
    expect(screen.getByRole('table', { name: 'Your merit events by kind' })).toBeInTheDocument();
  });
});
