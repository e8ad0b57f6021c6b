import { COFOUNDER_TEXT, type CofounderMatch, MESSAGE_TEXT, PROFILE_API } from '@ibh/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { pageTestLifecycle } from '@/test/lifecycle';
import { apiError, json, renderApp, testUser } from '@/test/render-app';
import { filtersFromSearch, searchFromFilters } from '../lib/filters';

pageTestLifecycle();

function match(n: number, overrides: Partial<CofounderMatch> = {}): CofounderMatch {
  return {
    userId: `00000000-0000-4000-8000-00000000000${n}`,
    fullName: `Person ${n}`,
    avatarUrl: null,
    role: 'professional',
    isVerified: false,
    tagline: null,
    primaryProfession: 'Engineer',
    country: 'India',
    city: 'Pune',
    skills: ['Rust'],
    collaborationType: 'Part-time',
    availabilityPerWeek: 10,
    score: 60 - n,
    reasons: [`Reason ${n}`],
    ...overrides,
  };
}

const FIND = `GET ${PROFILE_API.cofounders}`;
const queries = (fetchMock: ReturnType<typeof renderApp>['fetchMock']) =>
  fetchMock.mock.calls
    .map(([url]) => new URL(String(url), 'http://x'))
    .filter((url) => url.pathname === PROFILE_API.cofounders)
    .map((url) => url.searchParams);

describe('co-founder filters in the URL', () => {
  it('reads known filters, drops choices the server would refuse, and writes only what is set', () => {
    const filters = filtersFromSearch(
      new URLSearchParams('q=ai&collaborationType=Weekly&stagePreference=MVP&x=1'),
    );
    expect(filters).toMatchObject({ q: 'ai', collaborationType: '', stagePreference: 'MVP' });
    expect(searchFromFilters(filters).toString()).toBe('q=ai&stagePreference=MVP');
  });
});

describe('/cofounders', () => {
  it('asks with the URL filters, shows cards with reasons and loads the next page by cursor', async () => {
    const { fetchMock } = renderApp('/cofounders?skill=Rust&country=India', {
      user: testUser,
      handlers: {
        [FIND]: () => {
          const page = queries(fetchMock).length;
          return json(
            page === 1
              ? { items: [match(1), match(2)], nextCursor: 'c1' }
              : { items: [match(3)], nextCursor: null },
          );
        },
      },
    });
    expect(await screen.findByRole('heading', { name: 'Person 1' })).toBeVisible();
    expect(screen.getByText('Reason 2')).toBeVisible();
    expect((screen.getByLabelText(COFOUNDER_TEXT.skill) as HTMLInputElement).value).toBe('Rust');
    expect(queries(fetchMock)[0]?.get('skill')).toBe('Rust');
    expect(queries(fetchMock)[0]?.get('country')).toBe('India');

    fireEvent.click(screen.getByRole('button', { name: COFOUNDER_TEXT.loadMore }));
    expect(await screen.findByRole('heading', { name: 'Person 3' })).toBeVisible();
    expect(queries(fetchMock)[1]?.get('cursor')).toBe('c1');
    expect(screen.getByText(COFOUNDER_TEXT.end)).toBeVisible();
    expect(screen.queryByRole('button', { name: COFOUNDER_TEXT.loadMore })).toBeNull();
  });

  it('opens the direct-message modal from a card', async () => {
    renderApp('/cofounders', {
      user: testUser,
      handlers: { [FIND]: () => json({ items: [match(1), match(2)], nextCursor: null }) },
    });
    await screen.findByRole('heading', { name: 'Person 2' });
    fireEvent.click(screen.getByRole('button', { name: MESSAGE_TEXT.modalTitle('Person 2') }));
    const dialog = await screen.findByRole('dialog', { name: MESSAGE_TEXT.modalTitle('Person 2') });
    expect(within(dialog).getByRole('textbox', { name: MESSAGE_TEXT.message })).toBeVisible();
  });

  it('puts a changed filter into the URL', async () => {
    const { router } = renderApp('/cofounders', {
      user: testUser,
      handlers: { [FIND]: () => json({ items: [match(1)], nextCursor: null }) },
    });
    await screen.findByRole('heading', { name: 'Person 1' });
    fireEvent.change(screen.getByLabelText(COFOUNDER_TEXT.stage), { target: { value: 'Traction' } });
    await waitFor(() => expect(router.state.location.search).toBe('?stagePreference=Traction'));
    fireEvent.change(screen.getByLabelText(COFOUNDER_TEXT.role), { target: { value: 'Designer' } });
    fireEvent.click(screen.getByRole('button', { name: COFOUNDER_TEXT.apply }));
    await waitFor(() => expect(router.state.location.search).toBe('?role=Designer&stagePreference=Traction'));
  });

  it('offers the next step when nobody matches', async () => {
    renderApp('/cofounders', {
      user: testUser,
      handlers: { [FIND]: () => json({ items: [], nextCursor: null }) },
    });
    expect(await screen.findByText(COFOUNDER_TEXT.emptyTitle)).toBeVisible();
    expect(screen.getByRole('link', { name: COFOUNDER_TEXT.emptyAction }).getAttribute('href')).toBe(
      '/edit-profile#collab',
    );
  });

  it('says what went wrong and retries', async () => {
    let fail = true;
    renderApp('/cofounders', {
      user: testUser,
      handlers: {
        [FIND]: () =>
          fail ? apiError('E_INTERNAL', 'x', 500) : json({ items: [match(1)], nextCursor: null }),
      },
    });
    expect(await screen.findByText(COFOUNDER_TEXT.errorTitle, {}, { timeout: 3000 })).toBeVisible();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: COFOUNDER_TEXT.retry }));
    expect(await screen.findByRole('heading', { name: 'Person 1' })).toBeVisible();
  });
});
