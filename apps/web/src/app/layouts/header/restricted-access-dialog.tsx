import { ACCOUNT_MENU_TEXT, NAV_TEXT, NEXT_PARAM, PATHS, SHELL_TEXT } from '@ibh/contract';
import { Lock } from 'lucide-react';
import { ButtonLink } from '@/components/ui/button';
import { type ControlledDialogProps, Dialog, DialogContent, DialogFooter } from '@/components/ui/dialog';

interface RestrictedAccessDialogProps extends ControlledDialogProps {
  /** Where Login and Sign Up return to (default /post-idea, the header's Post Your Idea). */
  next?: string;
  /** Why the visitor needs an account (default: posting an idea). */
  body?: string;
  /**
   * A signed-in person who is not an idea owner: instead of Login / Sign Up they are offered the
   * next step the refusal names (supporting and validating ideas, on Explore) and their dashboard.
   * The role is fixed at sign-up (decision 18), so there is no switch to send them to.
   */
  signedIn?: boolean;
}

/** The header's 'Restricted Access' popup for signed-out visitors (000 section 2, Header). */
export function RestrictedAccessDialog({
  open,
  onOpenChange,
  returnFocus,
  next: nextPath = PATHS.postIdea,
  body = SHELL_TEXT.restrictedBody,
  signedIn = false,
}: RestrictedAccessDialogProps) {
  const close = () => onOpenChange(false);
  const next = `?${new URLSearchParams({ [NEXT_PARAM]: nextPath })}`;
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        title={SHELL_TEXT.restrictedTitle}
        icon={<Lock aria-hidden className="size-5 text-gold-700" />}
        description={body}
        returnFocus={returnFocus}
      >
        {signedIn ? (
          <DialogFooter roomy>
            <ButtonLink to={PATHS.explore} variant="secondary" onClick={close}>
              {NAV_TEXT.explore}
            </ButtonLink>
            <ButtonLink to={PATHS.dashboard} onClick={close}>
              {ACCOUNT_MENU_TEXT.dashboard}
            </ButtonLink>
          </DialogFooter>
        ) : (
          <DialogFooter roomy>
            <ButtonLink to={`${PATHS.login}${next}`} variant="secondary" onClick={close}>
              {NAV_TEXT.login}
            </ButtonLink>
            <ButtonLink to={`${PATHS.signup}${next}`} onClick={close}>
              {NAV_TEXT.signup}
            </ButtonLink>
          </DialogFooter>
        )}
      </DialogContent>
    </Dialog>
  );
}
