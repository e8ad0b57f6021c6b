import { PATHS, PROFILE_TEXT, SAVED_DIALOG_TEXT } from '@ibh/contract';
import { CheckCircle2 } from 'lucide-react';
import { Button, ButtonLink } from '@/components/ui/button';
import { Dialog, DialogClose, DialogContent } from '@/components/ui/dialog';

/** The success modal 'Profile saved' (000 section 2), with the way to the public view. Loaded on demand. */
export default function SavedDialog({
  open,
  onOpenChange,
  returnFocus,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  returnFocus: () => HTMLElement | null;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        title={
          <span className="inline-flex items-center gap-2">
            <CheckCircle2 aria-hidden className="size-5 text-success-600" />
            {PROFILE_TEXT.profileSavedModal}
          </span>
        }
        description={PROFILE_TEXT.profileSaved}
        returnFocus={returnFocus}
      >
        <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <DialogClose asChild>
            <Button variant="secondary">{SAVED_DIALOG_TEXT.keepEditing}</Button>
          </DialogClose>
          <ButtonLink to={PATHS.ownProfile}>{SAVED_DIALOG_TEXT.viewProfile}</ButtonLink>
        </div>
      </DialogContent>
    </Dialog>
  );
}
