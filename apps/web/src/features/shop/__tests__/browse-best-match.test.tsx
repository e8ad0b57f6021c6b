import { SEARCH_TEXT, SHOP_API, SHOP_TEXT } from '@ibh/contract';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { pageTestLifecycle } from '@/test/lifecycle';
import { callsTo } from '@/test/list-page';
import { json, renderApp } from '@/test/render-app';
import { effectiveSort, filtersFromSearch, NO_FILTERS } from '../lib/browse-filters';
import { card } from './fixtures';

pageTestLifecycle();

const LIST = `GET ${SHOP_API.services}`;

describe('/browse-services Best match (decision 157)', () => {
  it('is the sort with a search, and falls back to recommended without one', () => {
    expect(effectiveSort(NO_FILTERS)).toBe('recommended');
    expect(effectiveSort({ ...NO_FILTERS, q: 'logo' })).toBe('relevance');
    expect(effectiveSort(filtersFromSearch(new URLSearchParams('sort=relevance')))).toBe('recommended');
    expect(effectiveSort(filtersFromSearch(new URLSearchParams('q=logo&sort=price')))).toBe('price');
  });

  it('asks for Best match, marks the matched words and names the corrected search', async () => {
    const found = card(1, { title: 'Onboarding audit', highlights: { title: [{ start: 0, end: 10 }] } });
    const { fetchMock } = renderApp('/browse-services?q=onbaording', {
      handlers: { [LIST]: () => json({ items: [found], nextCursor: null, correctedQuery: 'onboarding' }) },
    });
    const article = await screen.findByRole('article', { name: 'Onboarding audit' });
    expect([...article.querySelectorAll('mark')].map((m) => m.textContent)).toEqual(['Onboarding']);
    expect(screen.getByRole('status')).toHaveTextContent(`${SEARCH_TEXT.showingResultsFor} onboarding`);
    expect(screen.getByText(SEARCH_TEXT.bestMatchServices)).toBeVisible();
    expect(callsTo(fetchMock, SHOP_API.services)[0]?.get('sort')).toBe('relevance');
    const sort = screen.getByLabelText(SHOP_TEXT.sortLabel) as HTMLSelectElement;
    expect(sort.value).toBe('relevance');
    expect(
      within(sort)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toContain(SHOP_TEXT.sorts.relevance);
  });

  it('offers no Best match without a search', async () => {
    renderApp('/browse-services', {
      handlers: { [LIST]: () => json({ items: [card(1)], nextCursor: null }) },
    });
    await screen.findByRole('article', { name: 'Service 1' });
    const sort = screen.getByLabelText(SHOP_TEXT.sortLabel);
    expect(
      within(sort)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).not.toContain(SHOP_TEXT.sorts.relevance);
    expect(screen.queryByText(SEARCH_TEXT.bestMatchServices)).toBeNull();
  });
});
