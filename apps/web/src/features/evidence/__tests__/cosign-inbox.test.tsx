import { EVIDENCE_API, EVIDENCE_TEXT, EVIDENCE_SCREEN_TEXT as T } from '@ibh/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { pageTestLifecycle } from '@/test/lifecycle';
import { apiError, json, renderApp, testUser } from '@/test/render-app';
import { inboxRow, proUser } from './fixtures';

pageTestLifecycle();

const INBOX = `GET ${EVIDENCE_API.inbox}`;
const PATH = '/pro/cosign-inbox';

describe('/pro/cosign-inbox (001 section 2.1; 000 section 2)', () => {
  it('lists pending requests (evidence title, requester, message) after loading; accepting with a note says so and the row goes', async () => {
    let rows = [inboxRow(1), inboxRow(2)];
    let answer!: (r: Response) => void;
    const inbox = vi.fn<() => Response | Promise<Response>>(() =>
      json({ items: rows, pending: rows.length }),
    );
    inbox.mockImplementationOnce(() => new Promise<Response>((r) => (answer = r)));
    const respond = vi.fn(() => {
      rows = [inboxRow(2)];
      return json({ ok: true });
    });
    renderApp(PATH, {
      user: proUser,
      handlers: { [INBOX]: inbox, [`POST ${EVIDENCE_API.respondInvite(inboxRow(1).id)}`]: respond },
    });
    expect(await screen.findByRole('heading', { level: 1, name: T.inboxTitle })).toBeVisible();
    expect(screen.queryByText(EVIDENCE_TEXT.noPendingRequests)).toBeNull();
    // The heading can show before the inbox is asked for; answer once the request is out.
    await waitFor(() => expect(inbox).toHaveBeenCalled());
    answer(json({ items: rows, pending: 2 }));
    const first = (await screen.findByRole('link', { name: 'Please co-sign study 1' })).closest(
      'li',
    ) as HTMLElement;
    expect(within(first).getByText(T.requestedBy('Ada Founder'))).toBeVisible();
    expect(within(first).getByText('Would value your eye on the method.')).toBeVisible();
    expect(within(first.parentElement as HTMLElement).getAllByRole('listitem')).toHaveLength(2);

    fireEvent.change(within(first).getByLabelText(T.acceptNote), { target: { value: 'Solid method.' } });
    fireEvent.click(within(first).getByRole('button', { name: T.accept }));
    await waitFor(() => expect(respond).toHaveBeenCalledWith({ accept: true, note: 'Solid method.' }));
    expect(await screen.findByText(EVIDENCE_TEXT.proSignAccepted)).toBeVisible();
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Please co-sign study 1' })).toBeNull());
    expect(screen.getByRole('link', { name: 'Please co-sign study 2' })).toBeVisible();
  });

  it("declines, and shows 'Failed to respond: …' with the server's reason when the answer is refused", async () => {
    renderApp(PATH, {
      user: proUser,
      handlers: {
        [INBOX]: () => json({ items: [inboxRow(1)], pending: 1 }),
        [`POST ${EVIDENCE_API.respondInvite(inboxRow(1).id)}`]: () =>
          apiError('E_NOT_PENDING', 'This request is no longer pending.', 409),
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: T.decline }));
    expect(
      await screen.findByText(EVIDENCE_TEXT.respondFailed('This request is no longer pending.')),
    ).toBeVisible();
  });

  it("says 'No pending requests.' when there are none", async () => {
    renderApp(PATH, { user: proUser, handlers: { [INBOX]: () => json({ items: [], pending: 0 }) } });
    expect(await screen.findByText(EVIDENCE_TEXT.noPendingRequests)).toBeVisible();
  });

  it("says 'Failed to load inbox. Please try again.' and loads on retry", async () => {
    let fail = true;
    renderApp(PATH, {
      user: proUser,
      handlers: {
        [INBOX]: () =>
          fail ? apiError('E_INTERNAL', 'boom', 500) : json({ items: [inboxRow(1)], pending: 1 }),
      },
    });
    expect(await screen.findByText(EVIDENCE_TEXT.inboxFailed)).toBeVisible();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('link', { name: 'Please co-sign study 1' })).toBeVisible();
  });

  it("tells someone who is not a professional 'Professionals only' (the server refuses the inbox)", async () => {
    renderApp(PATH, {
      user: testUser,
      handlers: {
        [INBOX]: () => apiError('E_NOT_PROFESSIONAL', EVIDENCE_TEXT.professionalsOnly, 403),
      },
    });
    expect(await screen.findByText(EVIDENCE_TEXT.professionalsOnly)).toBeVisible();
    expect(screen.queryByRole('button', { name: T.accept })).toBeNull();
  });
});
