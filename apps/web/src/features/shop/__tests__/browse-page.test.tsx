import { BROWSE_SCREEN_TEXT, PATHS, ROUTE_FIRST_READS, SHOP_API, SHOP_TEXT } from '@ibh/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { pageTestLifecycle } from '@/test/lifecycle';
import {
  callsTo,
  expectNextPageByCursor,
  expectSearch,
  firstCallTo,
  listPage,
  twoPages,
} from '@/test/list-page';
import { apiError, json, renderApp } from '@/test/render-app';
import { filtersFromSearch, NO_FILTERS, searchFromFilters, toQuery } from '../lib/browse-filters';
import { card } from './fixtures';

pageTestLifecycle();

const LIST = `GET ${SHOP_API.services}`;
const ONE_SERVICE = { [LIST]: () => listPage([card(1)]) };

describe('browse URL state', () => {
  it('round-trips every filter and the sort through the query string', () => {
    const filters = {
      q: 'pitch deck',
      category: 'pitch' as const,
      minPrice: 50,
      maxPrice: 400,
      maxDays: 7,
      verifiedOnly: true,
      sort: 'price' as const,
    };
    const search = searchFromFilters(filters);
    expect(search.toString()).toBe(
      'q=pitch+deck&category=pitch&minPrice=50&maxPrice=400&maxDays=7&verifiedOnly=true&sort=price',
    );
    expect(filtersFromSearch(search)).toEqual(filters);
    expect(toQuery(filters)).toEqual({ ...filters, verifiedOnly: 'true' });
  });

  it('drops what the server would refuse and leaves the default sort out of the URL', () => {
    const filters = filtersFromSearch(
      new URLSearchParams(
        'category=astrology&minPrice=-5&maxPrice=abc&maxDays=0&verifiedOnly=yes&sort=cheapest',
      ),
    );
    expect(filters).toEqual(NO_FILTERS);
    expect(searchFromFilters(NO_FILTERS).toString()).toBe('');
  });

  it('swaps a minimum above the maximum', () => {
    const filters = filtersFromSearch(new URLSearchParams('minPrice=500&maxPrice=100'));
    expect([filters.minPrice, filters.maxPrice]).toEqual([100, 500]);
  });
});

