import {
  INBOX_TEXT,
  MESSAGE_API,
  MESSAGE_EVENTS,
  MESSAGE_TEXT,
  NEXT_DM_USER_KEY,
  NOTIFICATIONS,
  type Thread,
  userTopic,
} from '@ibh/contract';
import { act, cleanup, configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { resetAfterEach } from '@/test/lifecycle';
import { type ApiHandler, apiError, json, renderApp, testUser } from '@/test/render-app';
import { conversation, dm, grace, ME, omar, thread } from './fixtures';

// The page's code loads lazily: the first render can take longer than the default second when the machine is busy.
configure({ asyncUtilTimeout: 4000 });

type Listener = (event: { type: string; data: unknown }) => void;
const live = vi.hoisted(() => ({ listeners: new Map<string, Set<Listener>>(), isLive: true }));
vi.mock('@/lib/realtime', async () => {
  const { useEffect, useRef } = await import('react');
  return {
    REALTIME_RESUBSCRIBED: 'realtime:resubscribed',
    useRealtimeTopic: (topic: string | null, onEvent: Listener) => {
      const latest = useRef(onEvent);
      latest.current = onEvent;
      useEffect(() => {
        if (!topic) return;
        const listener: Listener = (event) => latest.current(event);
        const set = live.listeners.get(topic) ?? new Set();
        set.add(listener);
        live.listeners.set(topic, set);
        return () => {
          set.delete(listener);
        };
      }, [topic]);
      return live.isLive;
    },
  };
});

function push(type: string, data: unknown) {
  const listeners = live.listeners.get(userTopic(ME));
  if (!listeners?.size) throw new Error('not subscribed');
  act(() => {
    for (const listener of listeners) listener({ type, data });
  });
}

const LIST = `GET ${MESSAGE_API.conversations}`;
const SEND = `POST ${MESSAGE_API.send}`;
const GET_GRACE = `GET ${MESSAGE_API.thread(grace.id)}`;
const READ_GRACE = `POST ${MESSAGE_API.read(grace.id)}`;

function calls(fetchMock: ReturnType<typeof renderApp>['fetchMock'], method: string, path: string) {
  return fetchMock.mock.calls.filter(
    ([url, init]) => (init?.method ?? 'GET') === method && new URL(String(url), 'http://x').pathname === path,
  );
}

const composer = () => screen.getByRole('textbox', { name: MESSAGE_TEXT.message });
const log = () => screen.getByRole('log', { name: INBOX_TEXT.thread(grace.fullName) });
const findLog = () =>
  screen.findByRole('log', { name: INBOX_TEXT.thread(grace.fullName) }, { timeout: 3000 });

function openGrace(handlers: Record<string, ApiHandler> = {}, threadData?: Thread) {
  const first = dm(grace.id, ME, 'Hello Ada, saw your solar idea.', 1);
  const data = threadData ?? thread(grace, [first]);
  return renderApp(`/inbox?to=${grace.id}`, {
    user: testUser,
    handlers: {
      [LIST]: () => json({ items: [conversation(grace, first, 1)] }),
      [GET_GRACE]: () => json(data),
      [READ_GRACE]: () => json({ updated: 1, readAt: '2025-03-02T10:30:00.000Z' }),
      ...handlers,
    },
  });
}

/** Opens Grace's thread, the send call answered by `answer`, and sends `text` with Enter. */
async function sendToGrace(text: string, answer: ApiHandler) {
  openGrace({ [SEND]: answer });
  await within(await findLog()).findByText('Hello Ada, saw your solar idea.');
  fireEvent.change(composer(), { target: { value: text } });
  fireEvent.keyDown(composer(), { key: 'Enter' });
}

beforeEach(() => {
  vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
  live.listeners.clear();
  live.isLive = true;
  window.localStorage.clear();
});

resetAfterEach({ removeToasts: true });

describe('/inbox list', () => {
  it("shows 'No conversations yet.' and 'Pick someone to view the conversation.' when empty", async () => {
    renderApp('/inbox', { user: testUser, handlers: { [LIST]: () => json({ items: [] }) } });
    expect(await screen.findByText(MESSAGE_TEXT.noConversations)).toBeVisible();
    expect(screen.getByText(MESSAGE_TEXT.pickSomeone)).toBeVisible();
    expect(screen.getByRole('link', { name: INBOX_TEXT.findPeople }).getAttribute('href')).toBe(
      '/cofounders',
    );
  });

  it('lists people with the last message, who wrote it and the unread count, and opens one', async () => {
    const fromGrace = dm(grace.id, ME, 'Can we talk tomorrow?', 5);
    const toOmar = dm(ME, omar.id, 'Thanks for the intro', 2);
    const { router } = renderApp('/inbox', {
      user: testUser,
      handlers: {
        [LIST]: () => json({ items: [conversation(grace, fromGrace, 3), conversation(omar, toOmar)] }),
        [GET_GRACE]: () => json(thread(grace, [fromGrace])),
        [READ_GRACE]: () => json({ updated: 1, readAt: '2025-03-02T10:30:00.000Z' }),
      },
    });
    const list = await screen.findByRole('region', { name: MESSAGE_TEXT.conversations });
    const rows = await within(list).findAllByRole('link');
    expect(rows.map((row) => row.getAttribute('href'))).toEqual([
      `/inbox?to=${grace.id}`,
      `/inbox?to=${omar.id}`,
    ]);
    expect(rows[0]?.textContent).toContain('Can we talk tomorrow?');
    expect(rows[0]?.textContent).toContain(MESSAGE_TEXT.unread(3));
    expect(rows[1]?.textContent).toContain(`${INBOX_TEXT.youPrefix}Thanks for the intro`);

    // Arrow keys move between the rows.
    rows[0]?.focus();
    fireEvent.keyDown(rows[0] as HTMLElement, { key: 'ArrowDown' });
    expect(document.activeElement).toBe(rows[1]);
    fireEvent.keyDown(rows[1] as HTMLElement, { key: 'Home' });
    expect(document.activeElement).toBe(rows[0]);

    fireEvent.click(rows[0] as HTMLElement);
    await waitFor(() => expect(router.state.location.search).toBe(`?to=${grace.id}`));
    expect(await within(await findLog()).findByText('Can we talk tomorrow?')).toBeVisible();
    expect(rows[0]?.getAttribute('aria-current')).toBe('page');
    // Opening the thread read it: the unread count is gone.
    await waitFor(() => expect(rows[0]?.textContent).not.toContain(MESSAGE_TEXT.unread(3)));
  });

  it("says 'Could not load messages.' and retries", async () => {
    let fail = true;
    renderApp('/inbox', {
      user: testUser,
      handlers: {
        [LIST]: () =>
          fail
            ? apiError('E_INTERNAL', 'boom', 500)
            : json({ items: [conversation(grace, dm(grace.id, ME, 'Back again', 1))] }),
      },
    });
    expect(await screen.findByText(MESSAGE_TEXT.couldNotLoad, {}, { timeout: 4000 })).toBeVisible();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: INBOX_TEXT.retry }));
    expect(await screen.findByText('Back again')).toBeVisible();
  });
});

