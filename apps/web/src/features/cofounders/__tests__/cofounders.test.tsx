import { COFOUNDER_TEXT, type CofounderMatch, MESSAGE_TEXT, PROFILE_API } from '@ibh/contract';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { pageTestLifecycle } from '@/test/lifecycle';
import {
  callsTo,
  expectNextPageByCursor,
  expectSearch,
  failingList,
  listPage,
  twoPages,
} from '@/test/list-page';
import { renderApp, testUser } from '@/test/render-app';
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
      handlers: { [FIND]: twoPages([match(1), match(2)], [match(3)]) },
    });
    expect(await screen.findByRole('heading', { name: 'Person 1' })).toBeVisible();
    expect(screen.getByText('Reason 2')).toBeVisible();
    expect((screen.getByLabelText(COFOUNDER_TEXT.skill) as HTMLInputElement).value).toBe('Rust');
    const asked = callsTo(fetchMock, PROFILE_API.cofounders)[0];
    expect(asked?.get('skill')).toBe('Rust');
    expect(asked?.get('country')).toBe('India');

    await expectNextPageByCursor(fetchMock, PROFILE_API.cofounders, COFOUNDER_TEXT, () =>
      screen.findByRole('heading', { name: 'Person 3' }),
    );
    expect(screen.queryByRole('button', { name: COFOUNDER_TEXT.loadMore })).toBeNull();
  });

  it('opens the direct-message modal from a card', async () => {
    renderApp('/cofounders', {
      user: testUser,
      handlers: { [FIND]: () => listPage([match(1), match(2)]) },
    });
    await screen.findByRole('heading', { name: 'Person 2' });
    fireEvent.click(screen.getByRole('button', { name: MESSAGE_TEXT.modalTitle('Person 2') }));
    const dialog = await screen.findByRole('dialog', { name: MESSAGE_TEXT.modalTitle('Person 2') });
    expect(within(dialog).getByRole('textbox', { name: MESSAGE_TEXT.message })).toBeVisible();
  });

  it('puts a changed filter into the URL', async () => {
    const { router } = renderApp('/cofounders', {
      user: testUser,
      handlers: { [FIND]: () => listPage([match(1)]) },
    });
    await screen.findByRole('heading', { name: 'Person 1' });
    fireEvent.change(screen.getByLabelText(COFOUNDER_TEXT.stage), { target: { value: 'Traction' } });
    await expectSearch(router, '?stagePreference=Traction');
    fireEvent.change(screen.getByLabelText(COFOUNDER_TEXT.role), { target: { value: 'Designer' } });
    fireEvent.click(screen.getByRole('button', { name: COFOUNDER_TEXT.apply }));
    await expectSearch(router, '?role=Designer&stagePreference=Traction');
  });

  it('offers the next step when nobody matches', async () => {
    renderApp('/cofounders', {
      user: testUser,
      handlers: { [FIND]: () => listPage([]) },
    });
    expect(await screen.findByText(COFOUNDER_TEXT.emptyTitle)).toBeVisible();
    expect(screen.getByRole('link', { name: COFOUNDER_TEXT.emptyAction }).getAttribute('href')).toBe(
      '/edit-profile#collab',
    );
  });

  it('says what went wrong and retries', async () => {
    const list = failingList([match(1)]);
    renderApp('/cofounders', { user: testUser, handlers: { [FIND]: list.handler } });
    expect(await screen.findByText(COFOUNDER_TEXT.errorTitle, {}, { timeout: 3000 })).toBeVisible();
    list.heal();
    fireEvent.click(screen.getByRole('button', { name: COFOUNDER_TEXT.retry }));
    expect(await screen.findByRole('heading', { name: 'Person 1' })).toBeVisible();
  });
});
