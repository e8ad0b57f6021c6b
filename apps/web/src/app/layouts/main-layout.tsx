import { NAV_TEXT } from '@ibh/contract';
import { useLiveNotifications } from '@/features/notifications/hooks/use-live-notifications';
import { useAuth } from '@/lib/auth';
import { useBottomEdgeClaimed } from '@/lib/floating-inbox';
import { InboxFab } from './header/inbox-fab';
import { SiteHeader } from './header/site-header';
import { useHeaderCounts } from './header/use-header-counts';
import { MainOutlet } from './main-outlet';
import { NavigationProgress } from './navigation-progress';
import { SiteFooter } from './site-footer';
import { SkipLink } from './skip-link';

/**
 * Header, centred content column, footer and the floating Inbox button; while signed in, the
 * header counts and cached notifications stay live. The floating button never covers an action:
 * the page ends with room for it, and screens that keep the bottom edge for a composer or an
 * action bar hide it (`useClaimBottomEdge`).
 */
export function MainLayout() {
  const { status } = useAuth();
  const counts = useHeaderCounts();
  const bottomClaimed = useBottomEdgeClaimed();
  useLiveNotifications();
  const fab = status === 'signed_in' && !bottomClaimed;
  return (
    <div className="flex min-h-dvh flex-col">
      <SkipLink />
      <NavigationProgress />
      <SiteHeader unreadNotifications={counts.notifications} pendingProSigns={counts.proSign} />
      <MainOutlet />
      <SiteFooter roomBelow={fab} />
      {fab ? (
        <aside aria-label={NAV_TEXT.inbox}>
          <InboxFab unread={counts.inbox} />
        </aside>
      ) : null}
    </div>
  );
}
