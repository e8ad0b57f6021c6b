import { NAV_TEXT, NEXT_PARAM, PATHS, SHELL_TEXT } from '@ibh/contract';
import { Lock } from 'lucide-react';
import { ButtonLink } from '@/components/ui/button';
import { type ControlledDialogProps, Dialog, DialogContent, DialogFooter } from '@/components/ui/dialog';

const next = `?${new URLSearchParams({ [NEXT_PARAM]: PATHS.postIdea })}`;

/** The header's 'Restricted Access' popup for signed-out visitors (000 section 2, Header). */
export function RestrictedAccessDialog({ open, onOpenChange, returnFocus }: ControlledDialogProps) {
  const close = () => onOpenChange(false);
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        title={SHELL_TEXT.restrictedTitle}
        icon={<Lock aria-hidden className="size-5 text-gold-700" />}
        description={SHELL_TEXT.restrictedBody}
        returnFocus={returnFocus}
      >
        <DialogFooter roomy>
          <ButtonLink to={`${PATHS.login}${next}`} variant="secondary" onClick={close}>
            {NAV_TEXT.login}
          </ButtonLink>
          <ButtonLink to={`${PATHS.signup}${next}`} onClick={close}>
            {NAV_TEXT.signup}
          </ButtonLink>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