describe('/inbox opening a conversation', () => {
  it('opens ?to=, marks their messages read and puts focus in the composer', async () => {
    const { fetchMock } = openGrace();
    expect(await within(await findLog()).findByText('Hello Ada, saw your solar idea.')).toBeVisible();
    expect(screen.getByRole('heading', { name: grace.fullName, level: 2 })).toBeVisible();
    expect(screen.getByRole('link', { name: grace.fullName }).getAttribute('href')).toBe(
      `/profile/${grace.id}`,
    );
    await waitFor(() => expect(calls(fetchMock, 'POST', MESSAGE_API.read(grace.id))).toHaveLength(1));
    await waitFor(() => expect(document.activeElement).toBe(composer()));
  });

  it("shows 'Say hi 👋' for someone new and does not mark anything read", async () => {
    const { fetchMock } = openGrace({ [LIST]: () => json({ items: [] }) }, thread(grace, []));
    expect(await screen.findByText(MESSAGE_TEXT.sayHi)).toBeVisible();
    expect(calls(fetchMock, 'POST', MESSAGE_API.read(grace.id))).toHaveLength(0);
  });

  it('opens the stored next-DM user once and clears it', async () => {
    window.localStorage.setItem(NEXT_DM_USER_KEY, JSON.stringify({ id: grace.id, storedAt: Date.now() }));
    const { router } = renderApp('/inbox', {
      user: testUser,
      handlers: { [LIST]: () => json({ items: [] }), [GET_GRACE]: () => json(thread(grace, [])) },
    });
    await waitFor(() => expect(router.state.location.search).toBe(`?to=${grace.id}`));
    expect(await screen.findByText(MESSAGE_TEXT.sayHi)).toBeVisible();
    expect(window.localStorage.getItem(NEXT_DM_USER_KEY)).toBeNull();
  });

  it('ignores a stored next-DM user older than its lifetime, and ?to= wins over a stored one', async () => {
    window.localStorage.setItem(
      NEXT_DM_USER_KEY,
      JSON.stringify({ id: grace.id, storedAt: Date.now() - 11 * 60 * 1000 }),
    );
    const first = renderApp('/inbox', { user: testUser, handlers: { [LIST]: () => json({ items: [] }) } });
    expect(await screen.findByText(MESSAGE_TEXT.pickSomeone)).toBeVisible();
    expect(first.router.state.location.search).toBe('');
    expect(window.localStorage.getItem(NEXT_DM_USER_KEY)).toBeNull();
    cleanup();

    window.localStorage.setItem(NEXT_DM_USER_KEY, JSON.stringify({ id: omar.id, storedAt: Date.now() }));
    const second = openGrace();
    expect(await within(await findLog()).findByText('Hello Ada, saw your solar idea.')).toBeVisible();
    expect(second.router.state.location.search).toBe(`?to=${grace.id}`);
    expect(window.localStorage.getItem(NEXT_DM_USER_KEY)).toBeNull();
  });

  it("says 'Failed to load messages.' for a thread that did not load, and retries", async () => {
    let fail = true;
    openGrace({
      [GET_GRACE]: () => (fail ? apiError('E_INTERNAL', 'boom', 500) : json(thread(grace, []))),
    });
    expect(await screen.findByText(MESSAGE_TEXT.failedToLoad, {}, { timeout: 4000 })).toBeVisible();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: INBOX_TEXT.retry }));
    expect(await screen.findByText(MESSAGE_TEXT.sayHi)).toBeVisible();
  });

  it("refuses ?to= naming yourself with 'You can't message yourself.'", async () => {
    renderApp(`/inbox?to=${ME}`, { user: testUser, handlers: { [LIST]: () => json({ items: [] }) } });
    expect(await screen.findByText(MESSAGE_TEXT.cannotMessageSelf)).toBeVisible();
    expect(screen.queryByRole('textbox', { name: MESSAGE_TEXT.message })).toBeNull();
  });
});

