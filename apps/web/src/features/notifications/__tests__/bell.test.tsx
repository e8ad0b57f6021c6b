import { NAV_TEXT, NOTIFICATION_API, NOTIFICATION_TEXT, PATHS } from '@ibh/contract';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { realtimePageLifecycle } from '@/test/lifecycle';
import { type ApiHandler, json, renderApp, testUser } from '@/test/render-app';
import { collabRequest, notification } from './fixtures';
import { listeningToUser, pushNotification } from './live-notifications';

vi.mock('@/lib/realtime', () => import('@/test/realtime-mock'));

realtimePageLifecycle();

const COUNTS = `GET ${NOTIFICATION_API.counts}`;
const RECENT = `GET ${NOTIFICATION_API.recent}`;

function open(handlers: Record<string, ApiHandler>, path: string = PATHS.community) {
  return renderApp(path, { user: testUser, handlers });
}

const bell = () => screen.findByRole('button', { name: /^Notifications/ });
const menu = () => screen.findByRole('dialog', { name: NOTIFICATION_TEXT.bellLabel });

describe('the header bell', () => {
  it("shows the unread count, capped at '99+', and the Inbox button's at 99", async () => {
    open({ [COUNTS]: () => json({ notifications: 150, inbox: 250, proSign: 0 }) });
    await waitFor(async () =>
      expect((await bell()).getAttribute('aria-label')).toBe('Notifications, 99+ unread'),
    );
    expect(within(await bell()).getByText('99+')).toBeVisible();
    const inbox = screen.getByRole('link', { name: `${NAV_TEXT.inbox}, 99 unread` });
    expect(within(inbox).getByText('99')).toBeVisible();
    expect(within(inbox).queryByText('99+')).toBeNull();
    // The avatar does not repeat the bell's badge (its menu's Notifications item carries it).
    const avatar = await screen.findByRole('button', { name: 'Account menu' });
    expect(within(avatar).queryByText('99+')).toBeNull();
  });

  it('shows no badge at zero and is not there when signed out', async () => {
    open({ [COUNTS]: () => json({ notifications: 0, inbox: 0, proSign: 0 }) });
    expect((await bell()).getAttribute('aria-label')).toBe(NOTIFICATION_TEXT.bellLabel);
    expect(within(await bell()).queryByText('0')).toBeNull();
    cleanup();
    renderApp(PATHS.community);
    await screen.findAllByRole('link', { name: NAV_TEXT.login });
    expect(screen.queryByRole('button', { name: /^Notifications/ })).toBeNull();
  });

  it('opens on the 10 newest with sender, body, time and unread marks, and a link to all', async () => {
    const items = Array.from({ length: 12 }, (_, i) => notification(i + 1, { isRead: i >= 3 }));
    open({
      [COUNTS]: () => json({ notifications: 3, inbox: 0, proSign: 0 }),
      [RECENT]: () => json({ items, nextCursor: null }),
    });
    fireEvent.click(await bell());
    const panel = await menu();
    await within(panel).findByText('Notice 1');
    expect(within(panel).getAllByRole('article')).toHaveLength(10);
    expect(within(panel).queryByText('Notice 11')).toBeNull();
    expect(within(panel).getByText('Body of notice 2')).toBeVisible();
    expect(within(panel).getAllByText(NOTIFICATION_TEXT.filterUnread)).toHaveLength(3);
    expect(within(panel).getAllByRole('article')[0]?.querySelector('time')).toHaveAttribute(
      'dateTime',
      items[0]?.createdAt,
    );
    expect(within(panel).getByRole('link', { name: NOTIFICATION_TEXT.viewAll }).getAttribute('href')).toBe(
      PATHS.notifications,
    );
  });

  it('shows the empty text, and a retry when loading fails', async () => {
    let fail = true;
    open({
      [COUNTS]: () => json({ notifications: 0, inbox: 0, proSign: 0 }),
      [RECENT]: () =>
        fail
          ? json({ error: { code: 'E_INTERNAL', message: 'x' } }, 500)
          : json({ items: [], nextCursor: null }),
    });
    fireEvent.click(await bell());
    const panel = await menu();
    expect(await within(panel).findByText(NOTIFICATION_TEXT.loadFailed)).toBeVisible();
    fail = false;
    fireEvent.click(within(panel).getByRole('button', { name: NOTIFICATION_TEXT.retry }));
    expect(await within(panel).findByText(NOTIFICATION_TEXT.empty)).toBeVisible();
    expect(within(panel).getByRole('button', { name: NOTIFICATION_TEXT.markAllRead })).toHaveProperty(
      'disabled',
      true,
    );
  });

  it('marks everything read with Mark all read: the badge and the unread marks go', async () => {
    let unread = 2;
    const calls: string[] = [];
    open({
      [COUNTS]: () => json({ notifications: unread, inbox: 0, proSign: 0 }),
      [RECENT]: () =>
        json({
          items: [notification(1), notification(2), notification(3, { isRead: true })],
          nextCursor: null,
        }),
      [`POST ${NOTIFICATION_API.readAll}`]: () => {
        calls.push('read-all');
        unread = 0;
        return json({ updated: 2 });
      },
    });
    await waitFor(async () => expect((await bell()).getAttribute('aria-label')).toMatch(/2 unread/));
    fireEvent.click(await bell());
    const panel = await menu();
    await within(panel).findByText('Notice 1');
    fireEvent.click(within(panel).getByRole('button', { name: NOTIFICATION_TEXT.markAllRead }));
    await waitFor(() => expect(calls).toEqual(['read-all']));
    await waitFor(async () =>
      expect((await bell()).getAttribute('aria-label')).toBe(NOTIFICATION_TEXT.bellLabel),
    );
    expect(within(panel).queryByText(NOTIFICATION_TEXT.filterUnread)).toBeNull();
  });

  it('marks an item read and follows its link (a person link goes to their profile)', async () => {
    const person = '00000000-0000-4000-8000-000000000077';
    const item = notification(1, {
      type: 'user_followed',
      title: 'Rita followed you',
      link: `/user/${person}`,
      targetType: 'user',
      targetId: person,
    });
    const read: string[] = [];
    const { router } = open({
      [COUNTS]: () => json({ notifications: 1, inbox: 0, proSign: 0 }),
      [RECENT]: () => json({ items: [item], nextCursor: null }),
      [`POST ${NOTIFICATION_API.read(item.id)}`]: () => {
        read.push(item.id);
        return json({ ...item, isRead: true });
      },
    });
    fireEvent.click(await bell());
    fireEvent.click(await within(await menu()).findByRole('link', { name: /Rita followed you/ }));
    await waitFor(() => expect(read).toEqual([item.id]));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/profile/${person}`));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: NOTIFICATION_TEXT.bellLabel })).toBeNull(),
    );
  });

  it('accepts a request inline: the button waits on the server, then the notification reads Accepted', async () => {
    const item = collabRequest(1);
    const sent: unknown[] = [];
    let answer: (response: Response) => void = () => undefined;
    open({
      [COUNTS]: () => json({ notifications: 1, inbox: 0, proSign: 0 }),
      [RECENT]: () => json({ items: [item], nextCursor: null }),
      [`POST ${NOTIFICATION_API.act(item.id)}`]: (body) => {
        sent.push(body);
        return new Promise<Response>((resolve) => {
          answer = resolve;
        });
      },
    });
    fireEvent.click(await bell());
    const panel = await menu();
    const accept = await within(panel).findByRole('button', { name: 'Accept' });
    // The button says which notification it answers: described by that notification's title.
    const describedBy = document.getElementById(accept.getAttribute('aria-describedby') ?? '');
    expect(describedBy).toHaveTextContent(item.title);
    fireEvent.click(accept);
    await waitFor(() => expect(sent).toEqual([{ action: 'accept_collaboration' }]));
    expect(accept.getAttribute('aria-busy')).toBe('true');
    expect(within(panel).getByRole('button', { name: 'Decline' })).toHaveProperty('disabled', true);
    answer(json({ ...item, isRead: true, actionable: false, resolved: true, resolution: 'accepted' }));
    expect(await within(panel).findByText(NOTIFICATION_TEXT.resolved.accepted)).toBeVisible();
    expect(within(panel).queryByRole('button', { name: 'Accept' })).toBeNull();
  });

  it('shows a notification that arrives live on top, with the badge one higher', async () => {
    let unread = 1;
    open({
      [COUNTS]: () => json({ notifications: unread, inbox: 0, proSign: 0 }),
      [RECENT]: () => json({ items: [notification(2)], nextCursor: null }),
    });
    fireEvent.click(await bell());
    const panel = await menu();
    await within(panel).findByText('Notice 2');
    await listeningToUser();
    unread = 2;
    pushNotification(notification(1, { title: 'Fresh news' }));
    expect(await within(panel).findByText('Fresh news')).toBeVisible();
    const titles = within(panel)
      .getAllByRole('article')
      .map((article) => document.getElementById(article.getAttribute('aria-labelledby') ?? '')?.textContent);
    expect(titles).toEqual(['Fresh news', 'Notice 2']);
    await waitFor(async () => expect((await bell()).getAttribute('aria-label')).toMatch(/2 unread/));
  });
});
