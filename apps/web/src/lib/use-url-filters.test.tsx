import { act, cleanup, render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { useUrlFilters } from './use-url-filters';

afterEach(cleanup);

type Update = ReturnType<typeof useUrlFilters>[1];

function setup() {
  const handle: { update?: Update } = {};
  function Page() {
    const [, update] = useUrlFilters();
    handle.update = update;
    return null;
  }
  const router = createMemoryRouter([{ path: '/explore', Component: Page }], {
    initialEntries: ['/explore'],
  });
  render(<RouterProvider router={router} />);
  return { router, update: () => handle.update as Update };
}

const withParam = (key: string, value: string) => (current: URLSearchParams) => {
  const next = new URLSearchParams(current);
  next.set(key, value);
  return next;
};

describe('useUrlFilters', () => {
  it('starts a change from the one before it even when that one has not rendered yet', async () => {
    const { router, update } = setup();
    const before = update();
    await act(async () => {
      before(withParam('q', 'solar'), { replace: true });
      // The same closure, as a handler of the not yet re-rendered page would hold it.
      before(withParam('stage', 'needs_guidance'));
    });
    expect(router.state.location.search).toBe('?q=solar&stage=needs_guidance');
  });

  it('starts from the URL again after a navigation it did not make (Back)', async () => {
    const { router, update } = setup();
    await act(async () => update()(withParam('q', 'solar')));
    await act(async () => router.navigate(-1));
    expect(router.state.location.search).toBe('');
    await act(async () => update()(withParam('stage', 'raw_idea')));
    expect(router.state.location.search).toBe('?stage=raw_idea');
  });
});
