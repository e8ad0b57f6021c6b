import { INBOX_TEXT, MESSAGE_API, MESSAGE_TEXT, MESSAGES, NEXT_DM_USER_KEY } from '@ibh/contract';
import { configure, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { AppProviders } from '@/app/providers';
import { resetAfterEach } from '@/test/lifecycle';
import { stubMatchMedia } from '@/test/match-media';
import { createTestQueryClient } from '@/test/query-client';
import { type ApiHandler, apiError, json, mockSession, testUser } from '@/test/render-app';
import { MessageButton } from './message-button';

// The page's code loads lazily: the first render can take longer than the default second when the machine is busy.
configure({ asyncUtilTimeout: 4000 });

const GRACE = '30000000-0000-4000-8000-000000000002';
const SEND = `POST ${MESSAGE_API.send}`;

function renderButton(user: typeof testUser | null, handlers: Record<string, ApiHandler> = {}) {
  const fetchMock = mockSession(user, handlers);
  stubMatchMedia();
  const router = createMemoryRouter(
    [
      { path: '/', element: <MessageButton userId={GRACE} name="Grace Builder" /> },
      { path: '/login', element: <p>Login page</p> },
      { path: '/inbox', element: <p>Inbox page</p> },
    ],
    { initialEntries: ['/'] },
  );
  render(
    <AppProviders queryClient={createTestQueryClient()}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { router, fetchMock };
}

async function openDialog() {
  const button = await screen.findByRole('button', { name: MESSAGE_TEXT.modalTitle('Grace Builder') });
  await waitFor(() => expect((button as HTMLButtonElement).disabled).toBe(false));
  fireEvent.click(button);
  return screen.findByRole('dialog', { name: MESSAGE_TEXT.modalTitle('Grace Builder') });
}

beforeEach(() => window.localStorage.clear());
// Every test starts without the previous one's toasts.
resetAfterEach({ removeToasts: true });

describe('direct-message modal', () => {
  it('has a labelled textarea at least 120 px tall and Send only once there is text', async () => {
    renderButton(testUser);
    const dialog = await openDialog();
    const box = within(dialog).getByRole('textbox', { name: MESSAGE_TEXT.message }) as HTMLTextAreaElement;
    expect(box.style.minHeight).toBe(`${MESSAGES.dmTextareaMinHeight}px`);
    const send = within(dialog).getByRole('button', { name: MESSAGE_TEXT.send }) as HTMLButtonElement;
    expect(send.disabled).toBe(true);
    expect(within(dialog).getByText(MESSAGE_TEXT.typeFirst)).toBeVisible();
    fireEvent.change(box, { target: { value: '   \n  ' } });
    expect(send.disabled).toBe(true);
    fireEvent.change(box, { target: { value: 'Hi Grace' } });
    expect(send.disabled).toBe(false);
  });

  it("sends the trimmed text, says 'Message sent.' and links to the conversation", async () => {
    let sent: unknown;
    const { router } = renderButton(testUser, {
      [SEND]: (body) => {
        sent = body;
        return json({
          message: {
            id: '40000000-0000-4000-8000-000000000001',
            senderId: testUser.id,
            recipientId: GRACE,
            body: 'Loved your talk',
            createdAt: '2025-03-02T10:00:00.000Z',
            readAt: null,
          },
          clientId: (body as { clientId: string }).clientId,
        });
      },
    });
    const dialog = await openDialog();
    fireEvent.change(within(dialog).getByRole('textbox', { name: MESSAGE_TEXT.message }), {
      target: { value: '  Loved your talk  ' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: MESSAGE_TEXT.send }));
    expect(await screen.findByText(MESSAGE_TEXT.sent)).toBeVisible();
    expect(sent).toMatchObject({ recipientId: GRACE, body: 'Loved your talk' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const link = screen.getByRole('link', { name: MESSAGE_TEXT.openInbox });
    expect(link.getAttribute('href')).toBe(`/inbox?to=${GRACE}`);
    fireEvent.click(link);
    await waitFor(() => expect(router.state.location.pathname).toBe('/inbox'));
    expect(router.state.location.search).toBe(`?to=${GRACE}`);
  });

  it('keeps the text and explains a refusal: blocked, or the server failing', async () => {
    let answer = () => apiError('E_NOT_AUTHORIZED', 'Not allowed', 403);
    renderButton(testUser, { [SEND]: () => answer() });
    const dialog = await openDialog();
    const box = within(dialog).getByRole('textbox', { name: MESSAGE_TEXT.message }) as HTMLTextAreaElement;
    fireEvent.change(box, { target: { value: 'Hello?' } });
    fireEvent.click(within(dialog).getByRole('button', { name: MESSAGE_TEXT.send }));
    expect(await within(dialog).findByText(MESSAGE_TEXT.blockedYou)).toBeVisible();
    expect(box.value).toBe('Hello?');

    answer = () => apiError('E_INTERNAL', 'boom', 500);
    fireEvent.click(within(dialog).getByRole('button', { name: MESSAGE_TEXT.send }));
    expect(await within(dialog).findByText(MESSAGE_TEXT.sendFailedRetry)).toBeVisible();
    expect(screen.queryByText(MESSAGE_TEXT.sent)).toBeNull();
  });

  it('closes on Cancel without sending, keeping the draft for next time', async () => {
    const { fetchMock } = renderButton(testUser);
    const dialog = await openDialog();
    fireEvent.change(within(dialog).getByRole('textbox', { name: MESSAGE_TEXT.message }), {
      target: { value: 'Draft' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: INBOX_TEXT.cancel }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(fetchMock.mock.calls.some(([url]) => String(url).endsWith(MESSAGE_API.send))).toBe(false);
    const again = await openDialog();
    expect((within(again).getByRole('textbox') as HTMLTextAreaElement).value).toBe('Draft');
  });

  it('sends a signed-out visitor to /login, remembering whom to open in the inbox', async () => {
    const { router } = renderButton(null);
    const button = await screen.findByRole('button', { name: MESSAGE_TEXT.modalTitle('Grace Builder') });
    await waitFor(() => expect((button as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(button);
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(new URLSearchParams(router.state.location.search).get('next')).toBe('/inbox');
    expect(JSON.parse(window.localStorage.getItem(NEXT_DM_USER_KEY) ?? '{}')).toMatchObject({ id: GRACE });
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
