import { EVIDENCE_API, EVIDENCE_TEXT, EVIDENCE_SCREEN_TEXT as T } from '@ibh/contract';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { pageTestLifecycle } from '@/test/lifecycle';
import { apiError, json, renderApp, testUser } from '@/test/render-app';
import { EVIDENCE_ID, evidence, V1, V2, versions } from './fixtures';

pageTestLifecycle();

const DETAIL = `GET ${EVIDENCE_API.detail(EVIDENCE_ID)}`;
const page = `/ledger/e/${EVIDENCE_ID}`;

describe('/ledger/e/:evidenceId (001 section 2.13)', () => {
  it('shows a skeleton while loading, then the version: short id, state, scope, dates, signals, tags, artifacts', async () => {
    let answer!: (r: Response) => void;
    renderApp(page, {
      user: testUser,
      handlers: { [DETAIL]: () => new Promise<Response>((r) => (answer = r)) },
    });
    await waitFor(() => expect(document.querySelector('[aria-busy="true"]')).not.toBeNull());
    // Answer once the request is out (the screen can show before it is sent).
    await waitFor(() => expect(answer).toBeTypeOf('function'));
    answer(json(evidence()));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Founders pay for bookkeeping' }),
    ).toBeVisible();
    expect(screen.getByText('7000…00e1')).toBeVisible();
    expect(screen.getByText('Seven of ten said yes.')).toBeVisible();
    const signals = screen.getByLabelText(T.signals);
    expect(signals).toHaveTextContent(`${T.proUpvotes}2`);
    expect(signals).toHaveTextContent(`${T.views}12`);
    expect(screen.getByRole('link', { name: /Interview notes/ })).toHaveAttribute(
      'href',
      'https://example.com/notes',
    );
    expect(screen.getByText('fintech')).toBeVisible();
    expect(screen.getByText(T.noInterviews)).toBeVisible();
  });

  it('lists the version history newest first (drafts shown as Draft) and opens another version by ?v=', async () => {
    const detail = vi.fn(() => json(evidence()));
    const { router } = renderApp(page, { user: testUser, handlers: { [DETAIL]: detail } });
    const select = (await screen.findByLabelText(T.version)) as HTMLSelectElement;
    expect([...select.options].map((o) => o.textContent)).toEqual([
      expect.stringMatching(/^v3 · /),
      expect.stringMatching(/^v2 · /),
      expect.stringMatching(/^v1 · /),
    ]);
    expect(select.value).toBe(V2);
    fireEvent.change(select, { target: { value: V1 } });
    await waitFor(() => expect(router.state.location.search).toBe(`?v=${V1}`));
    await waitFor(() => expect(detail).toHaveBeenCalledTimes(2));
    // The chain lists the finalized versions with their previous hashes.
    const chain = screen.getByRole('region', { name: T.chain });
    expect(within(chain).getAllByRole('listitem')).toHaveLength(2);
    expect(within(chain).getByText(versions[1]?.hash as string)).toBeVisible();
  });

  it("verifies the hash in the browser: 'Verified' when it matches, the mismatch text when the shown version differs", async () => {
    renderApp(page, { user: testUser, handlers: { [DETAIL]: () => json(evidence()) } });
    fireEvent.click(await screen.findByRole('button', { name: T.verify }));
    expect(await screen.findByText(T.verified)).toBeVisible();
    cleanup();

    // The stored hash no longer matches what the version says (changed after it was finalized).
    renderApp(page, {
      user: testUser,
      handlers: { [DETAIL]: () => json(evidence({}, 'Ten of ten said yes.')) },
    });
    fireEvent.click(await screen.findByRole('button', { name: T.verify }));
    expect(await screen.findByText(T.mismatch)).toBeVisible();
    expect(screen.queryByText(T.verified)).toBeNull();
  });

  it('has nothing to verify on a draft version', async () => {
    const draft = evidence();
    draft.version = { ...draft.version, ...versions[0], hash: null, prevHash: null, state: 'draft' };
    renderApp(`${page}?v=${versions[0]?.id}`, { user: testUser, handlers: { [DETAIL]: () => json(draft) } });
    expect(await screen.findByText(T.notFinalized)).toBeVisible();
    expect(screen.queryByRole('button', { name: T.verify })).toBeNull();
    expect(screen.getAllByText(EVIDENCE_TEXT.draft).length).toBeGreaterThan(0);
  });

  it("says 'Evidence not found', the no-access text (wrong viewer), or 'Could not load evidence.' with a retry", async () => {
    renderApp(page, {
      user: testUser,
      handlers: { [DETAIL]: () => apiError('E_NOT_FOUND', EVIDENCE_TEXT.notFound, 404) },
    });
    expect(await screen.findByText(EVIDENCE_TEXT.notFound)).toBeVisible();
    cleanup();

    renderApp(page, {
      user: testUser,
      handlers: { [DETAIL]: () => apiError('E_NOT_VISIBLE', EVIDENCE_TEXT.noAccess, 403) },
    });
    expect(await screen.findByText(EVIDENCE_TEXT.noAccess)).toBeVisible();
    expect(screen.queryByRole('heading', { level: 1, name: 'Founders pay for bookkeeping' })).toBeNull();
    cleanup();

    let fail = true;
    renderApp(page, {
      user: testUser,
      handlers: {
        [DETAIL]: () => (fail ? apiError('E_INTERNAL', 'boom', 500) : json(evidence())),
      },
    });
    expect(await screen.findByText(EVIDENCE_TEXT.loadFailed)).toBeVisible();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Founders pay for bookkeeping' }),
    ).toBeVisible();
  });
});
