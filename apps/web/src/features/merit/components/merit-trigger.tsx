import { MERIT, MERIT_TEXT } from '@ibh/contract';
import * as RadixDialog from '@radix-ui/react-dialog';
import * as HoverCard from '@radix-ui/react-hover-card';
import { Award, ChevronsUp, X } from 'lucide-react';
import { type ReactElement, useState } from 'react';
import { cx } from '@/lib/cx';
import { useTouchDevice } from '../hooks/use-touch-device';
import { MeritCardBody } from './merit-card-body';

/** The sheet's heights on touch devices (001 section 9): 60vh, expandable to 90vh. */
export const MERIT_SHEET_HEIGHTS = { collapsed: '60vh', expanded: '90vh' } as const;

interface MeritTriggerProps {
  userId: string;
  name: string;
  /** Only verified professionals have a merit card (001 section 2.6): otherwise the children alone. */
  isVerified: boolean;
  /** The name or avatar link the card hangs on (one element that takes a ref, e.g. a Link). */
  children: ReactElement;
  className?: string;
}

/**
 * The merit card of a verified professional: on desktop a hover card on their name or avatar
 * (opens after 250 ms, closes after 150 ms; keyboard focus opens it too), on touch devices a
 * "Merit" button beside it that opens a bottom sheet (60vh, expandable to 90vh).
 */
export function MeritTrigger({ userId, name, isVerified, children, className }: MeritTriggerProps) {
  const touch = useTouchDevice();
  if (!isVerified) return children;
  if (touch) {
    return (
      <span className={cx('inline-flex min-w-0 items-center gap-1.5', className)}>
        {children}
        <MeritSheet userId={userId} name={name} />
      </span>
    );
  }
  return (
    <HoverCard.Root openDelay={MERIT.hoverOpenDelay} closeDelay={MERIT.hoverCloseDelay}>
      <HoverCard.Trigger asChild>{children}</HoverCard.Trigger>
      <HoverCard.Portal>
        <HoverCard.Content
          side="bottom"
          align="start"
          sideOffset={6}
          collisionPadding={12}
          data-testid="merit-hover-card"
          aria-label={`${MERIT_TEXT.merit}: ${name}`}
          className="z-50 w-72 rounded-card border border-line bg-surface p-4 shadow-xl"
        >
          <MeritCardBody userId={userId} name={name} />
        </HoverCard.Content>
      </HoverCard.Portal>
    </HoverCard.Root>
  );
}

function MeritSheet({ userId, name }: { userId: string; name: string }) {
  const [expanded, setExpanded] = useState(false);
  return (
    <RadixDialog.Root onOpenChange={(open) => (open ? undefined : setExpanded(false))}>
      <RadixDialog.Trigger
        className="relative z-10 inline-flex shrink-0 items-center gap-1 rounded-full border border-sapphire-100 bg-sapphire-50 px-2 py-0.5 text-xs font-medium text-sapphire-700"
        aria-label={`${MERIT_TEXT.merit} of ${name}`}
      >
        <Award aria-hidden className="size-3.5" />
        {MERIT_TEXT.merit}
      </RadixDialog.Trigger>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="fixed inset-0 z-40 bg-ink/40" />
        <RadixDialog.Content
          data-testid="merit-sheet"
          aria-describedby={undefined}
          style={{ height: expanded ? MERIT_SHEET_HEIGHTS.expanded : MERIT_SHEET_HEIGHTS.collapsed }}
          className="fixed inset-x-0 bottom-0 z-50 flex flex-col overflow-y-auto rounded-t-2xl bg-surface p-5 shadow-2xl transition-[height]"
        >
          <div className="mb-4 flex items-start justify-between gap-3">
            <RadixDialog.Title className="text-lg font-semibold text-ink">{`${MERIT_TEXT.merit} · ${name}`}</RadixDialog.Title>
            <div className="flex shrink-0 items-center gap-1">
              {expanded ? null : (
                <button
                  type="button"
                  onClick={() => setExpanded(true)}
                  className="rounded-md p-1.5 text-ink-muted hover:bg-surface-muted"
                  aria-label="Expand"
                >
                  <ChevronsUp aria-hidden className="size-5" />
                </button>
              )}
              <RadixDialog.Close
                className="rounded-md p-1.5 text-ink-muted hover:bg-surface-muted"
                aria-label="Close"
              >
                <X aria-hidden className="size-5" />
              </RadixDialog.Close>
            </div>
          </div>
          <MeritCardBody userId={userId} name={name} />
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
