import { INBOX_TEXT, MESSAGE_LIMITS, MESSAGE_TEXT, MESSAGES, TOASTS } from '@ibh/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Send } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import toast from 'react-hot-toast';
import { useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { type ControlledDialogProps, Dialog, DialogContent, DialogFooter } from '@/components/ui/dialog';
import { FormAlert } from '@/components/ui/form-alert';
import { TextareaField } from '@/components/ui/textarea-field';
import { inboxPathFor } from './inbox-path';
import { sendErrorText } from './message-errors';
import { MESSAGES_QUERY_ROOT, newClientId, postDirectMessage } from './send-direct-message';

interface DirectMessageDialogProps extends ControlledDialogProps {
  userId: string;
  name: string;
}

/**
 * The direct-message modal (001 section 2.14): a labelled textarea at least 120 px tall and
 * Send, enabled once the trimmed text is not empty. Sent: a toast with a link to the thread.
 */
export function DirectMessageDialog({
  open,
  onOpenChange,
  returnFocus,
  userId,
  name,
}: DirectMessageDialogProps) {
  const [body, setBody] = useState('');
  const [error, setError] = useState<string | null>(null);
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const send = useMutation({
    mutationFn: (text: string) =>
      postDirectMessage({ recipientId: userId, body: text, clientId: newClientId() }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: MESSAGES_QUERY_ROOT });
      setBody('');
      onOpenChange(false);
      const to = inboxPathFor(userId);
      toast.success(
        (shown) => (
          <span className="flex flex-wrap items-center gap-x-3 gap-y-1">
            {MESSAGE_TEXT.sent}
            <a
              href={to}
              className="font-semibold text-sapphire-700 underline underline-offset-2"
              onClick={(event) => {
                event.preventDefault();
                toast.dismiss(shown.id);
                void navigate(to);
              }}
            >
              {MESSAGE_TEXT.openInbox}
            </a>
          </span>
        ),
        // Longer than a plain success toast: it carries a link to follow.
        { duration: TOASTS.default },
      );
    },
    onError: (cause) => setError(sendErrorText(cause, MESSAGE_TEXT.sendFailedRetry)),
  });

  const trimmed = body.trim();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!trimmed) {
      setError(MESSAGE_TEXT.typeFirst);
      return;
    }
    setError(null);
    send.mutate(trimmed);
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) setError(null);
        onOpenChange(next);
      }}
    >
      <DialogContent title={MESSAGE_TEXT.modalTitle(name)} returnFocus={returnFocus}>
        <form onSubmit={submit} className="mt-4 flex flex-col gap-4" noValidate>
          <TextareaField
            label={MESSAGE_TEXT.message}
            value={body}
            maxLength={MESSAGE_LIMITS.bodyMax}
            placeholder={MESSAGE_TEXT.placeholder}
            hint={
              trimmed ? INBOX_TEXT.charCount(body.length, MESSAGE_LIMITS.bodyMax) : MESSAGE_TEXT.typeFirst
            }
            onChange={(event) => setBody(event.target.value)}
            style={{ minHeight: MESSAGES.dmTextareaMinHeight }}
            rows={5}
            autoFocus
          />
          {error ? <FormAlert>{error}</FormAlert> : null}
          <DialogFooter>
            <Button variant="secondary" onClick={() => onOpenChange(false)}>
              {INBOX_TEXT.cancel}
            </Button>
            <Button type="submit" disabled={!trimmed || send.isPending}>
              <Send aria-hidden className="size-4" />
              {send.isPending ? MESSAGE_TEXT.sending : MESSAGE_TEXT.send}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