describe('/browse-services', () => {
  it('asks with the URL filters, shows cards and loads the next page by cursor', async () => {
    const { fetchMock } = renderApp(
      '/browse-services?category=design&maxDays=5&verifiedOnly=true&sort=fastest',
      {
        handlers: {
          [LIST]: twoPages([card(1), card(2, { pro: { ...card(2).pro, verified: false } })], [card(3)]),
        },
      },
    );
    const first = await screen.findByRole('article', { name: 'Service 1' });
    expect(within(first).getByText(SHOP_TEXT.verified)).toBeVisible();
    expect(within(first).getByText('from $151')).toBeVisible();
    expect(within(first).getByText('Impact 8.2/10')).toBeInTheDocument();
    expect(within(first).getByText('Priya Sharma')).toBeVisible();
    expect(within(first).getByText('Product strategist')).toBeVisible();
    expect(
      within(screen.getByRole('article', { name: 'Service 2' })).queryByText(SHOP_TEXT.verified),
    ).toBeNull();
    const asked = callsTo(fetchMock, SHOP_API.services)[0];
    expect(asked?.get('category')).toBe('design');
    expect(asked?.get('maxDays')).toBe('5');
    expect(asked?.get('verifiedOnly')).toBe('true');
    expect(asked?.get('sort')).toBe('fastest');
    expect((screen.getByLabelText(SHOP_TEXT.verifiedOnly) as HTMLInputElement).checked).toBe(true);
    expect((screen.getByLabelText(SHOP_TEXT.sortLabel) as HTMLSelectElement).value).toBe('fastest');

    await expectNextPageByCursor(
      fetchMock,
      SHOP_API.services,
      { loadMore: SHOP_TEXT.loadMore, end: BROWSE_SCREEN_TEXT.end },
      () => screen.findByRole('article', { name: 'Service 3' }),
    );
  });

  it('asks first for exactly the read the server preloads for an unfiltered browse (byte for byte)', async () => {
    const { fetchMock } = renderApp('/browse-services', { handlers: ONE_SERVICE });
    await screen.findByRole('article', { name: 'Service 1' });
    expect(firstCallTo(fetchMock, SHOP_API.services)).toBe(ROUTE_FIRST_READS[PATHS.browseServices]?.({}));
  });

  it('puts the search, category and typed prices into the URL', async () => {
    const { router } = renderApp('/browse-services', { handlers: ONE_SERVICE });
    await screen.findByRole('article', { name: 'Service 1' });
    fireEvent.change(screen.getByLabelText(BROWSE_SCREEN_TEXT.search), { target: { value: 'logo' } });
    await expectSearch(router, '?q=logo');
    // The page has re-rendered with the search (a filter now narrows the list).
    await screen.findByRole('button', { name: SHOP_TEXT.clearFilters });

    fireEvent.change(screen.getByLabelText(BROWSE_SCREEN_TEXT.category), { target: { value: 'design' } });
    await expectSearch(router, '?q=logo&category=design');

    fireEvent.change(screen.getByLabelText(SHOP_TEXT.minPrice), { target: { value: '300' } });
    fireEvent.change(screen.getByLabelText(SHOP_TEXT.maxPrice), { target: { value: '100' } });
    fireEvent.click(screen.getByRole('button', { name: BROWSE_SCREEN_TEXT.apply }));
    expect(await screen.findByText(BROWSE_SCREEN_TEXT.priceRange)).toBeVisible();
    expect(router.state.location.search).toBe('?q=logo&category=design');

    fireEvent.change(screen.getByLabelText(SHOP_TEXT.maxPrice), { target: { value: '900' } });
    fireEvent.click(screen.getByRole('button', { name: BROWSE_SCREEN_TEXT.apply }));
    await expectSearch(router, '?q=logo&category=design&minPrice=300&maxPrice=900');
  });

  it('shows the empty state with Clear filters, which empties the URL', async () => {
    const { router } = renderApp('/browse-services?q=zzz', {
      handlers: { [LIST]: () => listPage([]) },
    });
    expect(await screen.findByText(SHOP_TEXT.empty)).toBeVisible();
    fireEvent.click(
      within(screen.getByRole('region', { name: SHOP_TEXT.title })).getByRole('button', {
        name: SHOP_TEXT.clearFilters,
      }),
    );
    await expectSearch(router, '');
  });

  it('shows the error with a retry', async () => {
    let calls = 0;
    renderApp('/professionals', {
      handlers: {
        [LIST]: () => {
          calls += 1;
          return calls === 1 ? apiError('E_INTERNAL', 'Boom', 500) : listPage([card(7)]);
        },
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: SHOP_TEXT.retry }));
    expect(await screen.findByRole('article', { name: 'Service 7' })).toBeVisible();
  });

  it('records impressions of the cards really seen, in one batch, and a click on the card opened', async () => {
    const seen: Array<{ target: Element; isIntersecting: boolean; intersectionRatio: number }> = [];
    class FakeObserver {
      constructor(private readonly callback: (entries: typeof seen, observer: unknown) => void) {}
      observe(target: Element) {
        // The first two cards are on screen, the rest below the fold.
        const onScreen = /^Service [12]$/.test(target.querySelector('h3')?.textContent ?? '');
        const entry = { target, isIntersecting: true, intersectionRatio: onScreen ? 1 : 0.1 };
        seen.push(entry);
        queueMicrotask(() => this.callback([entry], this));
      }
      unobserve() {}
      disconnect() {}
    }
    vi.stubGlobal('IntersectionObserver', FakeObserver);
    const events: unknown[] = [];
    renderApp('/browse-services', {
      handlers: {
        [LIST]: () => listPage([card(1), card(2), card(3)]),
        [`POST ${SHOP_API.events}`]: (body) => {
          events.push(body);
          return json({ recorded: 1 });
        },
      },
    });
    const second = await screen.findByRole('article', { name: 'Service 2' });
    await waitFor(() => expect(seen.length).toBeGreaterThanOrEqual(3));
    fireEvent.click(within(second).getByRole('link', { name: 'Service 2' }));
    await waitFor(() => expect(events).toHaveLength(2));
    expect(events).toEqual([
      { type: 'hire_pro_impression', meta: { serviceIds: [card(1).id, card(2).id] } },
      { type: 'hire_pro_click', meta: { serviceId: card(2).id } },
    ]);
  });
});
