import { NOTIFICATION_TEXT, NOTIFICATIONS } from '@ibh/contract';
import * as Popover from '@radix-ui/react-popover';
import { Bell } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { CountBadge, formatCount } from '@/components/ui/badge';
import { Skeleton } from '@/components/ui/skeleton';

// The panel (and the notifications feature behind it) loads on first use.
const loadMenu = () => import('@/features/notifications/components/bell-menu');
const BellMenu = lazy(() => loadMenu().then((m) => ({ default: m.BellMenu })));

const menuFallback = (
  <div className="flex flex-col gap-3 p-4">
    <Skeleton className="h-5 w-32" />
    <Skeleton className="h-14 w-full" />
    <Skeleton className="h-14 w-full" />
  </div>
);

/** The header bell: the unread badge ('99+' past the cap) and a panel of the newest notifications. */
export function NotificationBell({ unread }: { unread: number }) {
  const [open, setOpen] = useState(false);
  const preload = () => void loadMenu();
  const label =
    unread > 0
      ? `${NOTIFICATION_TEXT.bellLabel}, ${NOTIFICATION_TEXT.unreadCount(formatCount(unread, NOTIFICATIONS.badgeCap))}`
      : NOTIFICATION_TEXT.bellLabel;
  return (
    <Popover.Root open={open} onOpenChange={setOpen}>
      <Popover.Trigger
        aria-label={label}
        onPointerEnter={preload}
        onFocus={preload}
        onTouchStart={preload}
        className="relative inline-flex size-10 shrink-0 items-center justify-center rounded-full text-ink-muted hover:bg-surface-muted hover:text-ink data-[state=open]:bg-surface-muted data-[state=open]:text-ink"
      >
        <Bell aria-hidden className="size-5" />
        <CountBadge
          count={unread}
          cap={NOTIFICATIONS.badgeCap}
          className="absolute -top-0.5 -right-1 ring-2 ring-surface"
        />
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          aria-label={NOTIFICATION_TEXT.bellLabel}
          align="end"
          sideOffset={8}
          collisionPadding={12}
          className="z-50 w-[min(24rem,calc(100vw-1.5rem))] overflow-hidden rounded-card border border-line bg-surface shadow-xl"
        >
          <Suspense fallback={menuFallback}>
            <BellMenu unread={unread} onClose={() => setOpen(false)} />
          </Suspense>
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
