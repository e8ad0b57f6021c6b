import { act, cleanup, render, screen } from '@testing-library/react';
import toast from 'react-hot-toast';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { stubMatchMedia } from '@/test/match-media';
import { AppToaster } from './toaster';

beforeEach(() => {
  vi.useFakeTimers();
  stubMatchMedia();
});

afterEach(() => {
  act(() => toast.remove());
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

/** Toasts on screen: react-hot-toast keeps a dismissed one in the DOM while it fades, hidden from the reader. */
const shown = (text: string | RegExp) =>
  screen.queryAllByText(text).filter((el) => el.closest('[role="status"]'));

/** Lets `ms` pass in small steps, so timers set by the renders on the way run too. */
function after(ms: number) {
  for (let left = ms; left > 0; left -= 100) act(() => vi.advanceTimersByTime(Math.min(100, left)));
}

/** A dismissed toast fades out for a second before it leaves the page. */
const FADE_MS = 1_000;

// The spec's numbers (000 §8), written out rather than read from TOASTS.
it('shows a success for 2 s and an error or a plain toast for 4 s', () => {
  render(<AppToaster />);
  act(() => {
    toast.success('Saved');
    toast.error('Refused');
    toast('Note');
  });
  after(1_900);
  expect(shown('Saved')).toHaveLength(1);
  after(200 + FADE_MS);
  expect(shown('Saved')).toHaveLength(0);
  expect(shown('Refused')).toHaveLength(1);
  expect(shown('Note')).toHaveLength(1);
  after(4_000 - 3_100 - 200); // 3.8 s in
  expect(shown('Refused')).toHaveLength(1);
  after(400 + FADE_MS);
  expect(shown('Refused')).toHaveLength(0);
  expect(shown('Note')).toHaveLength(0);
});

it('keeps a loading toast until it is dismissed', () => {
  render(<AppToaster />);
  let id = '';
  act(() => {
    id = toast.loading('Uploading…');
  });
  after(60_000);
  expect(shown('Uploading…')).toHaveLength(1);
  act(() => toast.dismiss(id));
  after(FADE_MS + 100);
  expect(shown('Uploading…')).toHaveLength(0);
});

it('shows at most 20 toasts, dismissing the oldest', () => {
  render(<AppToaster />);
  act(() => {
    for (let i = 1; i <= 22; i++) toast(`Toast ${i}`);
  });
  after(FADE_MS + 100);
  expect(shown(/^Toast \d+$/)).toHaveLength(20);
  expect(shown('Toast 1')).toHaveLength(0);
  expect(shown('Toast 2')).toHaveLength(0);
  expect(shown('Toast 22')).toHaveLength(1);
});
