import { NAV_TEXT, NOTIFICATIONS, PATHS } from '@ibh/contract';
import { Signature } from 'lucide-react';
import { Link } from 'react-router';
import { CountBadge, formatCount } from '@/components/ui/badge';

/**
 * The header's Pro Sign Inbox (professionals; 000 sections 2 and 7): a link to the co-sign inbox
 * with the count of pro-sign requests waiting for an answer, shown when above 0 ('99+' past the cap).
 */
export function ProSignLink({ pending }: { pending: number }) {
  const label =
    pending > 0
      ? NAV_TEXT.proSignPending(formatCount(pending, NOTIFICATIONS.badgeCap))
      : NAV_TEXT.proSignInbox;
  return (
    <Link
      to={PATHS.proCosignInbox}
      aria-label={label}
      title={NAV_TEXT.proSignInbox}
      className="relative inline-flex size-10 shrink-0 items-center justify-center rounded-full text-sapphire-700 hover:bg-sapphire-50 hover:text-sapphire-800 focus-visible:outline-3 focus-visible:outline-sapphire-500"
    >
      <Signature aria-hidden className="size-5" />
      <CountBadge
        count={pending}
        cap={NOTIFICATIONS.badgeCap}
        className="absolute -top-0.5 -right-1 ring-2 ring-surface"
      />
    </Link>
  );
}
