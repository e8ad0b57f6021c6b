import {
  DEFAULT_NOTIFICATION_PREFERENCES,
  IDEA_API,
  NOTIFICATION_API,
  NOTIFICATION_TEXT,
  PATHS,
} from '@ibh/contract';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { realtimePageLifecycle } from '@/test/lifecycle';
import { REALTIME_RESUBSCRIBED } from '@/test/realtime-mock';
import { type ApiHandler, apiError, json, renderApp, testUser } from '@/test/render-app';
import { ensurePreferences } from '../api/preferences';
import { collabRequest, ideaDetail, notification, page } from './fixtures';
import { emitToUser, listeningToUser, pushNotification } from './live-notifications';

vi.mock('@/lib/realtime', () => import('@/test/realtime-mock'));

realtimePageLifecycle();

const LIST = `GET ${NOTIFICATION_API.list}`;
const PREFS = `GET ${NOTIFICATION_API.preferences}`;
const COUNTS = `GET ${NOTIFICATION_API.counts}`;

/** The query string of the list calls made so far. */
function listCalls(fetchMock: ReturnType<typeof renderApp>['fetchMock']): URLSearchParams[] {
  return fetchMock.mock.calls
    .map(([input]) => new URL(String(input), 'http://localhost'))
    .filter((url) => url.pathname === NOTIFICATION_API.list)
    .map((url) => url.searchParams);
}

function open(handlers: Record<string, ApiHandler>, path: string = PATHS.notifications) {
  return renderApp(path, {
    user: testUser,
    handlers: {
      [COUNTS]: () => json({ notifications: 0, inbox: 0, proSign: 0 }),
      [PREFS]: () => json(DEFAULT_NOTIFICATION_PREFERENCES),
      ...handlers,
    },
  });
}

const titles = () =>
  screen
    .getAllByRole('article')
    .map((article) => document.getElementById(article.getAttribute('aria-labelledby') ?? '')?.textContent);

