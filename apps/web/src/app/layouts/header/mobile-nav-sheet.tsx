import { NAV_TEXT, PATHS } from '@ibh/contract';
import { ButtonLink } from '@/components/ui/button';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { useAuth } from '@/lib/auth';
import { PrimaryNav, type RestrictedReason } from './primary-nav';

interface MobileNavSheetProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onRestricted: (reason: RestrictedReason) => void;
  returnFocus: () => HTMLElement | null;
}

/** The navigation as a side sheet, for screens under the nav breakpoint. */
export function MobileNavSheet({ open, onOpenChange, onRestricted, returnFocus }: MobileNavSheetProps) {
  const { status } = useAuth();
  const close = () => onOpenChange(false);
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent title="IBH" placement="side" closeLabel={NAV_TEXT.closeMenu} returnFocus={returnFocus}>
        <div className="mt-6">
          <PrimaryNav layout="sheet" onRestricted={onRestricted} onNavigate={close} />
        </div>
        {status === 'anonymous' ? (
          <div className="mt-6 grid gap-3 border-t border-line pt-6">
            <ButtonLink to={PATHS.signup} onClick={close}>
              {NAV_TEXT.signup}
            </ButtonLink>
            <ButtonLink to={PATHS.login} variant="secondary" onClick={close}>
              {NAV_TEXT.login}
            </ButtonLink>
          </div>
        ) : null}
      </DialogContent>
    </Dialog>
  );
}
