import { INBOX_TEXT, MESSAGE_LIMITS, MESSAGE_TEXT, ReportMessageRequestSchema } from '@ibh/contract';
import { type FormEvent, useState } from 'react';
import toast from 'react-hot-toast';
import { Button } from '@/components/ui/button';
import { type ControlledDialogProps, Dialog, DialogContent, DialogFooter } from '@/components/ui/dialog';
import { FormAlert } from '@/components/ui/form-alert';
import { TextareaField } from '@/components/ui/textarea-field';
import { isApiRequestError } from '@/lib/api-client';
import { useReportMessage } from '../api/report-message';
import type { InboxMessage } from '../api/thread';

interface ReportDialogProps extends ControlledDialogProps {
  message: InboxMessage;
}

/** Asks why a received message is reported, sends it, and thanks with a toast. */
export function ReportDialog({ open, onOpenChange, returnFocus, message }: ReportDialogProps) {
  const [reason, setReason] = useState('');
  const [fieldError, setFieldError] = useState<string | undefined>();
  const [failure, setFailure] = useState<string | null>(null);
  const report = useReportMessage();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = ReportMessageRequestSchema.safeParse({ reason });
    if (!parsed.success) {
      setFieldError(parsed.error.issues[0]?.message);
      return;
    }
    setFieldError(undefined);
    setFailure(null);
    report.mutate(
      { messageId: message.id, reason: parsed.data.reason },
      {
        onSuccess: () => {
          toast.success(MESSAGE_TEXT.reported);
          onOpenChange(false);
        },
        onError: (error) => {
          if (isApiRequestError(error) && error.code === 'E_CONFLICT') {
            toast(MESSAGE_TEXT.alreadyReported);
            onOpenChange(false);
            return;
          }
          setFailure(MESSAGE_TEXT.reportFailed);
        },
      },
    );
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent title={MESSAGE_TEXT.reportTitle} returnFocus={returnFocus}>
        <form onSubmit={submit} noValidate className="mt-4 flex flex-col gap-4">
          <figure className="rounded-lg border border-line bg-surface-muted px-3 py-2">
            <figcaption className="text-xs font-medium text-ink-muted">{INBOX_TEXT.reportQuoted}</figcaption>
            <blockquote className="mt-1 line-clamp-4 text-sm break-words whitespace-pre-wrap text-ink">
              {message.body}
            </blockquote>
          </figure>
          <TextareaField
            label={MESSAGE_TEXT.reportReason}
            value={reason}
            maxLength={MESSAGE_LIMITS.reportReasonMax}
            error={fieldError}
            onChange={(event) => setReason(event.target.value)}
            rows={3}
            autoFocus
          />
          {failure ? <FormAlert>{failure}</FormAlert> : null}
          <DialogFooter>
            <Button variant="secondary" onClick={() => onOpenChange(false)}>
              {INBOX_TEXT.cancel}
            </Button>
            <Button type="submit" variant="danger" disabled={report.isPending}>
              {MESSAGE_TEXT.reportSubmit}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
