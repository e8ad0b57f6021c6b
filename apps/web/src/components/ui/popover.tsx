import * as RadixPopover from '@radix-ui/react-popover';
import type { ReactNode } from 'react';
import { cx } from '@/lib/cx';

export const Popover = RadixPopover.Root;
export const PopoverTrigger = RadixPopover.Trigger;

/** A small floating panel tied to its trigger: Escape and a click outside close it. */
export function PopoverContent({
  children,
  className,
  label,
}: {
  children: ReactNode;
  className?: string;
  /** Names the panel for screen readers. */
  label: string;
}) {
  return (
    <RadixPopover.Portal>
      <RadixPopover.Content
        aria-label={label}
        sideOffset={8}
        collisionPadding={12}
        className={cx(
          'z-50 w-[min(20rem,calc(100vw-1.5rem))] rounded-card border border-line bg-surface p-4 text-sm shadow-xl',
          className,
        )}
      >
        {children}
      </RadixPopover.Content>
    </RadixPopover.Portal>
  );
}
