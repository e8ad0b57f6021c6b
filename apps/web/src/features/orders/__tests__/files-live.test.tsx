import { ORDER_API, ORDER_REALTIME_EVENTS, orderTopic, WORKROOM_SCREEN_TEXT } from '@ibh/contract';
import { act, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { resetAfterEach } from '@/test/lifecycle';
import { fakeRealtime } from '@/test/realtime-mock';
import { json } from '@/test/render-app';
import { ORDER_ID, order, orderFile } from './fixtures';
import { renderWorkroom } from './render-workroom';

vi.mock('@/lib/realtime', () => import('@/test/realtime-mock'));

beforeEach(() => {
  fakeRealtime.reset();
  vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
});
resetAfterEach();

const report = orderFile('final-report.txt', {
  id: '80000000-0000-4000-8000-000000000009',
  contentType: 'text/plain',
  sizeBytes: 51,
});

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}

describe('workroom files stay live (the e2e flake of issue 15)', () => {
  it('shows a file announced while the Files tab’s first fetch is still in flight (that answer predates the upload)', async () => {
    const firstAnswer = deferred<Response>();
    let folder: (typeof report)[] = [];
    const files = vi
      .fn<() => Response | Promise<Response>>()
      // The first fetch was read before the professional's upload committed…
      .mockImplementationOnce(() => firstAnswer.promise)
      // …every later one after it.
      .mockImplementation(() => json({ items: folder }));
    renderWorkroom({
      tab: 'files',
      detail: order({ status: 'in_progress' }),
      handlers: { [`GET ${ORDER_API.files(ORDER_ID)}`]: files },
    });
    await waitFor(() => expect(files).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(fakeRealtime.topics()).toContain(orderTopic(ORDER_ID)));

    // The upload commits and is announced while that first answer is still on its way.
    folder = [report];
    act(() =>
      fakeRealtime.emit(orderTopic(ORDER_ID), {
        type: ORDER_REALTIME_EVENTS.filesChanged,
        data: { orderId: ORDER_ID },
      }),
    );
    firstAnswer.resolve(json({ items: [] }));

    expect(await screen.findByText('final-report.txt')).toBeVisible();
    expect(files).toHaveBeenCalledTimes(2);
    expect(screen.queryByText(WORKROOM_SCREEN_TEXT.noFiles)).toBeNull();
  });

  it('shows a file announced after the list loaded', async () => {
    let folder: (typeof report)[] = [];
    renderWorkroom({
      tab: 'files',
      detail: order({ status: 'in_progress' }),
      handlers: { [`GET ${ORDER_API.files(ORDER_ID)}`]: () => json({ items: folder }) },
    });
    expect(await screen.findByText(WORKROOM_SCREEN_TEXT.noFiles)).toBeVisible();
    folder = [report];
    act(() =>
      fakeRealtime.emit(orderTopic(ORDER_ID), {
        type: ORDER_REALTIME_EVENTS.filesChanged,
        data: { orderId: ORDER_ID },
      }),
    );
    expect(await screen.findByText('final-report.txt')).toBeVisible();
  });
});
