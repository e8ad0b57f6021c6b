import { ORDER_API, ORDER_ERROR_TEXT, WORKROOM_SCREEN_TEXT, WORKROOM_TEXT } from '@ibh/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { pageTestLifecycle } from '@/test/lifecycle';
import { apiError, json, renderApp, testUser } from '@/test/render-app';
import { canOpenWorkroom } from '../lib/workroom-access';
import { buyerDispute, milestone, milestoneId, ORDER_ID, order, orderFile, proUser } from './fixtures';
import { renderWorkroom } from './render-workroom';

pageTestLifecycle();

const DETAIL = `GET ${ORDER_API.order(ORDER_ID)}`;
const card = (position: number) => document.querySelector(`li[data-milestone="${position}"]`) as HTMLElement;
const HOUR = 3_600_000;

describe('/workroom/:orderId (001 section 2.4)', () => {
  it('shows the header, the summary and four tabs; the professional starts work and submits milestone 1', async () => {
    const start = vi.fn(() =>
      json(
        order({
          status: 'in_progress',
          viewerRole: 'professional',
          milestones: [milestone(1, { allowedActions: ['submit'] }), milestone(2), milestone(3)],
        }),
      ),
    );
    const submit = vi.fn(() =>
      json(
        order({
          status: 'in_progress',
          viewerRole: 'professional',
          milestones: [milestone(1, { status: 'submitted' }), milestone(2), milestone(3)],
        }),
      ),
    );
    renderWorkroom({
      user: proUser,
      detail: order({ viewerRole: 'professional', allowedActions: ['start'] }),
      handlers: {
        [`POST ${ORDER_API.start(ORDER_ID)}`]: start,
        [`POST ${ORDER_API.submit(ORDER_ID, milestoneId(1))}`]: submit,
      },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Customer discovery sprint' })).toBeVisible();
    expect(screen.getByText('Payment Received')).toBeVisible();
    const summary = screen.getByRole('region', { name: WORKROOM_SCREEN_TEXT.summary });
    expect(summary).toHaveTextContent('Priya Pro');
    expect(summary).toHaveTextContent('Standard');
    expect(summary).toHaveTextContent('$300');
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'Milestones',
      'Chat',
      'Files',
      'Activity',
    ]);
    // No milestone actions before work starts.
    expect(within(card(1)).queryByRole('button')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: WORKROOM_TEXT.startWork }));
    expect(await screen.findByText('In Progress')).toBeVisible();
    expect(start).toHaveBeenCalledTimes(1);
    fireEvent.click(within(card(1)).getByRole('button', { name: WORKROOM_TEXT.submit }));
    expect(await within(card(1)).findByText('Submitted')).toBeVisible();
    expect(submit).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('button', { name: WORKROOM_TEXT.startWork })).toBeNull();
  });

  it('lets the buyer approve or request a revision with notes (disabled until non-empty), counting revisions and showing the clock', async () => {
    const dueAt = new Date(Date.now() + (2 * 24 + 14) * HOUR + 30_000).toISOString();
    const submitted = milestone(1, {
      status: 'submitted',
      revisionCount: 1,
      revisionsLeft: 1,
      autoApproveAt: dueAt,
      allowedActions: ['approve', 'request_revision'],
    });
    const revision = vi.fn((body: unknown) => {
      expect(body).toEqual({ notes: 'Two more CFO interviews.' });
      return json(
        order({
          status: 'in_progress',
          milestones: [
            milestone(1, {
              status: 'revisions',
              revisionCount: 2,
              revisionsLeft: 0,
              revisionNotes: 'Two more CFO interviews.',
            }),
            milestone(2),
            milestone(3),
          ],
          revisions: { included: 2, used: 2 },
        }),
      );
    });
    renderWorkroom({
      detail: order({
        status: 'in_progress',
        milestones: [submitted, milestone(2), milestone(3)],
        clocks: [{ kind: 'auto_approve', dueAt, milestoneId: milestoneId(1), paused: false }],
        revisions: { included: 2, used: 1 },
      }),
      handlers: { [`POST ${ORDER_API.revision(ORDER_ID, milestoneId(1))}`]: revision },
    });
    const first = await waitFor(() => {
      const element = card(1);
      expect(element).not.toBeNull();
      return element;
    });
    expect(screen.getByText('1 of 2 revisions used')).toBeVisible();
    expect(within(first).getByText('Auto-approves in 2 d 14 h')).toBeVisible();
    expect(within(first).getByRole('button', { name: WORKROOM_TEXT.approve })).toHaveProperty(
      'disabled',
      false,
    );
    // A buyer has no professional actions.
    expect(within(first).queryByRole('button', { name: WORKROOM_TEXT.submit })).toBeNull();

    fireEvent.click(within(first).getByRole('button', { name: WORKROOM_TEXT.requestRevision }));
    const notes = within(first).getByLabelText(WORKROOM_SCREEN_TEXT.revisionNotesLabel);
    const send = within(first).getByRole('button', { name: WORKROOM_SCREEN_TEXT.sendRevision });
    expect(send).toHaveProperty('disabled', true);
    fireEvent.change(notes, { target: { value: '   ' } });
    expect(send).toHaveProperty('disabled', true);
    fireEvent.change(notes, { target: { value: '  Two more CFO interviews. ' } });
    expect(send).toHaveProperty('disabled', false);
    fireEvent.click(send);
    expect(await within(first).findByText('Revisions Requested')).toBeVisible();
    expect(screen.getByText('2 of 2 revisions used')).toBeVisible();
    expect(within(first).getByText('Two more CFO interviews.')).toBeVisible();
    expect(revision).toHaveBeenCalledTimes(1);
  });

  it("shows the server's refusal when a milestone action fails", async () => {
    renderWorkroom({
      detail: order({
        status: 'delivered',
        milestones: [
          milestone(1, { status: 'submitted', allowedActions: ['approve'] }),
          milestone(2),
          milestone(3),
        ],
      }),
      handlers: { [`POST ${ORDER_API.approve(ORDER_ID, milestoneId(1))}`]: () => json({}, 500) },
    });
    await waitFor(() => expect(card(1)).not.toBeNull());
    fireEvent.click(within(card(1)).getByRole('button', { name: WORKROOM_TEXT.approve }));
    // Approve releases money: it asks first, naming the amount and the professional (issue 26).
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent(/^Release \$[\d,]+\.\d\d to .+\?/);
    fireEvent.click(within(dialog).getByRole('button', { name: /^Approve and release \$/ }));
    expect(await screen.findByText(ORDER_ERROR_TEXT.milestoneUpdateFailed)).toBeVisible();
  });

  it.each([
    ['a missing order', 404, 'E_NOT_FOUND', 'Order not found', WORKROOM_TEXT.notFound],
    ['a stranger', 403, 'E_NOT_VISIBLE', ORDER_ERROR_TEXT.noWorkroomAccess, WORKROOM_TEXT.noAccess],
  ])('answers %s with its own page', async (_who, status, code, message, heading) => {
    renderApp(`/workroom/${ORDER_ID}`, {
      user: testUser,
      handlers: { [DETAIL]: () => apiError(code, message, status) },
    });
    expect(await screen.findByRole('heading', { name: heading })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Go to Dashboard' })).toHaveAttribute('href', '/dashboard');
  });

  it('chat ignores empty text and posts trimmed messages; a user text starting with [SYSTEM] stays chat', async () => {
    const post = vi.fn((body: unknown) =>
      json(
        {
          id: '70000000-0000-4000-8000-000000000009',
          orderId: ORDER_ID,
          body: (body as { body: string }).body,
          createdAt: new Date().toISOString(),
          sender: { id: testUser.id, fullName: 'Ada Founder', avatarUrl: null },
        },
        201,
      ),
    );
    renderWorkroom({
      tab: 'chat',
      detail: order({ status: 'in_progress' }),
      handlers: { [`POST ${ORDER_API.messages(ORDER_ID)}`]: post },
    });
    expect(await screen.findByText(WORKROOM_SCREEN_TEXT.noMessages)).toBeVisible();
    const input = screen.getByLabelText(WORKROOM_SCREEN_TEXT.messageLabel, { selector: 'textarea' });
    fireEvent.change(input, { target: { value: '   ' } });
    expect(screen.getByRole('button', { name: WORKROOM_SCREEN_TEXT.send })).toHaveProperty('disabled', true);
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(post).not.toHaveBeenCalled();
    fireEvent.change(input, { target: { value: '  [SYSTEM] hello  ' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    await waitFor(() => expect(post).toHaveBeenCalledWith({ body: '[SYSTEM] hello' }));
    const log = screen.getByRole('log');
    expect(await within(log).findByText('[SYSTEM] hello')).toBeVisible();
  });

  it("files: lists the order folder and says 'Failed to download file' when the link fails", async () => {
    renderWorkroom({
      tab: 'files',
      detail: order({ status: 'in_progress' }),
      handlers: {
        [`GET ${ORDER_API.files(ORDER_ID)}`]: () => json({ items: [orderFile()] }),
        [`GET ${ORDER_API.download(ORDER_ID, '80000000-0000-4000-8000-000000000001')}`]: () => json({}, 500),
      },
    });
    expect(await screen.findByText('report.pdf')).toBeVisible();
    expect(screen.getByText(/2\.0 KB · by Priya Pro/)).toBeVisible();
    expect(screen.getByText(WORKROOM_SCREEN_TEXT.uploadFile)).toBeVisible();
    fireEvent.click(screen.getByRole('button', { name: WORKROOM_SCREEN_TEXT.downloadFile('report.pdf') }));
    expect(await screen.findByText(ORDER_ERROR_TEXT.downloadFailed)).toBeVisible();
  });

  it('activity: system entries newest first, as the server sends them', async () => {
    renderWorkroom({
      tab: 'activity',
      detail: order({ status: 'in_progress' }),
      handlers: {
        [`GET ${ORDER_API.activity(ORDER_ID)}`]: () =>
          json({
            items: [
              {
                id: 'a2',
                kind: 'milestone',
                text: 'Milestone submitted: Milestone 1',
                createdAt: '2026-11-21T10:00:00.000Z',
                actor: null,
              },
              {
                id: 'a1',
                kind: 'order',
                text: 'Payment received',
                createdAt: '2026-11-20T10:00:00.000Z',
                actor: null,
              },
            ],
            nextCursor: null,
          }),
      },
    });
    const list = await screen.findByRole('list', { name: WORKROOM_TEXT.tabs.activity });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((li) => li.textContent?.split('IBH')[0]),
    ).toEqual(['Milestone submitted: Milestone 1', 'Payment received']);
  });

  it('the buyer opens a dispute with a reason (required)', async () => {
    const dispute = vi.fn(() => json(order({ status: 'disputed', dispute: buyerDispute() })));
    renderWorkroom({
      detail: order({ status: 'in_progress', allowedActions: ['dispute'] }),
      handlers: { [`POST ${ORDER_API.dispute(ORDER_ID)}`]: dispute },
    });
    fireEvent.click(await screen.findByRole('button', { name: WORKROOM_SCREEN_TEXT.openDispute }));
    const dialog = await screen.findByRole('dialog');
    const confirm = within(dialog).getByRole('button', { name: WORKROOM_SCREEN_TEXT.submitDispute });
    expect(confirm).toHaveProperty('disabled', true);
    fireEvent.change(within(dialog).getByLabelText(WORKROOM_SCREEN_TEXT.disputeReasonLabel), {
      target: { value: 'Nothing delivered.' },
    });
    fireEvent.click(confirm);
    expect(await screen.findByText('Disputed')).toBeVisible();
    expect(screen.getByText('Nothing delivered.')).toBeVisible();
    expect(dispute).toHaveBeenCalledWith({ reason: 'Nothing delivered.' });
  });

  it('the buyer cancels before work starts (reason optional) and the order reads Cancelled', async () => {
    const cancel = vi.fn((body: unknown) => {
      expect(body).toEqual({ reason: null });
      return json(order({ status: 'cancelled', allowedActions: [] }));
    });
    renderWorkroom({
      detail: order({ status: 'paid_escrow', allowedActions: ['cancel'] }),
      handlers: { [`POST ${ORDER_API.cancel(ORDER_ID)}`]: cancel },
    });
    fireEvent.click(await screen.findByRole('button', { name: WORKROOM_SCREEN_TEXT.cancelOrder }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent(WORKROOM_SCREEN_TEXT.cancelOrderBody);
    fireEvent.click(within(dialog).getByRole('button', { name: WORKROOM_SCREEN_TEXT.cancelOrder }));
    expect(await screen.findByText('Cancelled')).toBeVisible();
    expect(cancel).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('button', { name: WORKROOM_SCREEN_TEXT.cancelOrder })).toBeNull();
  });

  it('the other side answers a dispute with text and order files', async () => {
    const dispute = buyerDispute();
    const FILE_ID = '80000000-0000-4000-8000-000000000002';
    const answer = vi.fn((body: unknown) => {
      expect(body).toEqual({ text: 'Delivered on Friday, see the report.', fileIds: [FILE_ID] });
      return json(
        order({
          status: 'disputed',
          viewerRole: 'professional',
          dispute: {
            ...dispute,
            answer: 'Delivered on Friday, see the report.',
            answeredAt: '2026-11-22T12:00:00.000Z',
          },
        }),
      );
    });
    renderWorkroom({
      user: proUser,
      detail: order({
        status: 'disputed',
        viewerRole: 'professional',
        dispute,
        allowedActions: ['answer_dispute'],
      }),
      handlers: {
        [`GET ${ORDER_API.files(ORDER_ID)}`]: () =>
          json({ items: [orderFile('report.pdf', { id: FILE_ID, uploader: null })] }),
        [`POST ${ORDER_API.answerDispute(ORDER_ID)}`]: answer,
      },
    });
    const panel = await screen.findByRole('region', { name: /Dispute opened by the buyer/ });
    const send = within(panel).getByRole('button', { name: WORKROOM_SCREEN_TEXT.sendAnswer });
    expect(send).toHaveProperty('disabled', true);
    fireEvent.change(within(panel).getByLabelText(WORKROOM_SCREEN_TEXT.answerLabel), {
      target: { value: ' Delivered on Friday, see the report. ' },
    });
    fireEvent.click(await within(panel).findByLabelText('report.pdf'));
    fireEvent.click(send);
    await waitFor(() =>
      expect(within(panel).queryByRole('button', { name: WORKROOM_SCREEN_TEXT.sendAnswer })).toBeNull(),
    );
    expect(within(panel).getByText('Delivered on Friday, see the report.', { selector: 'p' })).toBeVisible();
    expect(answer).toHaveBeenCalledTimes(1);
  });

  it('Open Workroom belongs to paid and later working states only (decision 61)', () => {
    expect(canOpenWorkroom('pending')).toBe(false);
    expect(canOpenWorkroom('cancelled')).toBe(false);
    for (const status of ['paid_escrow', 'in_progress', 'delivered', 'disputed', 'completed'] as const) {
      expect(canOpenWorkroom(status)).toBe(true);
    }
  });
});
