import { NAV_TEXT, NEXT_PARAM, PATHS, SHELL_TEXT } from '@ibh/contract';
import { Lock } from 'lucide-react';
import { ButtonLink } from '@/components/ui/button';
import { Dialog, DialogContent } from '@/components/ui/dialog';

const next = `?${new URLSearchParams({ [NEXT_PARAM]: PATHS.postIdea })}`;

/** The header's 'Restricted Access' popup for signed-out visitors (000 section 2, Header). */
export function RestrictedAccessDialog({
  open,
  onOpenChange,
  returnFocus,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  returnFocus: () => HTMLElement | null;
}) {
  const close = () => onOpenChange(false);
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        title={
          <span className="inline-flex items-center gap-2">
            <Lock aria-hidden className="size-5 text-gold-700" />
            {SHELL_TEXT.restrictedTitle}
          </span>
        }
        description={SHELL_TEXT.restrictedBody}
        returnFocus={returnFocus}
      >
        <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <ButtonLink to={`${PATHS.login}${next}`} variant="secondary" onClick={close}>
            {NAV_TEXT.login}
          </ButtonLink>
          <ButtonLink to={`${PATHS.signup}${next}`} onClick={close}>
            {NAV_TEXT.signup}
          </ButtonLink>
        </div>
      </DialogContent>
    </Dialog>
  );
}
