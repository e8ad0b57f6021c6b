import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { renderApp } from '@/test/render-app';

beforeEach(() => {
  vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

it("shows the spec's static student stats: 12,482 students, 67 countries, 3,920 ideas", async () => {
  renderApp('/students');
  const stats = await screen.findByRole('region', { name: 'Students on IBH' });
  const pairs = within(stats)
    .getAllByRole('term')
    .map((term) => [term.textContent, term.nextElementSibling?.textContent]);
  // The numbers are the spec's (000 §2, Other screens), not read from the constant under test.
  expect(pairs).toEqual([
    ['students', '12,482'],
    ['countries', '67'],
    ['ideas', '3,920'],
  ]);
});
