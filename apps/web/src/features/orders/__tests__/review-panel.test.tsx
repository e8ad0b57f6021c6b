import { endpointPath, type OrderReviews, REVIEW_ENDPOINTS, REVIEW_TEXT, type Review } from '@ibh/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { pageTestLifecycle } from '@/test/lifecycle';
import { json } from '@/test/render-app';
import { ORDER_ID, order } from './fixtures';
import { renderWorkroom } from './render-workroom';

pageTestLifecycle();

const PATH = `${endpointPath(REVIEW_ENDPOINTS.orderReviews, { id: ORDER_ID })}`;
const completed = order({ status: 'completed' });
const mine: Review = {
  id: 'r1',
  orderId: ORDER_ID,
  role: 'buyer',
  rating: 5,
  body: 'Thorough and fast.',
  createdAt: '2026-03-02T09:00:00.000Z',
  author: { id: 'me', name: 'Bea Buyer' },
  serviceTitle: 'Validate',
  ruling: null,
};
const base: OrderReviews = {
  orderId: ORDER_ID,
  role: 'buyer',
  canWrite: true,
  writeUntil: '2026-03-16T09:00:00.000Z',
  revealAt: '2026-03-16T09:00:00.000Z',
  mine: null,
  theirs: { written: false, review: null },
  ruling: null,
};

describe('the workroom review panel (issue 29)', () => {
  it('posts a rating and a text, then shows the review waiting for the other side', async () => {
    const posted: unknown[] = [];
    renderWorkroom({
      detail: completed,
      handlers: {
        [`GET ${PATH}`]: () => json({ ...base, theirs: { written: true, review: null } }),
        [`POST ${PATH}`]: (body) => {
          posted.push(body);
          return json({ ...base, canWrite: false, mine, theirs: { written: true, review: null } }, 201);
        },
      },
    });
    // The panel is a lazy chunk: its first load may take a moment on a busy machine.
    const form = await screen.findByRole('form', { name: REVIEW_TEXT.formTitle }, { timeout: 10_000 });
    expect(screen.getByText(REVIEW_TEXT.theirsHidden)).toBeVisible();
    const submit = within(form).getByRole('button', { name: REVIEW_TEXT.submit });
    expect((submit as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(within(form).getByLabelText(REVIEW_TEXT.stars(5)));
    fireEvent.change(within(form).getByLabelText(REVIEW_TEXT.bodyLabel), {
      target: { value: '  Thorough and fast.  ' },
    });
    fireEvent.click(submit);
    await screen.findByText(REVIEW_TEXT.waiting);
    expect(posted).toEqual([{ rating: 5, body: 'Thorough and fast.' }]);
    expect(screen.getByText('Thorough and fast.')).toBeVisible();
  });

  it("shows the other side's review once revealed, and no form when the window has closed", async () => {
    renderWorkroom({
      detail: completed,
      handlers: {
        [`GET ${PATH}`]: () =>
          json({
            ...base,
            canWrite: false,
            theirs: { written: true, review: { ...mine, id: 'r2', role: 'pro', body: 'Clear brief.' } },
          }),
      },
    });
    await screen.findByText('Clear brief.', {}, { timeout: 10_000 });
    expect(screen.getByText(REVIEW_TEXT.windowClosed)).toBeVisible();
    expect(screen.queryByRole('form', { name: REVIEW_TEXT.formTitle })).toBeNull();
  });

  it('is not shown before the order is completed', async () => {
    renderWorkroom({ detail: order({ status: 'in_progress' }) });
    await waitFor(() => expect(document.querySelector('h1')).not.toBeNull());
    expect(screen.queryByText(REVIEW_TEXT.formTitle)).toBeNull();
  });
});
