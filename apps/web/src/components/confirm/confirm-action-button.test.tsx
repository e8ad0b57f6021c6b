import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { resetAfterEach } from '@/test/lifecycle';
import { ConfirmActionButton } from './confirm-action-button';

resetAfterEach();

const CONFIRM = {
  title: 'Delete it?',
  body: 'It cannot come back.',
  confirmLabel: 'Delete',
  cancelLabel: 'Keep',
};

describe('ConfirmActionButton', () => {
  it('asks first, runs the action on confirm, and gives focus back to the button when it closes', async () => {
    const onConfirm = vi.fn((close: () => void) => close());
    render(
      <ConfirmActionButton
        variant="ghost"
        aria-label="Remove Ada"
        confirm={CONFIRM}
        busy={false}
        onConfirm={onConfirm}
      >
        Remove
      </ConfirmActionButton>,
    );
    expect(screen.queryByRole('dialog')).toBeNull();
    const button = screen.getByRole('button', { name: 'Remove Ada' });
    fireEvent.click(button);
    const dialog = await screen.findByRole('dialog', { name: CONFIRM.title });
    expect(dialog).toHaveTextContent(CONFIRM.body);
    expect(onConfirm).not.toHaveBeenCalled();

    fireEvent.click(screen.getByRole('button', { name: CONFIRM.confirmLabel }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.activeElement).toBe(button);
  });

  it('closes on cancel without running the action, and holds the confirm button while busy', async () => {
    const onConfirm = vi.fn();
    render(
      <ConfirmActionButton confirm={CONFIRM} busy onConfirm={onConfirm}>
        Remove
      </ConfirmActionButton>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Remove' }));
    await screen.findByRole('dialog', { name: CONFIRM.title });
    expect(screen.getByRole('button', { name: CONFIRM.confirmLabel })).toHaveAttribute('disabled');
    fireEvent.click(screen.getByRole('button', { name: CONFIRM.cancelLabel }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(onConfirm).not.toHaveBeenCalled();
  });
});
