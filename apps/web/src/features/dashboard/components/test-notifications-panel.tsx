import { NOTIFICATION_TEXT, TEST_NOTIFICATIONS } from '@ibh/contract';
import { ChevronDown, FlaskConical } from 'lucide-react';
import { useId, useState } from 'react';
import toast from 'react-hot-toast';
import { Button } from '@/components/ui/button';
import { cx } from '@/lib/cx';
import { isLocalHost } from '@/lib/flags';
import { useSendTestNotification } from '../api/send-test-notification';

/**
 * The local-development test panel (000 section 2, Dashboard): floats bottom-left, collapsible,
 * one button per sample type. Rendered only on localhost.
 */
export function TestNotificationsPanel({ hostname = window.location.hostname }: { hostname?: string }) {
  if (!isLocalHost(hostname)) return null;
  return <Panel />;
}

function Panel() {
  const [open, setOpen] = useState(false);
  const bodyId = useId();
  const send = useSendTestNotification();
  return (
    <section
      aria-label={NOTIFICATION_TEXT.testPanelTitle}
      className={cx(
        'fixed bottom-4 left-4 z-20 rounded-card border border-line bg-surface shadow-lg sm:bottom-6 sm:left-6',
        // Collapsed on a phone it is only its icon, so it hides little of the page.
        open ? 'w-[min(19rem,calc(100vw-6.5rem))]' : 'w-11 sm:w-[19rem]',
      )}
    >
      <button
        type="button"
        aria-expanded={open}
        aria-controls={bodyId}
        onClick={() => setOpen((value) => !value)}
        className="flex min-h-11 w-full items-center justify-center gap-2 rounded-card px-3 text-left text-sm font-semibold text-ink hover:bg-surface-muted"
      >
        <FlaskConical aria-hidden className="size-4 shrink-0 text-sapphire-600" />
        <span className={cx('flex-1', !open && 'sr-only sm:not-sr-only')}>
          {NOTIFICATION_TEXT.testPanelTitle}
        </span>
        <ChevronDown
          aria-hidden
          className={cx('size-4 shrink-0 transition-transform', open ? 'rotate-180' : 'hidden sm:block')}
        />
      </button>
      <div id={bodyId} hidden={!open} className="max-h-[50vh] overflow-y-auto border-t border-line p-2">
        <ul className="flex flex-col gap-1">
          {TEST_NOTIFICATIONS.map(({ type, label }) => (
            <li key={type}>
              <Button
                variant="ghost"
                className="w-full justify-start"
                disabled={send.isPending && send.variables === type}
                onClick={() =>
                  send.mutate(type, {
                    // Nothing stored (the category is off in the preferences) is not "sent" either.
                    onSuccess: (stored) =>
                      stored
                        ? toast.success(NOTIFICATION_TEXT.testSent(label))
                        : toast.error(NOTIFICATION_TEXT.testFailed),
                    onError: () => toast.error(NOTIFICATION_TEXT.testFailed),
                  })
                }
              >
                {label}
              </Button>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
