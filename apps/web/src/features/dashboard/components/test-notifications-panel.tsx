import { NOTIFICATION_TEXT, TEST_NOTIFICATIONS } from '@ibh/contract';
import { ChevronDown, FlaskConical } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import toast from 'react-hot-toast';
import { Button } from '@/components/ui/button';
import { cx } from '@/lib/cx';
import { isLocalHost } from '@/lib/flags';
import { usePageHostname } from '@/lib/page-origin';
import { useSendTestNotification } from '../api/send-test-notification';

/**
 * The local-development test panel (000 section 2, Dashboard), rendered only on localhost: a small
 * collapsed launcher in the top-right corner of My Hub (on the title row, so it covers nothing),
 * whose list of sample types floats open below it on demand. Escape or a click elsewhere closes it.
 */
export function TestNotificationsPanel({ hostname }: { hostname?: string }) {
  const pageHostname = usePageHostname();
  if (!isLocalHost(hostname ?? pageHostname)) return null;
  return <Panel />;
}

function Panel() {
  const [open, setOpen] = useState(false);
  const bodyId = useId();
  const send = useSendTestNotification();
  const root = useRef<HTMLElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      toggle.current?.focus();
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [open]);

  return (
    <section ref={root} aria-label={NOTIFICATION_TEXT.testPanelTitle} className="relative shrink-0">
      <button
        ref={toggle}
        type="button"
        aria-expanded={open}
        aria-controls={bodyId}
        onClick={() => setOpen((value) => !value)}
        className="inline-flex min-h-10 min-w-10 items-center justify-center gap-2 rounded-full border border-line bg-surface px-2.5 text-xs font-medium text-ink-muted shadow-xs hover:bg-surface-muted hover:text-ink"
      >
        <FlaskConical aria-hidden className="size-4 shrink-0 text-sapphire-600" />
        {/* Only the icon on phones; the name is still spoken. */}
        <span className="sr-only sm:not-sr-only">{NOTIFICATION_TEXT.testPanelTitle}</span>
        <ChevronDown
          aria-hidden
          className={cx('hidden size-3.5 shrink-0 transition-transform sm:block', open && 'rotate-180')}
        />
      </button>
      <div
        id={bodyId}
        hidden={!open}
        className="absolute top-full right-0 z-40 mt-2 max-h-[60vh] w-[min(19rem,calc(100vw-2rem))] overflow-y-auto rounded-card border border-line bg-surface p-2 shadow-xl"
      >
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
