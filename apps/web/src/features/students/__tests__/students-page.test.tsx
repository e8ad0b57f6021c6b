import { SHELL_TEXT, STUDENTS_ENDPOINTS, STUDENTS_TEXT } from '@ibh/contract';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, type vi } from 'vitest';
import { pageTestLifecycle } from '@/test/lifecycle';
import { apiError, json, renderApp } from '@/test/render-app';
import { studentsPage } from './fixtures';

pageTestLifecycle();

const PAGE = `GET ${STUDENTS_ENDPOINTS.page.path}`;
const pageQueries = (fetchMock: ReturnType<typeof vi.fn>) =>
  fetchMock.mock.calls
    .map(([input]) => new URL(String(input), 'http://x'))
    .filter((url) => url.pathname === STUDENTS_ENDPOINTS.page.path)
    .map((url) => url.searchParams);

describe('/students', () => {
  it('shows the live counts, spotlight, leaderboard and approved ambassadors from the server', async () => {
    renderApp('/students', { handlers: { [PAGE]: () => json(studentsPage()) } });
    const stats = await screen.findByRole('region', { name: STUDENTS_TEXT.statsTitle });
    await within(stats).findByText('35');
    const pairs = within(stats)
      .getAllByRole('term')
      .map((term) => [term.textContent, term.nextElementSibling?.textContent]);
    expect(pairs).toEqual([
      ['members', '35'],
      ['countries', '17'],
      ['public ideas', '52'],
    ]);
    const spotlight = screen.getByRole('list', { name: STUDENTS_TEXT.spotlightTitle });
    expect(spotlight).toHaveTextContent('MarketLedger');
    expect(spotlight).toHaveTextContent('University of Abuja');
    expect(
      within(spotlight).getByRole('link', { name: `${STUDENTS_TEXT.viewIdea}: MarketLedger` }),
    ).toHaveAttribute('href', '/ideas/2b2c3d4e-0000-4000-8000-000000000001');
    expect(screen.getByRole('region', { name: STUDENTS_TEXT.leaderboardTitle })).toHaveTextContent('150 pts');
    expect(screen.getByRole('list', { name: STUDENTS_TEXT.ambassadorsTitle })).toHaveTextContent(
      'Grace Wanjiru',
    );
    expect(screen.queryByText(STUDENTS_TEXT.sampleAmbassadors)).toBeNull();
  });

  it('filters the spotlight through the server and offers to clear filters when nothing matches', async () => {
    let empty = false;
    const { fetchMock } = renderApp('/students', {
      handlers: {
        [PAGE]: () =>
          json(
            empty ? studentsPage({ spotlight: { ...studentsPage().spotlight, items: [] } }) : studentsPage(),
          ),
      },
    });
    const country = await screen.findByLabelText(STUDENTS_TEXT.filterCountry);
    await screen.findByText('MarketLedger');
    empty = true;
    fireEvent.change(country, { target: { value: 'India' } });
    expect(await screen.findByText(STUDENTS_TEXT.spotlightEmpty)).toBeVisible();
    expect(pageQueries(fetchMock).at(-1)?.get('country')).toBe('India');
    empty = false;
    fireEvent.click(screen.getByRole('button', { name: STUDENTS_TEXT.clearFilters }));
    expect(await screen.findByText('MarketLedger')).toBeVisible();
  });

  it('labels sample ambassadors while none is approved', async () => {
    renderApp('/students', { handlers: { [PAGE]: () => json(studentsPage({ ambassadors: [] })) } });
    expect(await screen.findByText(STUDENTS_TEXT.sampleAmbassadors)).toBeVisible();
    const section = screen.getByRole('region', { name: STUDENTS_TEXT.ambassadorsTitle });
    expect(within(section).getByText(SHELL_TEXT.sampleData)).toBeVisible();
  });

  it('says the live parts failed, with Retry, and keeps the rest of the page', async () => {
    let fail = true;
    renderApp('/students', {
      handlers: {
        [PAGE]: () => (fail ? apiError('E_UNAVAILABLE', 'down', 503) : json(studentsPage())),
      },
    });
    expect(await screen.findByText(STUDENTS_TEXT.loadFailed)).toBeVisible();
    expect(screen.getByRole('heading', { name: STUDENTS_TEXT.challengesTitle })).toBeVisible();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: STUDENTS_TEXT.retry }));
    expect(await screen.findByText('MarketLedger')).toBeVisible();
  });
});
