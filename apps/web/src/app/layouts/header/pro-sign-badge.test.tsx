import {
  NAV_TEXT,
  NOTIFICATION_API,
  NOTIFICATIONS,
  PATHS,
  PRO_SIGN_REALTIME,
  userTopic,
} from '@ibh/contract';
import { act, cleanup, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { realtimePageLifecycle } from '@/test/lifecycle';
import { fakeRealtime } from '@/test/realtime-mock';
import { json, renderApp, testUser } from '@/test/render-app';

vi.mock('@/lib/realtime', () => import('@/test/realtime-mock'));

realtimePageLifecycle();

const COUNTS = `GET ${NOTIFICATION_API.counts}`;
const pro = { ...testUser, id: '30000000-0000-4000-8000-0000000000aa', role: 'professional' };

describe("the header's Pro Sign Inbox badge (issue 17; 000 sections 2 and 7)", () => {
  it('shows a professional the pending count from /api/me/counts, linking to the co-sign inbox', async () => {
    renderApp(PATHS.community, {
      user: pro,
      handlers: { [COUNTS]: () => json({ notifications: 0, inbox: 0, proSign: 3 }) },
    });
    const link = await screen.findByRole('link', { name: NAV_TEXT.proSignPending('3') });
    expect(link.getAttribute('href')).toBe(PATHS.proCosignInbox);
    expect(link).toHaveTextContent('3');
  });

  it('follows prosign.pending live on the user topic: up when invited, gone at 0, capped at 99+', async () => {
    let pending = 0;
    renderApp(PATHS.community, {
      user: pro,
      handlers: { [COUNTS]: () => json({ notifications: 0, inbox: 0, proSign: pending }) },
    });
    const link = await screen.findByRole('link', { name: NAV_TEXT.proSignInbox });
    expect(link.textContent).toBe('');

    pending = 1;
    act(() =>
      fakeRealtime.emit(userTopic(pro.id), { type: PRO_SIGN_REALTIME.pendingChanged, data: { pending: 1 } }),
    );
    expect(await screen.findByRole('link', { name: NAV_TEXT.proSignPending('1') })).toHaveTextContent('1');

    pending = 0;
    act(() =>
      fakeRealtime.emit(userTopic(pro.id), { type: PRO_SIGN_REALTIME.pendingChanged, data: { pending: 0 } }),
    );
    await waitFor(() =>
      expect(screen.getByRole('link', { name: /^Pro Sign Inbox/ }).getAttribute('aria-label')).toBe(
        NAV_TEXT.proSignInbox,
      ),
    );

    pending = 150;
    act(() =>
      fakeRealtime.emit(userTopic(pro.id), {
        type: PRO_SIGN_REALTIME.pendingChanged,
        data: { pending: 150 },
      }),
    );
    const capped = await screen.findByRole('link', {
      name: NAV_TEXT.proSignPending(`${NOTIFICATIONS.badgeCap}+`),
    });
    expect(capped).toHaveTextContent(`${NOTIFICATIONS.badgeCap}+`);
  });

  it('is not shown to someone who is not a professional, nor when signed out', async () => {
    renderApp(PATHS.community, {
      user: testUser,
      handlers: { [COUNTS]: () => json({ notifications: 1, inbox: 0, proSign: 2 }) },
    });
    await screen.findByRole('button', { name: /^Notifications/ });
    expect(screen.queryByRole('link', { name: /^Pro Sign Inbox/ })).toBeNull();
    cleanup();
    renderApp(PATHS.community);
    await screen.findAllByRole('link', { name: NAV_TEXT.login });
    expect(screen.queryByRole('link', { name: /^Pro Sign Inbox/ })).toBeNull();
  });
});
