import { TOASTS } from '@ibh/contract';
import { useEffect } from 'react';
import toast, { Toaster, useToasterStore } from 'react-hot-toast';

/** Keeps at most TOASTS.maxVisible toasts on screen, dismissing the oldest. */
function useToastLimit(): void {
  const { toasts } = useToasterStore();
  useEffect(() => {
    const visible = toasts.filter((t) => t.visible);
    for (const extra of visible.slice(TOASTS.maxVisible)) toast.dismiss(extra.id);
  }, [toasts]);
}

/**
 * The one toast region of the app: top-center below the sticky header (4 rem tall), so a toast
 * never covers the header's navigation; spec durations (000 section 8).
 */
export function AppToaster() {
  useToastLimit();
  return (
    <Toaster
      position="top-center"
      containerStyle={{ top: 'calc(4rem + 0.75rem)' }}
      toastOptions={{
        duration: TOASTS.default,
        style: {
          borderRadius: 'var(--radius-lg)',
          color: 'var(--color-ink)',
          fontSize: 'var(--text-sm)',
          maxWidth: 'min(28rem, calc(100vw - 2rem))',
        },
        blank: { duration: TOASTS.default },
        error: { duration: TOASTS.error },
        success: { duration: TOASTS.success },
        loading: { duration: Number.POSITIVE_INFINITY },
      }}
    />
  );
}
