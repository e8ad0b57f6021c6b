import { EXPLORE_TEXT, IDEA_API, SEARCH_TEXT } from '@ibh/contract';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { pageTestLifecycle } from '@/test/lifecycle';
import { callsTo } from '@/test/list-page';
import { renderApp } from '@/test/render-app';
import { card } from './fixtures';

pageTestLifecycle();

const LIST = `GET ${IDEA_API.ideas}`;
const json = (body: unknown) =>
  new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });

describe('/explore Best match (decision 157)', () => {
  it('asks for Best match with a search, marks the matched words and names the corrected search', async () => {
    const found = card(1, {
      title: 'Customer validation kit',
      oneLiner: 'Validate <b>fast</b>',
      highlights: { title: [{ start: 9, end: 19 }], oneLiner: [{ start: 0, end: 8 }] },
    });
    const { fetchMock } = renderApp('/explore?q=valdation', {
      handlers: { [LIST]: () => json({ items: [found], nextCursor: null, correctedQuery: 'validation' }) },
    });
    const article = await screen.findByRole('article', { name: 'Customer validation kit' });
    const marks = article.querySelectorAll('mark');
    expect([...marks].map((m) => m.textContent)).toEqual(['validation', 'Validate']);
    // The one-liner's markup is text, never HTML.
    expect(within(article).getByText(/<b>fast<\/b>/)).toBeVisible();
    expect(article.querySelector('b')).toBeNull();
    const notice = screen.getByRole('status');
    expect(notice).toHaveTextContent(`${SEARCH_TEXT.showingResultsFor} validation`);
    expect(notice).toHaveTextContent('valdation');
    expect(screen.getByText(SEARCH_TEXT.bestMatchIdeas)).toBeVisible();
    expect(callsTo(fetchMock, IDEA_API.ideas)[0]?.get('sort')).toBe('relevance');
    expect((screen.getByLabelText(EXPLORE_TEXT.sort) as HTMLSelectElement).value).toBe('relevance');
  });

  it('offers no Best match without a search, and says nothing about it under another sort', async () => {
    renderApp('/explore?q=solar&sort=newest', {
      handlers: { [LIST]: () => json({ items: [card(1)], nextCursor: null, correctedQuery: null }) },
    });
    await screen.findByRole('heading', { name: 'Idea 1' });
    expect(screen.queryByText(SEARCH_TEXT.bestMatchIdeas)).toBeNull();
    expect(screen.queryByRole('status')).toBeNull();
    expect(document.querySelector('article mark')).toBeNull();
  });
});
