import {
  endpointPath,
  REVIEW_ENDPOINTS,
  REVIEW_TEXT,
  type Review,
  TRACK_RECORD_TEXT,
  type TrackRecord,
} from '@ibh/contract';
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTestQueryClient } from '@/test/query-client';
import { json, mockSession } from '@/test/render-app';
import PersonRecord from '../person-record';
import { TrackRecordFigures } from '../track-record-figures';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const none = { count: 0, n: 0, rate: null };
const empty: TrackRecord = {
  userId: 'u1',
  windowDays: 365,
  pro: { onTime: none, revisions: none, disputes: none, firstResponse: { medianMinutes: null, n: 0 } },
  buyer: { approval: { medianMinutes: null, n: 0 }, disputes: none },
};
const busy: TrackRecord = {
  ...empty,
  pro: {
    onTime: { count: 9, n: 10, rate: 0.9 },
    revisions: { count: 1, n: 10, rate: 0.1 },
    disputes: { count: 0, n: 12, rate: 0 },
    firstResponse: { medianMinutes: 150, n: 1 },
  },
};

const figure = (key: string) => document.querySelector(`[data-figure="${key}"]`) as HTMLElement;

describe('TrackRecordFigures (issue 29)', () => {
  it('shows each figure with its sample size, and 0 % only when orders stand behind it', () => {
    render(<TrackRecordFigures record={busy} side="pro" />);
    expect(within(figure('onTime')).getByText('90%')).toBeVisible();
    expect(within(figure('onTime')).getByText('10 orders')).toBeVisible();
    expect(within(figure('revisions')).getByText('10%')).toBeVisible();
    expect(within(figure('disputes')).getByText('0%')).toBeVisible();
    expect(within(figure('disputes')).getByText('12 orders')).toBeVisible();
    expect(within(figure('firstResponse')).getByText('2.5 h')).toBeVisible();
    expect(within(figure('firstResponse')).getByText('1 order')).toBeVisible();
  });

  it('says "No record yet" for a new account, never 0 %', () => {
    render(<TrackRecordFigures record={empty} side="pro" />);
    expect(screen.getByText(TRACK_RECORD_TEXT.noRecord)).toBeVisible();
    expect(screen.queryByText('0%')).toBeNull();
  });

  it('opens the published formulas under "How is this counted?"', () => {
    render(<TrackRecordFigures record={busy} side="buyer" />);
    const summary = screen.getByText(TRACK_RECORD_TEXT.howCounted);
    const disclosure = summary.closest('details') as HTMLDetailsElement;
    expect(disclosure.open).toBe(false);
    fireEvent.click(summary);
    expect(disclosure.open).toBe(true);
    expect(within(disclosure).getByText(TRACK_RECORD_TEXT.formulas.approval)).toBeVisible();
    expect(screen.getByText(TRACK_RECORD_TEXT.windowNote(365))).toBeVisible();
  });
});

const review: Review = {
  id: 'r1',
  orderId: 'o1',
  role: 'buyer',
  rating: 4,
  body: 'Clear plan and a useful report.',
  createdAt: '2026-03-02T09:00:00.000Z',
  author: { id: 'b1', name: 'Bea Buyer' },
  serviceTitle: 'Validate your idea',
  ruling: { resolution: 'split', decidedAt: '2026-03-01T09:00:00.000Z' },
};

describe('PersonRecord', () => {
  it('loads the record and the reviews, and shows a ruling beside its review', async () => {
    const client = createTestQueryClient();
    const wrap = (node: ReactNode) => <QueryClientProvider client={client}>{node}</QueryClientProvider>;
    mockSession(null, {
      [`GET ${endpointPath(REVIEW_ENDPOINTS.trackRecord, { userId: 'u1' })}`]: () => json(busy),
      [`GET ${endpointPath(REVIEW_ENDPOINTS.personReviews, { userId: 'u1' })}`]: () =>
        json({ items: [review] }),
    });
    render(wrap(<PersonRecord userId="u1" side="pro" />));
    expect(await screen.findByText('90%', {}, { timeout: 10_000 })).toBeVisible();
    expect(await screen.findByText(review.body)).toBeVisible();
    expect(screen.getByRole('img', { name: REVIEW_TEXT.stars(4) })).toBeVisible();
    expect(screen.getByText(REVIEW_TEXT.ruling.split, { exact: false })).toBeVisible();
  });

  it('says so when there are no reviews, and offers a retry when the record fails', async () => {
    const client = createTestQueryClient();
    mockSession(null, {
      [`GET ${endpointPath(REVIEW_ENDPOINTS.personReviews, { userId: 'u2' })}`]: () => json({ items: [] }),
    });
    render(
      <QueryClientProvider client={client}>
        <PersonRecord userId="u2" side="pro" />
      </QueryClientProvider>,
    );
    expect(await screen.findByText(REVIEW_TEXT.empty)).toBeVisible();
    expect(await screen.findByText(TRACK_RECORD_TEXT.loadFailed)).toBeVisible();
    expect(screen.getByRole('button', { name: TRACK_RECORD_TEXT.retry })).toBeVisible();
  });
});
