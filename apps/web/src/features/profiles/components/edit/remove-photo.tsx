import { EDIT_PROFILE_TEXT, TOASTS } from '@ibh/contract';
import { Trash2 } from 'lucide-react';
import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import toast from 'react-hot-toast';
import { Button } from '@/components/ui/button';
import { useAuth } from '@/lib/auth';
import { withDetail } from '@/lib/form-errors';
import { useRemoveAvatar } from '../../api/remove-avatar';

/**
 * Remove photo with an inline confirmation: the question and Remove / Keep photo open under the
 * buttons, focus on the safe choice; Keep photo or Escape close it and focus returns. Once
 * removed, the profile is read again and the session refreshed, so the header shows the initial.
 */
export function RemovePhoto({ disabled, onRemoved }: { disabled: boolean; onRemoved: () => void }) {
  const [confirming, setConfirming] = useState(false);
  const openButton = useRef<HTMLButtonElement>(null);
  const keepButton = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  const questionId = useId();
  const remove = useRemoveAvatar();
  const { refresh } = useAuth();
  const pending = remove.isPending;

  useEffect(() => {
    if (confirming) keepButton.current?.focus();
  }, [confirming]);

  const close = () => {
    setConfirming(false);
    openButton.current?.focus();
  };
  const confirm = async () => {
    if (pending) return;
    try {
      await remove.mutateAsync();
    } catch (error) {
      toast.error(withDetail(EDIT_PROFILE_TEXT.removePhotoFailed, error), { duration: TOASTS.profile });
      return;
    }
    toast.success(EDIT_PROFILE_TEXT.photoRemoved, { duration: TOASTS.profile });
    void refresh();
    onRemoved();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || pending) return;
    event.preventDefault();
    close();
  };

  return (
    <>
      <Button
        ref={openButton}
        variant="ghost"
        onClick={() => (confirming ? close() : setConfirming(true))}
        disabled={disabled || pending}
        aria-expanded={confirming}
        aria-controls={confirming ? panelId : undefined}
      >
        <Trash2 aria-hidden className="size-4" />
        {EDIT_PROFILE_TEXT.removePhoto}
      </Button>
      {confirming ? (
        // Escape on either button closes it, like a dialog would.
        <fieldset
          id={panelId}
          aria-labelledby={questionId}
          onKeyDown={onKeyDown}
          className="basis-full rounded-lg border border-danger-600/25 bg-danger-50 p-3"
        >
          <p id={questionId} className="text-sm text-ink">
            {EDIT_PROFILE_TEXT.removePhotoQuestion}
          </p>
          <div className="mt-3 flex flex-wrap gap-2">
            <Button variant="danger" onClick={() => void confirm()} aria-disabled={pending || undefined}>
              {pending ? EDIT_PROFILE_TEXT.removingPhoto : EDIT_PROFILE_TEXT.confirmRemovePhoto}
            </Button>
            <Button ref={keepButton} variant="secondary" onClick={close} disabled={pending}>
              {EDIT_PROFILE_TEXT.keepPhoto}
            </Button>
          </div>
        </fieldset>
      ) : null}
    </>
  );
}
