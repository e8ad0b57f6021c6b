import { PATHS, PROFILE_TEXT, SAVED_DIALOG_TEXT } from '@ibh/contract';
import { CheckCircle2 } from 'lucide-react';
import { Button, ButtonLink } from '@/components/ui/button';
import {
  type ControlledDialogProps,
  Dialog,
  DialogClose,
  DialogContent,
  DialogFooter,
} from '@/components/ui/dialog';

/** The success modal 'Profile saved' (000 section 2), with the way to the public view. Loaded on demand. */
export default function SavedDialog({ open, onOpenChange, returnFocus }: ControlledDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        title={PROFILE_TEXT.profileSavedModal}
        icon={<CheckCircle2 aria-hidden className="size-5 text-success-600" />}
        description={PROFILE_TEXT.profileSaved}
        returnFocus={returnFocus}
      >
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="secondary">{SAVED_DIALOG_TEXT.keepEditing}</Button>
          </DialogClose>
          <ButtonLink to={PATHS.ownProfile}>{SAVED_DIALOG_TEXT.viewProfile}</ButtonLink>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
