import {
  EXPLORE_SORT_LABELS,
  EXPLORE_TEXT,
  IDEA_API,
  IDEAS_FEED_TOPIC,
  PATHS,
  ROUTE_FIRST_READS,
} from '@ibh/contract';
import { act, cleanup, configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiError, json, renderApp, testUser } from '@/test/render-app';
import { card } from './fixtures';

const live = vi.hoisted(() => ({
  listeners: new Map<string, (event: { type: string; data: unknown }) => void>(),
}));
vi.mock('@/lib/realtime', () => ({
  useRealtimeTopic: (topic: string | null, onEvent: (event: { type: string; data: unknown }) => void) => {
    if (topic) live.listeners.set(topic, onEvent);
  },
}));

// Route chunks load lazily; on a busy machine the first render takes more than the default second.
configure({ asyncUtilTimeout: 5000 });

beforeEach(() => {
  vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
  live.listeners.clear();
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  vi.useRealTimers();
});

const LIST = `GET ${IDEA_API.ideas}`;
const queries = (fetchMock: ReturnType<typeof renderApp>['fetchMock']) =>
  fetchMock.mock.calls
    .map(([url]) => new URL(String(url), 'http://x'))
    .filter((url) => url.pathname === IDEA_API.ideas)
    .map((url) => url.searchParams);

const emit = (data: unknown) =>
  act(() => live.listeners.get(IDEAS_FEED_TOPIC)?.({ type: 'idea_created', data }));

describe('/explore', () => {
  it('asks first for exactly the read the server preloads for an unfiltered Explore (byte for byte)', async () => {
    const { fetchMock } = renderApp('/explore', {
      handlers: { [LIST]: () => json({ items: [card(1)], nextCursor: null }) },
    });
    await screen.findByRole('heading', { name: 'Idea 1' });
    const first = fetchMock.mock.calls
      .map(([url]) => new URL(String(url), 'http://x'))
      .find((url) => url.pathname === IDEA_API.ideas);
    expect(`${first?.pathname}${first?.search}`).toBe(ROUTE_FIRST_READS[PATHS.explore]?.({}));
  });

  it('asks with the URL filters, shows cards and loads the next page by cursor', async () => {
    const { fetchMock } = renderApp('/explore?stage=raw&tags=ai&openForCollab=true', {
      handlers: {
        [LIST]: () =>
          queries(fetchMock).length === 1
            ? json({ items: [card(1), card(2, { locked: true, shortDescription: null })], nextCursor: 'c1' })
            : json({ items: [card(3)], nextCursor: null }),
      },
    });
    expect(await screen.findByRole('heading', { name: 'Idea 1' })).toBeVisible();
    const locked = screen.getByRole('article', { name: 'Idea 2' });
    expect(within(locked).getByText(EXPLORE_TEXT.lockedMark)).toBeVisible();
    expect(queries(fetchMock)[0]?.get('stage')).toBe('raw');
    expect(queries(fetchMock)[0]?.get('tags')).toBe('ai');
    expect(queries(fetchMock)[0]?.get('openForCollab')).toBe('true');
    expect(queries(fetchMock)[0]?.get('sort')).toBe('newest');
    expect((screen.getByLabelText(EXPLORE_TEXT.openForCollab) as HTMLInputElement).checked).toBe(true);

    fireEvent.click(screen.getByRole('button', { name: EXPLORE_TEXT.loadMore }));
    expect(await screen.findByRole('heading', { name: 'Idea 3' })).toBeVisible();
    expect(queries(fetchMock)[1]?.get('cursor')).toBe('c1');
    expect(screen.getByText(EXPLORE_TEXT.end)).toBeVisible();
  });

  it('puts the search into the URL once typing pauses, keeping the newest-first sort', async () => {
    const { router } = renderApp('/explore', {
      handlers: { [LIST]: () => json({ items: [card(1)], nextCursor: null }) },
    });
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
    await waitFor(() => expect(router.state.location.search).toBe('?q=solar'));
    expect((screen.getByLabelText(EXPLORE_TEXT.sort) as HTMLSelectElement).value).toBe('newest');

    fireEvent.change(screen.getByLabelText(EXPLORE_TEXT.stage), { target: { value: 'needs_guidance' } });
    await waitFor(() => expect(router.state.location.search).toBe('?q=solar&stage=needs_guidance'));
    fireEvent.change(screen.getByLabelText(EXPLORE_TEXT.industry), { target: { value: 'Energy' } });
    fireEvent.click(screen.getByRole('button', { name: EXPLORE_TEXT.apply }));
    await waitFor(() =>
      expect(router.state.location.search).toBe('?q=solar&stage=needs_guidance&industry=Energy'),
    );
  });

  it('says when nothing matches and clears the filters', async () => {
    const { router } = renderApp('/explore?q=zzz', {
      handlers: { [LIST]: () => json({ items: [], nextCursor: null }) },
    });
    expect(await screen.findByText(EXPLORE_TEXT.emptyTitle)).toBeVisible();
    const clear = screen.getAllByRole('button', { name: EXPLORE_TEXT.clear });
    fireEvent.click(clear[clear.length - 1] as HTMLElement);
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect((screen.getByLabelText(EXPLORE_TEXT.search) as HTMLInputElement).value).toBe('');
  });

  it('says what went wrong and retries', async () => {
    let fail = true;
    renderApp('/explore', {
      handlers: {
        [LIST]: () =>
          fail ? apiError('E_INTERNAL', 'x', 500) : json({ items: [card(1)], nextCursor: null }),
      },
    });
    expect(await screen.findByText(EXPLORE_TEXT.errorTitle, {}, { timeout: 3000 })).toBeVisible();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: EXPLORE_TEXT.retry }));
    expect(await screen.findByRole('heading', { name: 'Idea 1' })).toBeVisible();
  });
});

describe('new ideas live', () => {
  it('collects new ideas behind a pill and puts them on top when asked', async () => {
    renderApp('/explore', {
      user: testUser,
      handlers: { [LIST]: () => json({ items: [card(1)], nextCursor: null }) },
    });
    await screen.findByRole('heading', { name: 'Idea 1' });
    await waitFor(() => expect(live.listeners.has(IDEAS_FEED_TOPIC)).toBe(true));
    emit(card(7, { title: 'Fresh idea' }));
    emit(card(8, { title: 'Another one' }));
    emit(card(1));
    fireEvent.click(await screen.findByRole('button', { name: EXPLORE_TEXT.newIdeas(2) }));
    const titles = screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent);
    expect(titles).toEqual(['Another one', 'Fresh idea', 'Idea 1']);
    expect(screen.queryByRole('button', { name: /new idea/ })).toBeNull();
  });

  it('leaves a search alone and does not listen when signed out', async () => {
    renderApp('/explore?q=solar', {
      user: testUser,
      handlers: { [LIST]: () => json({ items: [card(1)], nextCursor: null }) },
    });
    await screen.findByRole('heading', { name: 'Idea 1' });
    await waitFor(() => expect(live.listeners.has(IDEAS_FEED_TOPIC)).toBe(true));
    emit(card(7));
    expect(screen.queryByRole('button', { name: /new idea/ })).toBeNull();
    cleanup();
    live.listeners.clear();

    renderApp('/explore', { handlers: { [LIST]: () => json({ items: [card(1)], nextCursor: null }) } });
    await screen.findByRole('heading', { name: 'Idea 1' });
    expect(live.listeners.has(IDEAS_FEED_TOPIC)).toBe(false);
  });
});