describe('/inbox composer', () => {
  it('sends on Enter, adds a line on Shift+Enter, and asks for text when empty', async () => {
    let sent: unknown;
    const { fetchMock } = openGrace({
      [SEND]: (body) => {
        sent = body;
        const request = body as { body: string; clientId: string };
        return json({ message: dm(ME, grace.id, request.body, 20), clientId: request.clientId });
      },
    });
    await within(await findLog()).findByText('Hello Ada, saw your solar idea.');

    fireEvent.keyDown(composer(), { key: 'Enter' });
    expect(await screen.findByText(MESSAGE_TEXT.typeFirst)).toBeVisible();
    expect(composer().getAttribute('aria-invalid')).toBe('true');

    fireEvent.change(composer(), { target: { value: 'Sure, tomorrow works.' } });
    fireEvent.keyDown(composer(), { key: 'Enter', shiftKey: true });
    expect(calls(fetchMock, 'POST', MESSAGE_API.send)).toHaveLength(0);
    fireEvent.change(composer(), { target: { value: 'Sure, tomorrow works.\nAt 10?' } });
    fireEvent.keyDown(composer(), { key: 'Enter' });

    expect(await within(await findLog()).findByText(/Sure, tomorrow works\.\s+At 10\?/)).toBeVisible();
    expect(sent).toMatchObject({ recipientId: grace.id, body: 'Sure, tomorrow works.\nAt 10?' });
    expect((composer() as HTMLTextAreaElement).value).toBe('');
    expect(screen.queryByText(MESSAGE_TEXT.typeFirst)).toBeNull();
  });

  it('shows the message at once, then swaps in the saved one without doubling it', async () => {
    let answer: (response: Response) => void = () => undefined;
    let clientId = '';
    openGrace({
      [SEND]: (body) => {
        clientId = (body as { clientId: string }).clientId;
        return new Promise<Response>((resolve) => {
          answer = resolve;
        });
      },
    });
    await within(await findLog()).findByText('Hello Ada, saw your solar idea.');
    fireEvent.change(composer(), { target: { value: 'On my way' } });
    fireEvent.click(screen.getByRole('button', { name: MESSAGE_TEXT.send }));

    expect(await within(await findLog()).findByText('On my way')).toBeVisible();
    expect(within(log()).getByText(INBOX_TEXT.sending)).toBeVisible();
    expect(clientId).not.toBe('');

    const saved = dm(ME, grace.id, 'On my way', 21);
    // The socket may bring the saved copy first; the POST answer must not add it again.
    push(MESSAGE_EVENTS.created, { message: saved, clientId });
    await act(async () => answer(json({ message: saved, clientId })));
    await waitFor(() => expect(within(log()).queryByText(INBOX_TEXT.sending)).toBeNull());
    expect(within(log()).getAllByText('On my way')).toHaveLength(1);
  });

  it("removes the message and says 'Failed to send message.' when sending fails, keeping the text", async () => {
    await sendToGrace('This will not arrive', () => apiError('E_INTERNAL', 'boom', 500));
    expect(await screen.findByText(MESSAGE_TEXT.failedToSend)).toBeVisible();
    await waitFor(() => expect(within(log()).queryByText('This will not arrive')).toBeNull());
    expect((composer() as HTMLTextAreaElement).value).toBe('This will not arrive');
  });

  it('says "You\'re not logged in." when the session is gone', async () => {
    await sendToGrace('Hello?', () => apiError('E_UNAUTHENTICATED', 'Sign in first', 401));
    expect(await screen.findByText(MESSAGE_TEXT.notLoggedIn)).toBeVisible();
  });
});

