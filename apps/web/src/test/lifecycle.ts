// The common per-test lifecycle of the web tests: every render unmounted, stubbed globals and spies
// restored after each test; pages that scroll get a quiet window.scrollTo (jsdom does not implement it).
import { cleanup } from '@testing-library/react';
import toast from 'react-hot-toast';
import { afterEach, beforeEach, vi } from 'vitest';
import { fakeRealtime } from './realtime-mock';

interface ResetOptions {
  /** Also empty sessionStorage (where the login flow keeps its pending state). */
  clearSessionStorage?: boolean;
  /** Also drop every toast first (the toast store outlives a render). */
  removeToasts?: boolean;
}

/** After each test: unmount, unstub globals, restore spies and mocks. */
export function resetAfterEach(options: ResetOptions = {}) {
  afterEach(() => {
    if (options.removeToasts) toast.remove();
    cleanup();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    if (options.clearSessionStorage) window.sessionStorage.clear();
  });
}

/** `resetAfterEach`, and window.scrollTo stubbed before each test. */
export function pageTestLifecycle(options: ResetOptions = {}) {
  beforeEach(() => {
    vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
  });
  resetAfterEach(options);
}

/** `pageTestLifecycle` for pages on the (mocked) realtime socket: its subscriptions start empty. */
export function realtimePageLifecycle() {
  beforeEach(() => {
    vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    fakeRealtime.reset();
  });
  resetAfterEach();
}
