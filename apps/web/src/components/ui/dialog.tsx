import * as RadixDialog from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import type { ReactNode } from 'react';
import { cx } from '@/lib/cx';

export const Dialog = RadixDialog.Root;
export const DialogTrigger = RadixDialog.Trigger;
export const DialogClose = RadixDialog.Close;

/** The props of a dialog opened from state (no DialogTrigger): open, its setter, and where focus goes back. */
export interface ControlledDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  returnFocus: () => HTMLElement | null;
}

interface DialogContentProps {
  title: ReactNode;
  /** Before the title, e.g. a lock or a check mark (decorative: give it aria-hidden). */
  icon?: ReactNode;
  description?: ReactNode;
  children?: ReactNode;
  /** 'center' is a modal card that becomes a bottom sheet on phones; 'side' slides in from the right. */
  placement?: 'center' | 'side';
  closeLabel?: string;
  className?: string;
  /**
   * Where focus goes when the dialog closes. Needed when the dialog has no
   * DialogTrigger (opened from state); Radix returns focus to the trigger otherwise.
   */
  returnFocus?: () => HTMLElement | null | undefined;
}

const PLACEMENT = {
  center: cx(
    'inset-x-0 bottom-0 max-h-[90dvh] rounded-t-2xl',
    'sm:inset-auto sm:top-1/2 sm:left-1/2 sm:w-[min(28rem,calc(100vw-2rem))] sm:-translate-x-1/2',
    'sm:-translate-y-1/2 sm:rounded-card',
  ),
  side: 'inset-y-0 right-0 h-dvh w-[min(20rem,88vw)]',
};

/** A focus-trapping dialog on Radix: Escape and the overlay close it, focus returns to the trigger. */
export function DialogContent({
  title,
  icon,
  description,
  children,
  placement = 'center',
  closeLabel = 'Close',
  className,
  returnFocus,
}: DialogContentProps) {
  return (
    <RadixDialog.Portal>
      <RadixDialog.Overlay className="fixed inset-0 z-40 bg-ink/40 backdrop-blur-[2px]" />
      <RadixDialog.Content
        className={cx(
          'fixed z-50 flex flex-col overflow-y-auto bg-surface p-6 shadow-2xl',
          PLACEMENT[placement],
          className,
        )}
        {...(description ? {} : { 'aria-describedby': undefined })}
        onCloseAutoFocus={
          returnFocus
            ? (event) => {
                event.preventDefault();
                const target = returnFocus();
                if (target?.isConnected) target.focus();
              }
            : undefined
        }
      >
        <div className="flex items-start justify-between gap-4">
          <RadixDialog.Title className="text-lg font-semibold text-ink">
            {icon ? (
              <span className="inline-flex items-center gap-2">
                {icon}
                {title}
              </span>
            ) : (
              title
            )}
          </RadixDialog.Title>
          <RadixDialog.Close
            className="-mt-2 -mr-2 inline-flex size-10 items-center justify-center rounded-lg text-ink-muted hover:bg-surface-muted"
            aria-label={closeLabel}
          >
            <X aria-hidden className="size-5" />
          </RadixDialog.Close>
        </div>
        {description ? (
          <RadixDialog.Description className="mt-2 text-sm text-ink-muted">
            {description}
          </RadixDialog.Description>
        ) : null}
        {children}
      </RadixDialog.Content>
    </RadixDialog.Portal>
  );
}

/** The actions at the foot of a dialog: stacked on phones (main action on top), in a row on the right above. */
export function DialogFooter({ children, roomy = false }: { children: ReactNode; roomy?: boolean }) {
  return (
    <div className={cx('mt-6 flex flex-col-reverse sm:flex-row sm:justify-end', roomy ? 'gap-3' : 'gap-2')}>
      {children}
    </div>
  );
}
