import { COLLAB_TEXT, CreateCollabRequestSchema, IDEA_LIMITS, type IdeaDetail } from '@ibh/contract';
import { CheckCircle2, Clock, Handshake, XCircle } from 'lucide-react';
import { type FormEvent, useRef, useState } from 'react';
import toast from 'react-hot-toast';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogFooter } from '@/components/ui/dialog';
import { TextareaField } from '@/components/ui/textarea-field';
import { isApiRequestError } from '@/lib/api-client';
import { useMyCollabRequest } from '../../api/collab-requests';
import { useSignInGate } from '../../hooks/use-sign-in-gate';

/**
 * Whether the viewer may ask to collaborate: open idea, not already on it, no request yet
 * ('invited': the owner invited them, see CollabInviteBanner).
 */
export function collabState(
  idea: IdeaDetail,
): 'hidden' | 'can_request' | 'pending' | 'accepted' | 'declined' | 'invited' {
  const { viewer } = idea;
  if (viewer.isOwner || viewer.isTeamMember) return 'hidden';
  if (viewer.isCollaborator) return 'accepted';
  if (viewer.collabRequest) return viewer.collabRequest.status;
  return idea.openForCollab ? 'can_request' : 'hidden';
}

const failure = (error: unknown, fallback: string) =>
  isApiRequestError(error) && error.status < 500 ? error.message : fallback;

/** 'Request to collaborate' with a message, or where the viewer's request stands. */
export function RequestCollab({ idea }: { idea: IdeaDetail }) {
  const state = collabState(idea);
  const { gate } = useSignInGate();
  const { send, withdraw } = useMyCollabRequest(idea.id);
  const [open, setOpen] = useState(false);
  const [message, setMessage] = useState('');
  const [error, setError] = useState<string | undefined>();
  const trigger = useRef<HTMLButtonElement>(null);

  // An invitation from the owner is answered in CollabInviteBanner.
  if (state === 'hidden' || state === 'invited') return null;
  if (state === 'accepted') {
    return (
      <p className="inline-flex min-h-10 items-center gap-2 text-sm font-medium text-success-600">
        <CheckCircle2 aria-hidden className="size-4" />
        {COLLAB_TEXT.accepted}
      </p>
    );
  }
  if (state === 'pending') {
    return (
      <div className="flex flex-wrap items-center gap-2">
        <p className="inline-flex min-h-10 items-center gap-2 rounded-lg bg-gold-50 px-3 text-sm font-medium text-gold-800">
          <Clock aria-hidden className="size-4" />
          {COLLAB_TEXT.pending}
        </p>
        <Button
          variant="ghost"
          disabled={withdraw.isPending}
          onClick={() =>
            withdraw.mutate(undefined, {
              onSuccess: () => toast.success(COLLAB_TEXT.withdrawn),
              onError: (e) => toast.error(failure(e, COLLAB_TEXT.withdrawFailed)),
            })
          }
        >
          {COLLAB_TEXT.withdraw}
        </Button>
      </div>
    );
  }

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = CreateCollabRequestSchema.safeParse({ message });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      return;
    }
    send.mutate(message, {
      onSuccess: () => {
        setOpen(false);
        setMessage('');
        toast.success(COLLAB_TEXT.sent);
      },
      onError: (e) => setError(failure(e, COLLAB_TEXT.sendFailed)),
    });
  };

  const controls = (
    <>
      <Button
        ref={trigger}
        variant="gold"
        onClick={(event) => {
          if (gate(event.currentTarget)) setOpen(true);
        }}
      >
        <Handshake aria-hidden className="size-4" />
        {state === 'declined' ? COLLAB_TEXT.askAgain : COLLAB_TEXT.request}
      </Button>
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogContent
          title={COLLAB_TEXT.requestTitle}
          description={COLLAB_TEXT.requestBody}
          returnFocus={() => trigger.current}
        >
          <form onSubmit={submit} noValidate className="mt-4 flex flex-col gap-2">
            <TextareaField
              label={COLLAB_TEXT.message}
              placeholder={COLLAB_TEXT.messagePlaceholder}
              maxLength={IDEA_LIMITS.collabMessageMax}
              hint={`${message.length}/${IDEA_LIMITS.collabMessageMax}`}
              error={error}
              value={message}
              onChange={(event) => {
                setMessage(event.target.value);
                setError(undefined);
              }}
            />
            <DialogFooter>
              <Button variant="secondary" onClick={() => setOpen(false)}>
                {COLLAB_TEXT.cancel}
              </Button>
              <Button type="submit" disabled={send.isPending}>
                {send.isPending ? COLLAB_TEXT.sending : COLLAB_TEXT.send}
              </Button>
            </DialogFooter>
          </form>
        </DialogContent>
      </Dialog>
    </>
  );

  if (state === 'declined') {
    return (
      <div className="flex flex-wrap items-center gap-2">
        <p className="inline-flex min-h-10 items-center gap-2 text-sm text-ink-muted">
          <XCircle aria-hidden className="size-4" />
          <span>
            <span className="font-medium text-ink">{COLLAB_TEXT.declined}.</span> {COLLAB_TEXT.declinedHint}
          </span>
        </p>
        {idea.openForCollab ? controls : null}
      </div>
    );
  }
  return controls;
}
