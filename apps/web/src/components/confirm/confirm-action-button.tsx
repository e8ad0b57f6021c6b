import { type ComponentProps, type ReactNode, useRef, useState } from 'react';
import { Button, type ButtonVariant } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';

/** What the confirmation says: its title and body, and its two buttons. */
export interface ConfirmText {
  title: string;
  body: ReactNode;
  confirmLabel: string;
  cancelLabel: string;
  /** 'danger' by default; an action that is not destructive says so. */
  confirmVariant?: ButtonVariant;
}

interface ConfirmActionButtonProps extends Omit<ComponentProps<typeof Button>, 'onClick' | 'ref' | 'title'> {
  confirm: ConfirmText;
  /** The action is running: the confirm button waits. */
  busy: boolean;
  /** Runs the action once confirmed; `close` shuts the dialog (focus goes back to the button). */
  onConfirm: (close: () => void) => void;
}

/**
 * A button that asks before its action: it opens a ConfirmDialog (mounted only while open) and
 * focus returns to it when the dialog closes. The other props are the button's.
 */
export function ConfirmActionButton({ confirm, busy, onConfirm, ...button }: ConfirmActionButtonProps) {
  const [open, setOpen] = useState(false);
  const trigger = useRef<HTMLButtonElement>(null);
  return (
    <>
      <Button {...button} ref={trigger} onClick={() => setOpen(true)} />
      {open ? (
        <ConfirmDialog
          {...confirm}
          open
          onOpenChange={setOpen}
          returnFocus={() => trigger.current}
          busy={busy}
          onConfirm={() => onConfirm(() => setOpen(false))}
        />
      ) : null}
    </>
  );
}
