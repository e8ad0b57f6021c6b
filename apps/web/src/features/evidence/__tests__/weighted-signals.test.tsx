import { EVIDENCE_API, SIGNAL_WEIGHTS, SIGNAL_WEIGHT_TEXT as W } from '@ibh/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { pageTestLifecycle } from '@/test/lifecycle';
import { listPage } from '@/test/list-page';
import { json, renderApp, testUser } from '@/test/render-app';
import { EVIDENCE_ID, evidence, item } from './fixtures';

pageTestLifecycle();

const DETAIL = `GET ${EVIDENCE_API.detail(EVIDENCE_ID)}`;

describe('weighted signals on the evidence page (issue 29)', () => {
  it('shows the raw and the weighted counts, and the published weights in a popover', async () => {
    renderApp(`/ledger/e/${EVIDENCE_ID}`, { user: testUser, handlers: { [DETAIL]: () => json(evidence()) } });
    const signals = await screen.findByTestId('weighted-signals');
    // The fixture: 2 pro + 5 community upvotes weighing 3.4; 3 useful marks weighing 1.2.
    expect(signals).toHaveTextContent('7 upvotes · 3.4 weighted');
    expect(signals).toHaveTextContent('3 useful · 1.2 weighted');

    const trigger = await within(signals).findByRole('button', { name: W.howWeighted });
    fireEvent.click(trigger);
    const panel = await screen.findByRole('dialog', { name: W.title });
    expect(panel).toHaveTextContent(`Verified professional+${SIGNAL_WEIGHTS.verified}`);
    expect(panel).toHaveTextContent(`Every voter${SIGNAL_WEIGHTS.base}`);
    expect(panel).toHaveTextContent(`full at ${SIGNAL_WEIGHTS.meritFullAt} merit points`);
    expect(panel).toHaveTextContent(`full at ${SIGNAL_WEIGHTS.ageFullDays} days`);
    expect(panel).toHaveTextContent(W.ring);
    fireEvent.keyDown(panel, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: W.title })).toBeNull());
    expect(document.activeElement).toBe(trigger);
  });

  it('shows one decimal for whole weighted counts and "1 upvote" for one', async () => {
    const detail = evidence();
    detail.signals = {
      ...detail.signals,
      proUpvotes: 1,
      communityUpvotes: 0,
      weightedUpvotes: 1,
      weightedUseful: 0,
    };
    renderApp(`/ledger/e/${EVIDENCE_ID}`, { user: testUser, handlers: { [DETAIL]: () => json(detail) } });
    const signals = await screen.findByTestId('weighted-signals');
    expect(signals).toHaveTextContent('1 upvote · 1.0 weighted');
    expect(signals).toHaveTextContent('3 useful · 0.0 weighted');
  });
});

describe('weighted signals on the ledger timeline cards', () => {
  it('shows both counts on each finalized card with an icon button named for the explanation', async () => {
    renderApp('/evidence', {
      user: null,
      handlers: {
        [`GET ${EVIDENCE_API.list}`]: () => listPage([item(1), item(2, { hash: null, state: 'draft' })]),
        [`GET ${EVIDENCE_API.milestones}`]: () => json({ items: [] }),
      },
    });
    expect(await screen.findByText('Evidence number 1')).toBeVisible();
    // Only the finalized card shows signals: 0 pro + 1 community upvote weighing 0.2, 4 useful weighing 2.6.
    const [card] = screen.getAllByTestId('weighted-signals');
    expect(screen.getAllByTestId('weighted-signals')).toHaveLength(1);
    expect(card).toHaveTextContent('1 upvote · 0.2 weighted');
    expect(card).toHaveTextContent('4 useful · 2.6 weighted');
    fireEvent.click(await within(card as HTMLElement).findByRole('button', { name: W.howWeighted }));
    expect(await screen.findByRole('dialog', { name: W.title })).toHaveTextContent(W.rounding);
  });
});
