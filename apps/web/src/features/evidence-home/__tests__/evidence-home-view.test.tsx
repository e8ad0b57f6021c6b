import {
  EVIDENCE_HOME_ENDPOINTS as E,
  type EvidenceHome,
  type HomeProof,
  type HomeProofPage,
  EVIDENCE_HOME_TEXT as T,
} from '@ibh/contract';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { pageTestLifecycle } from '@/test/lifecycle';
import { apiError, json, renderApp, testUser } from '@/test/render-app';

pageTestLifecycle();

const HOME = `GET ${E.home.path}`;
const PROOFS = `GET ${E.proofs.path}`;
const SPRINT = '5b0f6a10-0000-4000-8000-00000000000a';
const EVIDENCE = '5b0f6a10-0000-4000-8000-00000000000b';
const VERSION = '5b0f6a10-0000-4000-8000-00000000000c';
const FOUNDER = '5b0f6a10-0000-4000-8000-00000000000d';

const proof = (overrides: Partial<HomeProof>): HomeProof => ({
  kind: 'experiment',
  proofId: crypto.randomUUID(),
  createdAt: new Date(Date.now() - 3_600_000).toISOString(),
  scoreAfter: null,
  evidenceId: null,
  versionId: null,
  experimentId: null,
  experimentType: null,
  title: null,
  profileId: null,
  profileName: null,
  mine: false,
  ...overrides,
});
const passed = proof({
  kind: 'experiment_passed',
  experimentId: SPRINT,
  experimentType: 'interview_sprint',
  evidenceId: EVIDENCE,
  versionId: VERSION,
  title: 'Ten clinic interviews',
});
const bump = proof({ kind: 'readiness_bump', scoreAfter: 75, profileId: FOUNDER, profileName: 'Nia Brooks' });
const started = proof({ kind: 'experiment', experimentId: SPRINT, experimentType: 'interview_sprint' });

const answer = (overrides: Partial<EvidenceHome> = {}): EvidenceHome => ({
  stats: { experiments30d: 12, passes30d: 5, panelCosigns30d: 7 },
  proofs: { items: [passed, bump, started], nextCursor: null },
  activeSprint: null,
  ...overrides,
});

