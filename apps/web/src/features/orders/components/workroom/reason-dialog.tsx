import { type FormEvent, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogFooter } from '@/components/ui/dialog';
import { TextareaField } from '@/components/ui/textarea-field';

/** A dialog asking for a reason (required or optional) before an order action. */
export function ReasonDialog({
  open,
  onOpenChange,
  title,
  body,
  label,
  confirmLabel,
  cancelLabel,
  required,
  maxLength,
  busy,
  danger = false,
  onConfirm,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  body: string;
  label: string;
  confirmLabel: string;
  cancelLabel: string;
  required: boolean;
  maxLength: number;
  busy: boolean;
  danger?: boolean;
  onConfirm: (reason: string) => void;
}) {
  const [reason, setReason] = useState('');
  const blocked = required && !reason.trim();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!blocked) onConfirm(reason.trim());
  };
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent title={title} description={body}>
        <form onSubmit={submit} className="mt-4 flex flex-col gap-4">
          <TextareaField
            label={label}
            value={reason}
            required={required}
            maxLength={maxLength}
            onChange={(event) => setReason(event.target.value)}
          />
          <DialogFooter>
            <Button variant="secondary" onClick={() => onOpenChange(false)}>
              {cancelLabel}
            </Button>
            <Button type="submit" variant={danger ? 'danger' : 'primary'} disabled={blocked || busy}>
              {confirmLabel}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
