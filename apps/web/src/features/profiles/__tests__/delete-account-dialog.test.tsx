import { DELETE_DIALOG_TEXT, PROFILE_TEXT } from '@ibh/contract';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiRequestError } from '@/lib/api-client';
import DeleteAccountDialog from '../components/edit/delete-account-dialog';

afterEach(() => {
  cleanup();
  window.sessionStorage.clear();
});

function open(remove: () => Promise<unknown>) {
  const onOpenChange = vi.fn();
  const router = createMemoryRouter(
    [
      {
        path: '/edit-profile',
        element: (
          <DeleteAccountDialog open onOpenChange={onOpenChange} returnFocus={() => null} remove={remove} />
        ),
      },
      { path: '/login', element: <p>login</p> },
    ],
    { initialEntries: ['/edit-profile'] },
  );
  render(<RouterProvider router={router} />);
  return { router, onOpenChange };
}

const button = (name: string) => screen.getByRole('button', { name }) as HTMLButtonElement;

describe('Delete Account dialog', () => {
  it('warns first, then needs the confirmation before Delete works, then signs out to /login', async () => {
    const remove = vi.fn(async () => ({ ok: true }));
    const { router } = open(remove);
    expect(screen.getByRole('dialog', { name: DELETE_DIALOG_TEXT.title })).toBeVisible();
    expect(screen.getByText(DELETE_DIALOG_TEXT.warning)).toBeVisible();
    fireEvent.click(button(DELETE_DIALOG_TEXT.continue));

    expect(screen.getByRole('dialog', { name: DELETE_DIALOG_TEXT.confirmTitle })).toBeVisible();
    expect(button(DELETE_DIALOG_TEXT.delete).disabled).toBe(true);
    fireEvent.click(screen.getByLabelText(DELETE_DIALOG_TEXT.confirmLabel));
    expect(button(DELETE_DIALOG_TEXT.delete).disabled).toBe(false);
    fireEvent.click(button(DELETE_DIALOG_TEXT.delete));

    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(remove).toHaveBeenCalledTimes(1);
    expect(router.state.location.state).toEqual({ signOut: true });
  });

  it("says 'Failed to delete account.' with the reason and stays", async () => {
    const remove = vi.fn(async () => {
      throw new ApiRequestError({ code: 'E_INTERNAL', status: 500, message: 'Database is down' });
    });
    const { router } = open(remove);
    fireEvent.click(button(DELETE_DIALOG_TEXT.continue));
    fireEvent.click(screen.getByLabelText(DELETE_DIALOG_TEXT.confirmLabel));
    fireEvent.click(button(DELETE_DIALOG_TEXT.delete));
    expect((await screen.findByRole('alert')).textContent).toBe(
      `${PROFILE_TEXT.failedToDelete} – Database is down`,
    );
    expect(router.state.location.pathname).toBe('/edit-profile');
  });

  it('closes on Cancel, in either step', () => {
    const { onOpenChange } = open(vi.fn());
    fireEvent.click(button(DELETE_DIALOG_TEXT.continue));
    fireEvent.click(button(DELETE_DIALOG_TEXT.cancel));
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });
});
