import { SHELL_TEXT } from '@ibh/contract';
import { cleanup, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, expect, it, vi } from 'vitest';
import { RouteError } from './route-error';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

function Broken(): never {
  throw new Error('boom');
}

it("shows 'Something went wrong' with a retry button when a page throws", async () => {
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  const router = createMemoryRouter([{ path: '/', Component: Broken, ErrorBoundary: RouteError }]);
  render(<RouterProvider router={router} />);
  expect(await screen.findByRole('heading', { name: SHELL_TEXT.errorTitle })).toBeVisible();
  expect(screen.getByRole('button', { name: SHELL_TEXT.tryAgain })).toBeVisible();
});
