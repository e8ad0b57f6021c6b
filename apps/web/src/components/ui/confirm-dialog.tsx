import type { ReactNode } from 'react';
import { Button, type ButtonVariant } from '@/components/ui/button';
import { type ControlledDialogProps, Dialog, DialogContent, DialogFooter } from '@/components/ui/dialog';

interface ConfirmDialogProps extends ControlledDialogProps {
  title: string;
  body: ReactNode;
  confirmLabel: string;
  cancelLabel: string;
  busy: boolean;
  onConfirm: () => void;
  /** 'danger' by default; an action that is not destructive (release money) says so. */
  confirmVariant?: ButtonVariant;
}

/** Asks before a destructive or irreversible action; the confirm button says what will happen. */
export function ConfirmDialog({
  open,
  onOpenChange,
  returnFocus,
  title,
  body,
  confirmLabel,
  cancelLabel,
  busy,
  onConfirm,
  confirmVariant = 'danger',
}: ConfirmDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent title={title} description={body} returnFocus={returnFocus}>
        <DialogFooter>
          <Button variant="secondary" onClick={() => onOpenChange(false)}>
            {cancelLabel}
          </Button>
          <Button variant={confirmVariant} onClick={onConfirm} disabled={busy}>
            {confirmLabel}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