describe('the Evidence Hub home', () => {
  it('shows a visitor the stats, the proofs with their links, and a sign-up call to action', async () => {
    renderApp('/evidence-home', { user: null, handlers: { [HOME]: () => json(answer()) } });
    expect(await screen.findByRole('heading', { level: 1, name: T.title })).toBeInTheDocument();
    expect((await screen.findByTestId('stat-experiments30d')).textContent).toBe('12');
    expect(screen.getByTestId('stat-passes30d').textContent).toBe('5');
    expect(screen.getByTestId('stat-panelCosigns30d').textContent).toBe('7');

    const evidenceLink = screen.getByRole('link', { name: /Ten clinic interviews/ });
    expect(evidenceLink.getAttribute('href')).toBe(`/ledger/e/${EVIDENCE}?v=${VERSION}`);
    expect(screen.getByRole('link', { name: /Nia Brooks · Readiness 75\/100/ }).getAttribute('href')).toBe(
      `/profile/${FOUNDER}`,
    );
    // Someone else's sprint has no public page: listed, not linked.
    const list = within(screen.getByTestId('live-proofs'));
    expect(list.getByText(T.kinds.experiment).closest('a')).toBeNull();

    expect(screen.getByRole('link', { name: new RegExp(T.signUp) }).getAttribute('href')).toBe('/signup');
    expect(screen.queryByText(T.startSprint)).toBeNull();
    expect(screen.queryByText(T.seeAll)).toBeNull();
  });

  it('offers an idea owner Resume Sprint with done/target, or Start New Sprint without one', async () => {
    renderApp('/home-old', {
      user: testUser,
      handlers: { [HOME]: () => json(answer({ activeSprint: { id: SPRINT, done: 3, target: 10 } })) },
    });
    const resume = await screen.findByRole('link', {
      name: new RegExp(`^${T.resumeSprint}\\s*3/10\\s*: 3 of 10 interviews done$`),
    });
    expect(resume.getAttribute('href')).toBe(`/experiments/${SPRINT}`);
    expect(resume.textContent).toContain('3/10');
    expect(screen.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('30');
    cleanup();

    renderApp('/evidence-home', { user: testUser, handlers: { [HOME]: () => json(answer()) } });
    const start = await screen.findByTestId('start-sprint');
    expect(start.getAttribute('href')).toBe('/experiments/new');
    expect(screen.queryByText(T.resumeSprint)).toBeNull();
  });

  it('sends a professional to the co-sign inbox instead of a sprint', async () => {
    renderApp('/evidence-home', {
      user: { ...testUser, role: 'professional' },
      handlers: { [HOME]: () => json(answer()) },
    });
    expect((await screen.findByRole('link', { name: T.cosignInbox })).getAttribute('href')).toBe(
      '/pro/cosign-inbox',
    );
    expect(screen.queryByText(T.startSprint)).toBeNull();
    expect(screen.queryByText(T.resumeSprint)).toBeNull();
  });

  it('links the owner’s own sprint proof to their sprint screen', async () => {
    renderApp('/evidence-home', {
      user: testUser,
      handlers: {
        [HOME]: () => json(answer({ proofs: { items: [{ ...started, mine: true }], nextCursor: null } })),
      },
    });
    const link = await screen.findByRole('link', { name: new RegExp(T.kinds.experiment) });
    expect(link.getAttribute('href')).toBe(`/experiments/${SPRINT}`);
  });

  it('says so when there are no proofs yet', async () => {
    renderApp('/evidence-home', {
      user: testUser,
      handlers: {
        [HOME]: () =>
          json(
            answer({
              stats: { experiments30d: 0, passes30d: 0, panelCosigns30d: 0 },
              proofs: { items: [], nextCursor: null },
            }),
          ),
      },
    });
    expect(await screen.findByText(T.noProofs)).toBeInTheDocument();
    expect(screen.getByTestId('stat-experiments30d').textContent).toBe('0');
  });

  it('reports a failed load with Retry, which loads it again', async () => {
    let fail = true;
    renderApp('/evidence-home', {
      user: null,
      handlers: { [HOME]: () => (fail ? apiError('E_INTERNAL', 'boom', 500) : json(answer())) },
    });
    expect(await screen.findByText(T.loadFailed, {}, { timeout: 4000 })).toBeInTheDocument();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: T.retry }));
    expect(await screen.findByTestId('stat-experiments30d')).toBeInTheDocument();
    expect(screen.queryByText(T.loadFailed)).toBeNull();
  });

  it('See all loads the next pages by cursor until every proof is shown, and retries a failed page', async () => {
    const page2: HomeProofPage = {
      items: [proof({ kind: 'readiness_current', scoreAfter: 40, profileId: FOUNDER })],
      nextCursor: 'cursor-2',
    };
    const page3: HomeProofPage = {
      items: [proof({ kind: 'readiness_bump', scoreAfter: 90, profileId: FOUNDER })],
      nextCursor: null,
    };
    let calls = 0;
    let failNext = false;
    const { fetchMock } = renderApp('/evidence-home', {
      user: null,
      handlers: {
        [HOME]: () => json(answer({ proofs: { items: [passed], nextCursor: 'cursor-1' } })),
        [PROOFS]: () => {
          calls += 1;
          if (failNext) return apiError('E_INTERNAL', 'boom', 500);
          return json(calls === 1 ? page2 : page3);
        },
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: T.seeAll }));
    expect(await screen.findByText(T.score(40))).toBeInTheDocument();
    const urls = () => fetchMock.mock.calls.map(([input]) => String(input));
    expect(urls().some((u) => u.includes(`${E.proofs.path}?cursor=cursor-1`))).toBe(true);

    failNext = true;
    fireEvent.click(screen.getByRole('button', { name: T.loadMore }));
    expect(await screen.findByText(T.moreFailed, {}, { timeout: 4000 })).toBeInTheDocument();
    failNext = false;
    fireEvent.click(screen.getByRole('button', { name: T.retry }));
    expect(await screen.findByText(T.score(90))).toBeInTheDocument();
    expect(urls().some((u) => u.includes(`${E.proofs.path}?cursor=cursor-2`))).toBe(true);
    await waitFor(() => expect(screen.getByText(T.allShown)).toBeInTheDocument());
    expect(screen.queryByRole('button', { name: T.loadMore })).toBeNull();
    // The first page stays on top.
    expect(screen.getByText('Ten clinic interviews')).toBeInTheDocument();
  });
});
