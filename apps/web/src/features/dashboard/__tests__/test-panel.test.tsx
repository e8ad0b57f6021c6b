import { DASHBOARD_API, NOTIFICATION_API, NOTIFICATION_TEXT, PATHS, TEST_NOTIFICATIONS } from '@ibh/contract';
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, configure, fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { pageTestLifecycle } from '@/test/lifecycle';
import { createTestQueryClient } from '@/test/query-client';
import { type ApiHandler, apiError, json, renderApp, testUser } from '@/test/render-app';
import { TestNotificationsPanel } from '../components/test-notifications-panel';
import { ownerOverview } from './fixtures';

vi.mock('@/lib/realtime', () => ({ useRealtimeTopic: () => true, REALTIME_RESUBSCRIBED: 'x' }));

configure({ asyncUtilTimeout: 5000 });

pageTestLifecycle();

const TEST = `POST ${NOTIFICATION_API.test}`;

function openHub(handlers: Record<string, ApiHandler>) {
  return renderApp(PATHS.dashboard, {
    user: testUser,
    handlers: { [`GET ${DASHBOARD_API.overview}`]: () => json(ownerOverview()), ...handlers },
  });
}

async function expandPanel() {
  const toggle = await screen.findByRole('button', { name: NOTIFICATION_TEXT.testPanelTitle });
  expect(toggle.getAttribute('aria-expanded')).toBe('false');
  fireEvent.click(toggle);
  expect(toggle.getAttribute('aria-expanded')).toBe('true');
  return within(screen.getByRole('region', { name: NOTIFICATION_TEXT.testPanelTitle }));
}

describe('the local test panel on My Hub', () => {
  it('is collapsed at first and lists every sample type once opened', async () => {
    openHub({});
    const panel = await expandPanel();
    expect(panel.getAllByRole('button').map((button) => button.textContent)).toEqual([
      NOTIFICATION_TEXT.testPanelTitle,
      ...TEST_NOTIFICATIONS.map((sample) => sample.label),
    ]);
  });

  it("sends the chosen type and says 'Test notification sent: {label}'", async () => {
    const sent: unknown[] = [];
    openHub({
      [TEST]: (body) => {
        sent.push(body);
        return json({ ok: true, stored: true });
      },
    });
    const panel = await expandPanel();
    fireEvent.click(panel.getByRole('button', { name: 'Collaboration request' }));
    expect(await screen.findByText('Test notification sent: Collaboration request')).toBeVisible();
    expect(sent).toEqual([{ type: 'collab_request_received' }]);
  });

  it("says 'Failed to send test notification' when the server refuses", async () => {
    openHub({ [TEST]: () => apiError('E_NOT_FOUND', 'Not found', 404) });
    const panel = await expandPanel();
    fireEvent.click(panel.getByRole('button', { name: 'Welcome' }));
    expect(await screen.findByText(NOTIFICATION_TEXT.testFailed)).toBeVisible();
  });

  it('says it failed when nothing was stored (that category is off in the preferences)', async () => {
    openHub({ [TEST]: () => json({ ok: true, stored: false }) });
    const panel = await expandPanel();
    fireEvent.click(panel.getByRole('button', { name: 'Order placed' }));
    expect(await screen.findByText(NOTIFICATION_TEXT.testFailed)).toBeVisible();
    expect(screen.queryByText(NOTIFICATION_TEXT.testSent('Order placed'))).toBeNull();
  });

  it('is not there on any other host', () => {
    const client = createTestQueryClient();
    for (const hostname of ['ibh.example.com', '10.0.0.5', 'localhost.evil.test']) {
      const { container } = render(
        <QueryClientProvider client={client}>
          <TestNotificationsPanel hostname={hostname} />
        </QueryClientProvider>,
      );
      expect(container.innerHTML).toBe('');
      cleanup();
    }
    for (const hostname of ['localhost', '127.0.0.1']) {
      render(
        <QueryClientProvider client={client}>
          <TestNotificationsPanel hostname={hostname} />
        </QueryClientProvider>,
      );
      expect(screen.getByRole('button', { name: NOTIFICATION_TEXT.testPanelTitle })).toBeVisible();
      cleanup();
    }
  });
});
