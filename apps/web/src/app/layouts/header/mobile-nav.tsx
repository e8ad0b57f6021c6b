import { NAV_TEXT } from '@ibh/contract';
import { Menu } from 'lucide-react';
import { lazy, Suspense, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import type { RestrictedReason } from './primary-nav';

const loadSheet = () => import('./mobile-nav-sheet');
const MobileNavSheet = lazy(() => loadSheet().then((m) => ({ default: m.MobileNavSheet })));

/**
 * The menu button under the nav breakpoint. The sheet (and Radix Dialog) loads
 * on first use, fetched early when the pointer or focus reaches the button.
 */
export function MobileNav({ onRestricted }: { onRestricted: (reason: RestrictedReason) => void }) {
  const [open, setOpen] = useState(false);
  const [used, setUsed] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const preload = () => void loadSheet();
  return (
    <>
      <Button
        ref={button}
        variant="ghost"
        size="icon"
        aria-label={NAV_TEXT.openMenu}
        aria-haspopup="dialog"
        aria-expanded={open}
        onPointerEnter={preload}
        onFocus={preload}
        onTouchStart={preload}
        onClick={() => {
          setUsed(true);
          setOpen(true);
        }}
      >
        <Menu aria-hidden className="size-6" />
      </Button>
      {used ? (
        <Suspense fallback={null}>
          <MobileNavSheet
            open={open}
            onOpenChange={setOpen}
            onRestricted={onRestricted}
            returnFocus={() => button.current}
          />
        </Suspense>
      ) : null}
    </>
  );
}
