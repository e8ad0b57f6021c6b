import { INBOX_TEXT, MESSAGE_TEXT } from '@ibh/contract';
import { Button } from '@/components/ui/button';
import { type ControlledDialogProps, Dialog, DialogContent, DialogFooter } from '@/components/ui/dialog';

interface BlockDialogProps extends ControlledDialogProps {
  name: string;
  busy: boolean;
  onConfirm: () => void;
}

/** Asks before blocking: neither side can message the other until unblocked. */
export function BlockDialog({ open, onOpenChange, returnFocus, name, busy, onConfirm }: BlockDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        title={INBOX_TEXT.blockTitle(name)}
        description={MESSAGE_TEXT.blockConfirm(name)}
        returnFocus={returnFocus}
      >
        <DialogFooter>
          <Button variant="secondary" onClick={() => onOpenChange(false)}>
            {INBOX_TEXT.cancel}
          </Button>
          <Button variant="danger" onClick={onConfirm} disabled={busy}>
            {INBOX_TEXT.blockAction}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
