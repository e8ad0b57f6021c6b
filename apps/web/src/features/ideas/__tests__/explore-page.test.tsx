import {
  EXPLORE_SORT_LABELS,
  EXPLORE_TEXT,
  IDEA_API,
  IDEAS_FEED_TOPIC,
  PATHS,
  ROUTE_FIRST_READS,
} from '@ibh/contract';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { pageTestLifecycle } from '@/test/lifecycle';
import {
  callsTo,
  expectNextPageByCursor,
  expectSearch,
  failingList,
  firstCallTo,
  listPage,
  twoPages,
} from '@/test/list-page';
import { renderApp, testUser } from '@/test/render-app';
import { card } from './fixtures';

const live = vi.hoisted(() => ({
  listeners: new Map<string, (event: { type: string; data: unknown }) => void>(),
}));
vi.mock('@/lib/realtime', () => ({
  useRealtimeTopic: (topic: string | null, onEvent: (event: { type: string; data: unknown }) => void) => {
    if (topic) live.listeners.set(topic, onEvent);
  },
}));

pageTestLifecycle();
beforeEach(() => live.listeners.clear());

const LIST = `GET ${IDEA_API.ideas}`;
const ONE_IDEA = { [LIST]: () => listPage([card(1)]) };

const emit = (data: unknown) =>
  act(() => live.listeners.get(IDEAS_FEED_TOPIC)?.({ type: 'idea_created', data }));

describe('/explore', () => {
  it('asks first for exactly the read the server preloads for an unfiltered Explore (byte for byte)', async () => {
    const { fetchMock } = renderApp('/explore', { handlers: ONE_IDEA });
    await screen.findByRole('heading', { name: 'Idea 1' });
    expect(firstCallTo(fetchMock, IDEA_API.ideas)).toBe(ROUTE_FIRST_READS[PATHS.explore]?.({}));
  });

  it('asks with the URL filters, shows cards and loads the next page by cursor', async () => {
    const { fetchMock } = renderApp('/explore?stage=raw&tags=ai&openForCollab=true', {
      handlers: { [LIST]: twoPages([card(1), card(2, { locked: true, shortDescription: null })], [card(3)]) },
    });
    expect(await screen.findByRole('heading', { name: 'Idea 1' })).toBeVisible();
    const locked = screen.getByRole('article', { name: 'Idea 2' });
    expect(within(locked).getByText(EXPLORE_TEXT.lockedMark)).toBeVisible();
    const asked = callsTo(fetchMock, IDEA_API.ideas)[0];
    expect(asked?.get('stage')).toBe('raw');
    expect(asked?.get('tags')).toBe('ai');
    expect(asked?.get('openForCollab')).toBe('true');
    expect(asked?.get('sort')).toBe('newest');
    expect((screen.getByLabelText(EXPLORE_TEXT.openForCollab) as HTMLInputElement).checked).toBe(true);

    await expectNextPageByCursor(fetchMock, IDEA_API.ideas, EXPLORE_TEXT, () =>
      screen.findByRole('heading', { name: 'Idea 3' }),
    );
  });

  it('puts the search into the URL once typing pauses, then sorts by Best match', async () => {
    const { router } = renderApp('/explore', { handlers: ONE_IDEA });
    await screen.findByRole('heading', { name: 'Idea 1' });
    const sort = screen.getByLabelText(EXPLORE_TEXT.sort);
    expect(
      within(sort)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual([
      EXPLORE_SORT_LABELS.newest,
      EXPLORE_SORT_LABELS.most_liked,
      EXPLORE_SORT_LABELS.most_commented,
    ]);

    fireEvent.change(screen.getByLabelText(EXPLORE_TEXT.search), { target: { value: 'sol' } });
    fireEvent.change(screen.getByLabelText(EXPLORE_TEXT.search), { target: { value: 'solar' } });
    expect(router.state.location.search).toBe('');
    await expectSearch(router, '?q=solar');
    await waitFor(() =>
      expect((screen.getByLabelText(EXPLORE_TEXT.sort) as HTMLSelectElement).value).toBe('relevance'),
    );
    expect(
      within(screen.getByLabelText(EXPLORE_TEXT.sort))
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toContain(EXPLORE_SORT_LABELS.relevance);

    fireEvent.change(screen.getByLabelText(EXPLORE_TEXT.stage), { target: { value: 'needs_guidance' } });
    await expectSearch(router, '?q=solar&stage=needs_guidance');
    fireEvent.change(screen.getByLabelText(EXPLORE_TEXT.industry), { target: { value: 'Energy' } });
    fireEvent.click(screen.getByRole('button', { name: EXPLORE_TEXT.apply }));
    await expectSearch(router, '?q=solar&stage=needs_guidance&industry=Energy');
  });

  it('says when nothing matches and clears the filters', async () => {
    const { router } = renderApp('/explore?q=zzz', { handlers: { [LIST]: () => listPage([]) } });
    expect(await screen.findByText(EXPLORE_TEXT.emptyTitle)).toBeVisible();
    const clear = screen.getAllByRole('button', { name: EXPLORE_TEXT.clear });
    fireEvent.click(clear[clear.length - 1] as HTMLElement);
    await expectSearch(router, '');
    expect((screen.getByLabelText(EXPLORE_TEXT.search) as HTMLInputElement).value).toBe('');
  });

  it('says what went wrong and retries', async () => {
    const list = failingList([card(1)]);
    renderApp('/explore', { handlers: { [LIST]: list.handler } });
    expect(await screen.findByText(EXPLORE_TEXT.errorTitle, {}, { timeout: 3000 })).toBeVisible();
    list.heal();
    fireEvent.click(screen.getByRole('button', { name: EXPLORE_TEXT.retry }));
    expect(await screen.findByRole('heading', { name: 'Idea 1' })).toBeVisible();
  });
});

/** Explore at `path` for a signed-in viewer, once the first idea shows and the live feed is heard. */
async function openLive(path: string) {
  renderApp(path, { user: testUser, handlers: ONE_IDEA });
  await screen.findByRole('heading', { name: 'Idea 1' });
  await waitFor(() => expect(live.listeners.has(IDEAS_FEED_TOPIC)).toBe(true));
}

describe('new ideas live', () => {
  it('collects new ideas behind a pill and puts them on top when asked', async () => {
    await openLive('/explore');
    emit(card(7, { title: 'Fresh idea' }));
    emit(card(8, { title: 'Another one' }));
    emit(card(1));
    fireEvent.click(await screen.findByRole('button', { name: EXPLORE_TEXT.newIdeas(2) }));
    const titles = screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent);
    expect(titles).toEqual(['Another one', 'Fresh idea', 'Idea 1']);
    expect(screen.queryByRole('button', { name: /new idea/ })).toBeNull();
  });

  it('leaves a search alone and does not listen when signed out', async () => {
    await openLive('/explore?q=solar');
    emit(card(7));
    expect(screen.queryByRole('button', { name: /new idea/ })).toBeNull();
    cleanup();
    live.listeners.clear();

    renderApp('/explore', { handlers: ONE_IDEA });
    await screen.findByRole('heading', { name: 'Idea 1' });
    expect(live.listeners.has(IDEAS_FEED_TOPIC)).toBe(false);
  });
});
