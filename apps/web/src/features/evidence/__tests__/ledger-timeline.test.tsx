import { EVIDENCE_API, EVIDENCE_TEXT, EVIDENCE_SCREEN_TEXT as T } from '@ibh/contract';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { pageTestLifecycle } from '@/test/lifecycle';
import { failingList, listPage } from '@/test/list-page';
import { json, renderApp } from '@/test/render-app';
import { item } from './fixtures';

pageTestLifecycle();

const LIST = `GET ${EVIDENCE_API.list}`;
const MILESTONES = `GET ${EVIDENCE_API.milestones}`;

describe('/evidence: the ledger timeline (001 section 2.10)', () => {
  it('shows loading placeholders, then the items with integrity hash, attachments, signatures, attestations and a milestone chip', async () => {
    let answer!: (r: Response) => void;
    renderApp('/evidence', {
      user: null,
      handlers: {
        [LIST]: () => new Promise<Response>((r) => (answer = r)),
        [MILESTONES]: () =>
          json({ items: [{ evidenceId: item(1).id, proTrustSignals: 2, communityValidated: true }] }),
      },
    });
    expect(await screen.findByRole('heading', { level: 1, name: T.ledgerTitle })).toBeVisible();
    expect(screen.queryByText('Evidence number 1')).toBeNull();
    // Answer once the request is out (the screen can show before it is sent).
    await waitFor(() => expect(answer).toBeTypeOf('function'));
    answer(listPage([item(1), item(2, { hash: null, state: 'draft' })]));
    expect(await screen.findByText('Evidence number 1')).toBeVisible();
    expect(screen.getByText('Evidence number 2')).toBeVisible();
    expect(screen.getAllByText(T.attachments(2))).toHaveLength(2);
    expect(screen.getAllByText(T.signatures(2))).toHaveLength(2);
    expect(screen.getAllByText(T.attestationsCount(3))).toHaveLength(2);
    expect(await screen.findByText(T.communityValidated)).toBeVisible();
    // The draft has no hash yet.
    expect(screen.getAllByText(EVIDENCE_TEXT.draft).length).toBeGreaterThan(0);
  });

  it("says 'No evidence yet' when the ledger is empty", async () => {
    renderApp('/evidence', { user: null, handlers: { [LIST]: () => listPage([]) } });
    expect(await screen.findByText(EVIDENCE_TEXT.noEvidence)).toBeVisible();
  });

  it('says it failed to load, and loads on retry', async () => {
    const list = failingList([item(1)]);
    renderApp('/evidence', {
      user: null,
      handlers: { [LIST]: list.handler, [MILESTONES]: () => json({ items: [] }) },
    });
    expect(await screen.findByText(EVIDENCE_TEXT.timelineFailed)).toBeVisible();
    list.heal();
    fireEvent.click(screen.getByRole('button', { name: /Retry/ }));
    expect(await screen.findByText('Evidence number 1')).toBeVisible();
  });

  it('pages with Load more (the keyset cursor)', async () => {
    const list = vi.fn(() => listPage([item(1)], 'next-1'));
    list.mockImplementationOnce(() => listPage([item(1)], 'next-1'));
    list.mockImplementationOnce(() => listPage([item(2)]));
    renderApp('/evidence', {
      user: null,
      handlers: { [LIST]: list, [MILESTONES]: () => json({ items: [] }) },
    });
    fireEvent.click(await screen.findByRole('button', { name: T.loadMore }));
    expect(await screen.findByText('Evidence number 2')).toBeVisible();
    await waitFor(() => expect(screen.queryByRole('button', { name: T.loadMore })).toBeNull());
  });
});
