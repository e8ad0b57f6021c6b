import { NAV_TEXT, NOTIFICATIONS, PATHS } from '@ibh/contract';
import { MessageCircle } from 'lucide-react';
import { Link } from 'react-router';
import { CountBadge } from '@/components/ui/badge';

/** What the Inbox badge shows: the unread count, at most 99 (001 section 9, "badge caps at 99"). */
export function inboxBadgeCount(unread: number): number {
  return Math.min(Math.max(0, unread), NOTIFICATIONS.badgeCap);
}

/** Floating Inbox button, bottom-right, only for signed-in users (001 section 2.9). */
export function InboxFab({ unread }: { unread: number }) {
  const shown = inboxBadgeCount(unread);
  const label = shown > 0 ? `${NAV_TEXT.inbox}, ${shown} unread` : NAV_TEXT.inbox;
  return (
    <Link
      to={PATHS.inbox}
      aria-label={label}
      className="fixed right-4 bottom-4 z-30 inline-flex size-14 items-center justify-center rounded-full bg-sapphire-600 text-white shadow-lg shadow-sapphire-900/20 transition-colors hover:bg-sapphire-700 sm:right-6 sm:bottom-6"
    >
      <MessageCircle aria-hidden className="size-6" />
      <CountBadge
        count={shown}
        cap={NOTIFICATIONS.badgeCap}
        className="absolute -top-1 -right-1 ring-2 ring-canvas"
      />
    </Link>
  );
}