describe('/notifications', () => {
  it('lists every notification, or only the unread ones, with the filter in the address', async () => {
    const { fetchMock, router } = open({
      [LIST]: () =>
        listCalls(fetchMock).at(-1)?.get('unread') === 'true'
          ? json(page([notification(1)]))
          : json(page([notification(1), notification(2, { isRead: true })])),
    });
    expect(await screen.findByRole('heading', { level: 1, name: NOTIFICATION_TEXT.pageTitle })).toBeVisible();
    await screen.findByText('Notice 2');
    expect(titles()).toEqual(['Notice 1', 'Notice 2']);
    const all = screen.getByRole('button', { name: NOTIFICATION_TEXT.filterAll });
    expect(all.getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(screen.getByRole('button', { name: NOTIFICATION_TEXT.filterUnread }));
    await waitFor(() => expect(screen.queryByText('Notice 2')).toBeNull());
    await screen.findByText('Notice 1');
    expect(titles()).toEqual(['Notice 1']);
    expect(router.state.location.search).toBe('?filter=unread');
    expect(listCalls(fetchMock).at(-1)?.get('unread')).toBe('true');
    expect(listCalls(fetchMock)[0]?.get('unread')).toBeNull();
  });

  it('says so when there is nothing, or nothing unread ("You\'re all caught up.")', async () => {
    open({ [LIST]: () => json(page([])) });
    expect(await screen.findByText(NOTIFICATION_TEXT.empty)).toBeVisible();
    expect(screen.getByText(NOTIFICATION_TEXT.emptyBody)).toBeVisible();
    cleanup();
    open({ [LIST]: () => json(page([])) }, `${PATHS.notifications}?filter=unread`);
    expect(await screen.findByText(NOTIFICATION_TEXT.emptyUnread)).toBeVisible();
  });

  it('shows the error with a retry that loads again', async () => {
    let fail = true;
    open({
      [LIST]: () =>
        fail ? apiError('E_INTERNAL', 'Something went wrong', 500) : json(page([notification(1)])),
    });
    expect(await screen.findByText(NOTIFICATION_TEXT.loadFailed)).toBeVisible();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: NOTIFICATION_TEXT.retry }));
    expect(await screen.findByText('Notice 1')).toBeVisible();
  });

  it('loads the next page with Load more (keyset cursor) until the end', async () => {
    const { fetchMock } = open({
      [LIST]: () =>
        listCalls(fetchMock).at(-1)?.get('cursor') === 'c2'
          ? json(page([notification(3)]))
          : json(page([notification(1), notification(2)], 'c2')),
    });
    await screen.findByText('Notice 2');
    expect(screen.queryByText(NOTIFICATION_TEXT.end)).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: NOTIFICATION_TEXT.loadMore }));
    expect(await screen.findByText('Notice 3')).toBeVisible();
    expect(titles()).toEqual(['Notice 1', 'Notice 2', 'Notice 3']);
    expect(listCalls(fetchMock).map((params) => params.get('cursor'))).toEqual([null, 'c2']);
    expect(listCalls(fetchMock)[0]?.get('limit')).toBe('20');
    expect(screen.queryByRole('button', { name: NOTIFICATION_TEXT.loadMore })).toBeNull();
    expect(screen.getByText(NOTIFICATION_TEXT.end)).toBeVisible();
  });

  it('marks one read, and all read', async () => {
    const read: string[] = [];
    open({
      [LIST]: () => json(page([notification(1), notification(2)])),
      [`POST ${NOTIFICATION_API.read(notification(1).id)}`]: () => {
        read.push('1');
        return json({ ...notification(1), isRead: true });
      },
      [`POST ${NOTIFICATION_API.readAll}`]: () => {
        read.push('all');
        return json({ updated: 1 });
      },
    });
    await screen.findByText('Notice 2');
    expect(screen.getAllByText(NOTIFICATION_TEXT.filterUnread, { selector: 'span' })).toHaveLength(2);
    const first = screen.getAllByRole('article')[0] as HTMLElement;
    fireEvent.click(within(first).getByRole('button', { name: NOTIFICATION_TEXT.markRead }));
    await waitFor(() => expect(read).toEqual(['1']));
    expect(within(first).queryByRole('button', { name: NOTIFICATION_TEXT.markRead })).toBeNull();
    expect(screen.getAllByText(NOTIFICATION_TEXT.filterUnread, { selector: 'span' })).toHaveLength(1);
    fireEvent.click(screen.getByRole('button', { name: NOTIFICATION_TEXT.markAllRead }));
    await waitFor(() => expect(read).toEqual(['1', 'all']));
    await waitFor(() =>
      expect(screen.queryAllByRole('button', { name: NOTIFICATION_TEXT.markRead })).toHaveLength(0),
    );
  });

  it('declines a request for real and shows it resolved; an answer that comes too late says why', async () => {
    const first = collabRequest(1);
    const second = collabRequest(2, { title: 'Another request' });
    let secondState = second;
    const acted: unknown[] = [];
    open({
      [LIST]: () => json(page([first, secondState])),
      [`POST ${NOTIFICATION_API.act(first.id)}`]: (body) => {
        acted.push(body);
        return json({ ...first, isRead: true, resolved: true, resolution: 'declined' });
      },
      [`POST ${NOTIFICATION_API.act(second.id)}`]: () => {
        secondState = { ...second, resolved: true, resolution: 'cancelled', isRead: true };
        return apiError('E_NOT_PENDING', 'This request was already answered.', 409);
      },
    });
    await screen.findByText('Another request');
    const [one, two] = screen.getAllByRole('article') as [HTMLElement, HTMLElement];
    fireEvent.click(within(one).getByRole('button', { name: 'Decline' }));
    expect(await within(one).findByText(NOTIFICATION_TEXT.resolved.declined)).toBeVisible();
    expect(acted).toEqual([{ action: 'decline_collaboration' }]);
    expect(within(one).queryByRole('button', { name: 'Accept' })).toBeNull();

    fireEvent.click(within(two).getByRole('button', { name: 'Accept' }));
    expect(await screen.findByText('This request was already answered.')).toBeVisible();
    expect(await within(two).findByText(NOTIFICATION_TEXT.resolved.cancelled)).toBeVisible();
  });

  it('puts a live notification on top without a toast while the page is open', async () => {
    open({ [LIST]: () => json(page([notification(2)])) });
    await screen.findByText('Notice 2');
    await listeningToUser();
    pushNotification(notification(1, { title: 'Fresh news' }));
    await waitFor(() => expect(titles()).toEqual(['Fresh news', 'Notice 2']));
    // The handler that put it on the list decides the toast in the same step (on this page: none).
    // Only the list item carries the title: no toast.
    expect(screen.getAllByText('Fresh news')).toHaveLength(1);
  });
});

describe('after the socket reconnects', () => {
  it('reads the list again, so what arrived while it was down shows up', async () => {
    let missed = false;
    const { fetchMock } = open({
      [LIST]: () =>
        json(page(missed ? [notification(1, { title: 'Missed news' }), notification(2)] : [notification(2)])),
    });
    await screen.findByText('Notice 2');
    await listeningToUser();
    const before = listCalls(fetchMock).length;
    // Published while the socket was down: no event came for it.
    missed = true;
    emitToUser(REALTIME_RESUBSCRIBED, null);
    await waitFor(() => expect(titles()).toEqual(['Missed news', 'Notice 2']));
    expect(listCalls(fetchMock).length).toBeGreaterThan(before);
  });
});

