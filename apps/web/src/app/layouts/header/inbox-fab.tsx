import { NAV_TEXT, NOTIFICATIONS, PATHS } from '@ibh/contract';
import { MessageCircle } from 'lucide-react';
import { Link } from 'react-router';
import { CountBadge, formatCount } from '@/components/ui/badge';

/** Floating Inbox button, bottom-right, only for signed-in users (001 section 2.9). */
export function InboxFab({ unread }: { unread: number }) {
  const label =
    unread > 0 ? `${NAV_TEXT.inbox}, ${formatCount(unread, NOTIFICATIONS.badgeCap)} unread` : NAV_TEXT.inbox;
  return (
    <Link
      to={PATHS.inbox}
      aria-label={label}
      className="fixed right-4 bottom-4 z-30 inline-flex size-14 items-center justify-center rounded-full bg-sapphire-600 text-white shadow-lg shadow-sapphire-900/20 transition-colors hover:bg-sapphire-700 sm:right-6 sm:bottom-6"
    >
      <MessageCircle aria-hidden className="size-6" />
      <CountBadge
        count={unread}
        cap={NOTIFICATIONS.badgeCap}
        className="absolute -top-1 -right-1 ring-2 ring-canvas"
      />
    </Link>
  );
}