describe('/inbox live', () => {
  it('appends a message that arrives on the socket and marks it read while the thread is open', async () => {
    const { fetchMock } = openGrace();
    await within(await findLog()).findByText('Hello Ada, saw your solar idea.');
    await waitFor(() => expect(calls(fetchMock, 'POST', MESSAGE_API.read(grace.id))).toHaveLength(1));

    push(MESSAGE_EVENTS.created, { message: dm(grace.id, ME, 'Are you there?', 30), clientId: null });
    expect(await within(await findLog()).findByText('Are you there?')).toBeVisible();
    await waitFor(() => expect(calls(fetchMock, 'POST', MESSAGE_API.read(grace.id))).toHaveLength(2));
  });

  it('reads the open thread and the list again after the socket reconnects, showing what it missed', async () => {
    const first = dm(grace.id, ME, 'Hello Ada, saw your solar idea.', 1);
    const missed = dm(grace.id, ME, 'Sent while you were offline', 50);
    let down = false;
    const { fetchMock } = renderApp(`/inbox?to=${grace.id}`, {
      user: testUser,
      handlers: {
        [LIST]: () => json({ items: [conversation(grace, down ? missed : first, down ? 1 : 0)] }),
        [GET_GRACE]: () => json(thread(grace, down ? [first, missed] : [first])),
        [READ_GRACE]: () => json({ updated: 1, readAt: '2025-03-02T10:30:00.000Z' }),
      },
    });
    await within(await findLog()).findByText('Hello Ada, saw your solar idea.');
    const threadCalls = calls(fetchMock, 'GET', MESSAGE_API.thread(grace.id)).length;
    const listCalls = calls(fetchMock, 'GET', MESSAGE_API.conversations).length;
    // Grace wrote while the socket was down: no event came for it.
    down = true;
    push('realtime:resubscribed', null);
    expect(await within(await findLog()).findByText('Sent while you were offline')).toBeVisible();
    const list = screen.getByRole('region', { name: MESSAGE_TEXT.conversations });
    await waitFor(() =>
      expect(within(list).getAllByRole('link')[0]?.textContent).toContain('Sent while you were offline'),
    );
    expect(calls(fetchMock, 'GET', MESSAGE_API.thread(grace.id)).length).toBeGreaterThan(threadCalls);
    expect(calls(fetchMock, 'GET', MESSAGE_API.conversations).length).toBeGreaterThan(listCalls);
  });

  it('moves a conversation up with an unread count when someone else writes', async () => {
    const toOmar = dm(ME, omar.id, 'Deck attached', 1);
    renderApp(`/inbox?to=${grace.id}`, {
      user: testUser,
      handlers: {
        [LIST]: () =>
          json({
            items: [conversation(grace, dm(grace.id, ME, 'Hi', 2, 'x')), conversation(omar, toOmar)],
          }),
        [GET_GRACE]: () => json(thread(grace, [])),
      },
    });
    const list = await screen.findByRole('region', { name: MESSAGE_TEXT.conversations });
    await within(list).findByText(`${INBOX_TEXT.youPrefix}Deck attached`);
    push(MESSAGE_EVENTS.created, { message: dm(omar.id, ME, 'Got the deck, thanks!', 40), clientId: null });
    await waitFor(() =>
      expect(within(list).getAllByRole('link')[0]?.textContent).toContain('Got the deck, thanks!'),
    );
    expect(within(list).getAllByRole('link')[0]?.textContent).toContain(MESSAGE_TEXT.unread(1));
  });

  it('polls the list and the open thread every 15 s only while the socket is not live', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      for (const isLive of [true, false]) {
        live.isLive = isLive;
        let text = 'Hello Ada, saw your solar idea.';
        const { fetchMock } = openGrace({
          [GET_GRACE]: () => json(thread(grace, [dm(grace.id, ME, text, 1, 'x')])),
        });
        await within(await findLog()).findByText(text);
        const lists = calls(fetchMock, 'GET', MESSAGE_API.conversations).length;
        const threads = calls(fetchMock, 'GET', MESSAGE_API.thread(grace.id)).length;
        text = 'A polled reply';
        await act(async () => {
          await vi.advanceTimersByTimeAsync(NOTIFICATIONS.inboxPoll);
        });
        if (isLive) {
          expect(calls(fetchMock, 'GET', MESSAGE_API.conversations)).toHaveLength(lists);
          expect(calls(fetchMock, 'GET', MESSAGE_API.thread(grace.id))).toHaveLength(threads);
        } else {
          await waitFor(() =>
            expect(calls(fetchMock, 'GET', MESSAGE_API.conversations)).toHaveLength(lists + 1),
          );
          expect(await within(log()).findByText('A polled reply')).toBeVisible();
        }
        cleanup();
      }
    } finally {
      vi.useRealTimers();
    }
  });

  it("shows 'Seen' once they read my message", async () => {
    const mine = dm(ME, grace.id, 'Did you read the plan?', 3);
    openGrace({}, thread(grace, [mine]));
    await within(await findLog()).findByText('Did you read the plan?');
    expect(within(log()).queryByText(INBOX_TEXT.seen)).toBeNull();
    push(MESSAGE_EVENTS.read, { readerId: grace.id, senderId: ME, readAt: '2025-03-02T11:00:00.000Z' });
    expect(await within(await findLog()).findByText(INBOX_TEXT.seen)).toBeVisible();
  });
});

