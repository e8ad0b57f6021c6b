import { DELETE_DIALOG_TEXT, PROFILE_TEXT } from '@ibh/contract';
import { AlertTriangle } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { CheckboxField } from '@/components/ui/checkbox-field';
import { Dialog, DialogClose, DialogContent, DialogFooter } from '@/components/ui/dialog';
import { FormAlert } from '@/components/ui/form-alert';
import { withDetail } from '@/lib/form-errors';
import { useSignOutToLogin } from '@/lib/sign-out-to-login';
import { deleteAccount } from '../../api/account';

export interface DeleteAccountDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The button that opened it, to take focus back. */
  returnFocus: () => HTMLElement | null;
  /** Defaults to the real deletion; tests pass their own. */
  remove?: () => Promise<unknown>;
}

/**
 * Delete Account in two steps (000 section 2): a warning, then a confirmation checkbox that
 * enables the final Delete. Cancel, Escape or a click on the overlay close it and start over.
 * Afterwards the person is signed out and sent to /login.
 */
export default function DeleteAccountDialog({
  open,
  onOpenChange,
  returnFocus,
  remove = deleteAccount,
}: DeleteAccountDialogProps) {
  const signOutToLogin = useSignOutToLogin();
  const [step, setStep] = useState<1 | 2>(1);
  const [confirmed, setConfirmed] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const change = (next: boolean) => {
    if (!next) {
      setStep(1);
      setConfirmed(false);
      setFailure(null);
    }
    onOpenChange(next);
  };
  const confirm = async () => {
    setBusy(true);
    setFailure(null);
    try {
      await remove();
    } catch (error) {
      setFailure(withDetail(PROFILE_TEXT.failedToDelete, error));
      setBusy(false);
      return;
    }
    await signOutToLogin();
  };

  const cancel = (
    <DialogClose asChild>
      <Button variant="secondary" disabled={busy}>
        {DELETE_DIALOG_TEXT.cancel}
      </Button>
    </DialogClose>
  );
  return (
    <Dialog open={open} onOpenChange={change}>
      <DialogContent
        title={step === 1 ? DELETE_DIALOG_TEXT.title : DELETE_DIALOG_TEXT.confirmTitle}
        returnFocus={returnFocus}
      >
        {step === 1 ? (
          <>
            <div className="mt-4 flex gap-3 rounded-lg border border-danger-600/25 bg-danger-50 p-3 text-sm text-danger-600">
              <AlertTriangle aria-hidden className="mt-0.5 size-5 shrink-0" />
              <p>{DELETE_DIALOG_TEXT.warning}</p>
            </div>
            <DialogFooter>
              {cancel}
              <Button variant="danger" onClick={() => setStep(2)}>
                {DELETE_DIALOG_TEXT.continue}
              </Button>
            </DialogFooter>
          </>
        ) : (
          <>
            <CheckboxField
              className="mt-4"
              label={DELETE_DIALOG_TEXT.confirmLabel}
              checked={confirmed}
              onChange={(event) => setConfirmed(event.target.checked)}
              disabled={busy}
            />
            {failure ? <FormAlert className="mt-3">{failure}</FormAlert> : null}
            <DialogFooter>
              {cancel}
              <Button variant="danger" onClick={() => void confirm()} disabled={!confirmed || busy}>
                {busy ? DELETE_DIALOG_TEXT.deleting : DELETE_DIALOG_TEXT.delete}
              </Button>
            </DialogFooter>
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}