describe('live alerts elsewhere', () => {
  it('toasts the title of a new notification when push is on, and stays quiet when it is off', async () => {
    let push = true;
    open({ [PREFS]: () => json({ ...DEFAULT_NOTIFICATION_PREFERENCES, push }) }, PATHS.community);
    await listeningToUser();
    pushNotification(notification(1, { title: 'Rita asked to collaborate' }));
    expect(await screen.findByText('Rita asked to collaborate')).toBeVisible();
    cleanup();

    push = false;
    const { queryClient } = open(
      { [PREFS]: () => json({ ...DEFAULT_NOTIFICATION_PREFERENCES, push }) },
      PATHS.community,
    );
    await listeningToUser();
    pushNotification(notification(2, { title: 'Quiet news' }));
    // The toast waits on the preferences: once they are read (the same read), it has been decided.
    await act(async () => {
      await expect(ensurePreferences(queryClient)).resolves.toMatchObject({ push: false });
    });
    expect(screen.queryByText('Quiet news')).toBeNull();
  });
});

describe('what a live notification refreshes', () => {
  it('reads an idea on screen again when a notification about it arrives', async () => {
    const ideaId = '11111111-1111-4111-8111-111111111111';
    let reads = 0;
    const { queryClient } = open(
      {
        [`GET ${IDEA_API.idea(ideaId)}`]: () => {
          reads += 1;
          return json(ideaDetail({ title: reads > 1 ? 'Solar kiosks (now yours too)' : 'Solar kiosks' }));
        },
        [`GET ${IDEA_API.comments(ideaId)}`]: () => json({ items: [], nextCursor: null }),
      },
      `/ideas/${ideaId}`,
    );
    await screen.findByRole('heading', { level: 1, name: 'Solar kiosks' });
    await listeningToUser();
    pushNotification(collabRequest(1, { type: 'collab_request_accepted', actionable: false, actions: [] }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Solar kiosks (now yours too)' }),
    ).toBeVisible();
    const aboutTheIdea = {
      predicate: (query: { queryKey: readonly unknown[] }) => query.queryKey.includes(ideaId),
    };
    await waitFor(() => expect(queryClient.isFetching(aboutTheIdea)).toBe(0));
    // An unrelated notification does not read the idea again: a refetch would start in the same step.
    pushNotification(notification(3, { title: 'Someone followed you', targetType: 'user', targetId: 'u-9' }));
    expect(queryClient.isFetching(aboutTheIdea)).toBe(0);
    expect(reads).toBe(2);
  });
});

describe('preferences', () => {
  it('shows the five preferences and saves a change at once, with a toast', async () => {
    const saved: unknown[] = [];
    open({
      [LIST]: () => json(page([])),
      [`PUT ${NOTIFICATION_API.preferences}`]: (body) => {
        saved.push(body);
        return json({ ...DEFAULT_NOTIFICATION_PREFERENCES, ...(body as object) });
      },
    });
    const card = within(
      (await screen.findByRole('heading', { name: NOTIFICATION_TEXT.preferencesTitle })).closest(
        'section',
      ) as HTMLElement,
    );
    const box = (key: keyof typeof NOTIFICATION_TEXT.preferenceLabels) =>
      card.getByRole('checkbox', { name: NOTIFICATION_TEXT.preferenceLabels[key] }) as HTMLInputElement;
    await waitFor(() => box('collab'));
    expect(
      (['collab', 'proshop', 'system', 'email', 'push'] as const).map((key) => box(key).checked),
    ).toEqual([true, true, true, false, true]);
    fireEvent.click(box('email'));
    await waitFor(() => expect(box('email').checked).toBe(true));
    await waitFor(() => expect(saved).toEqual([{ email: true }]));
    expect(await screen.findByText(NOTIFICATION_TEXT.preferencesSaved)).toBeVisible();
  });

  it('puts a refused change back and says it could not save', async () => {
    open({
      [LIST]: () => json(page([])),
      [`PUT ${NOTIFICATION_API.preferences}`]: () => apiError('E_INTERNAL', 'nope', 500),
    });
    const label = NOTIFICATION_TEXT.preferenceLabels.proshop;
    const box = (await screen.findByRole('checkbox', { name: label })) as HTMLInputElement;
    fireEvent.click(box);
    expect(await screen.findByText(NOTIFICATION_TEXT.preferencesFailed)).toBeVisible();
    await waitFor(() =>
      expect((screen.getByRole('checkbox', { name: label }) as HTMLInputElement).checked).toBe(true),
    );
  });

  it('offers a retry when the preferences cannot be read', async () => {
    let fail = true;
    open({
      [LIST]: () => json(page([])),
      [PREFS]: () => (fail ? apiError('E_INTERNAL', 'nope', 500) : json(DEFAULT_NOTIFICATION_PREFERENCES)),
    });
    expect(await screen.findByText(NOTIFICATION_TEXT.preferencesLoadFailed)).toBeVisible();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: NOTIFICATION_TEXT.retry }));
    expect(
      await screen.findByRole('checkbox', { name: NOTIFICATION_TEXT.preferenceLabels.push }),
    ).toBeVisible();
  });
});