describe('/inbox blocking and reporting', () => {
  it('shows the block notice instead of the composer, both ways', async () => {
    openGrace({}, thread(grace, [], { blockedByMe: true }));
    expect(await screen.findByText(MESSAGE_TEXT.blocked)).toBeVisible();
    expect(screen.queryByRole('textbox', { name: MESSAGE_TEXT.message })).toBeNull();
    expect(screen.queryByText(MESSAGE_TEXT.sayHi)).toBeNull();
    cleanup();
    openGrace({}, thread(grace, [], { blockedMe: true }));
    expect(await screen.findByText(MESSAGE_TEXT.blockedYou)).toBeVisible();
    expect(screen.queryByRole('textbox', { name: MESSAGE_TEXT.message })).toBeNull();
  });

  it('blocks after a confirmation and unblocks from the notice', async () => {
    const { fetchMock } = openGrace({
      [`POST ${MESSAGE_API.block(grace.id)}`]: () => json({ blocked: true }),
      [`DELETE ${MESSAGE_API.block(grace.id)}`]: () => json({ blocked: false }),
    });
    await within(await findLog()).findByText('Hello Ada, saw your solar idea.');
    const trigger = screen.getByRole('button', { name: INBOX_TEXT.threadOptions });
    fireEvent.keyDown(trigger, { key: 'Enter' });
    fireEvent.click(await screen.findByRole('menuitem', { name: MESSAGE_TEXT.block }));
    const dialog = await screen.findByRole('dialog', { name: INBOX_TEXT.blockTitle(grace.fullName) });
    expect(dialog.textContent).toContain(MESSAGE_TEXT.blockConfirm(grace.fullName));
    expect(calls(fetchMock, 'POST', MESSAGE_API.block(grace.id))).toHaveLength(0);
    fireEvent.click(within(dialog).getByRole('button', { name: INBOX_TEXT.blockAction }));
    expect(await screen.findByText(MESSAGE_TEXT.blocked)).toBeVisible();
    expect(await screen.findByText(MESSAGE_TEXT.blockedToast)).toBeVisible();
    expect(screen.queryByRole('textbox', { name: MESSAGE_TEXT.message })).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: INBOX_TEXT.unblockAction }));
    expect(await screen.findByRole('textbox', { name: MESSAGE_TEXT.message })).toBeVisible();
    expect(calls(fetchMock, 'DELETE', MESSAGE_API.block(grace.id))).toHaveLength(1);
  });

  it('reports a received message with a reason, and not my own', async () => {
    const theirs = dm(grace.id, ME, 'Buy cheap followers here', 1);
    const mine = dm(ME, grace.id, 'No thanks', 2);
    let reported: unknown;
    const { fetchMock } = openGrace(
      {
        [`POST ${MESSAGE_API.report(theirs.id)}`]: (body) => {
          reported = body;
          return json(
            { id: '90000000-0000-4000-8000-000000000001', messageId: theirs.id, createdAt: theirs.createdAt },
            201,
          );
        },
      },
      thread(grace, [theirs, mine]),
    );
    await within(await findLog()).findByText('No thanks');
    const reportButtons = within(log()).getAllByRole('button', {
      name: INBOX_TEXT.reportMessageFrom(grace.fullName),
    });
    expect(reportButtons).toHaveLength(1);
    fireEvent.click(reportButtons[0] as HTMLElement);

    const dialog = await screen.findByRole('dialog', { name: MESSAGE_TEXT.reportTitle });
    expect(dialog.textContent).toContain('Buy cheap followers here');
    fireEvent.click(within(dialog).getByRole('button', { name: MESSAGE_TEXT.reportSubmit }));
    expect(await within(dialog).findByText('Tell us what is wrong.')).toBeVisible();
    expect(calls(fetchMock, 'POST', MESSAGE_API.report(theirs.id))).toHaveLength(0);

    fireEvent.change(within(dialog).getByRole('textbox', { name: MESSAGE_TEXT.reportReason }), {
      target: { value: 'Spam' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: MESSAGE_TEXT.reportSubmit }));
    expect(await screen.findByText(MESSAGE_TEXT.reported)).toBeVisible();
    expect(reported).toEqual({ reason: 'Spam' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('tells someone who already reported the message', async () => {
    const theirs = dm(grace.id, ME, 'Spam again', 1);
    openGrace(
      {
        [`POST ${MESSAGE_API.report(theirs.id)}`]: () =>
          apiError('E_CONFLICT', MESSAGE_TEXT.alreadyReported, 409),
      },
      thread(grace, [theirs]),
    );
    await within(await findLog()).findByText('Spam again');
    fireEvent.click(
      within(log()).getByRole('button', { name: INBOX_TEXT.reportMessageFrom(grace.fullName) }),
    );
    const dialog = await screen.findByRole('dialog', { name: MESSAGE_TEXT.reportTitle });
    fireEvent.change(within(dialog).getByRole('textbox', { name: MESSAGE_TEXT.reportReason }), {
      target: { value: 'Spam' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: MESSAGE_TEXT.reportSubmit }));
    expect(await screen.findByText(MESSAGE_TEXT.alreadyReported)).toBeVisible();
  });
});
