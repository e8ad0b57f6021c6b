import { IDEA_TEXT, NAV_TEXT, PATHS, SHELL_TEXT } from '@ibh/contract';
import { lazy, Suspense, useRef, useState } from 'react';
import { ButtonLink } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { useAuth } from '@/lib/auth';
import { Brand } from '../brand';
import { MobileNav } from './mobile-nav';
import { PrimaryNav, type RestrictedReason } from './primary-nav';
import { ProSignLink } from './pro-sign-link';

// Menus and dialogs load on demand to keep the first page small.
const AccountMenu = lazy(() => import('./account-menu').then((m) => ({ default: m.AccountMenu })));
const NotificationBell = lazy(() =>
  import('./notification-bell').then((m) => ({ default: m.NotificationBell })),
);
const RestrictedAccessDialog = lazy(() =>
  import('./restricted-access-dialog').then((m) => ({ default: m.RestrictedAccessDialog })),
);

const avatarPlaceholder = <Skeleton className="size-10 rounded-full" />;
const bellPlaceholder = <Skeleton className="size-10 rounded-full" />;

/** The main layout's header (000 section 2, Header). */
export function SiteHeader({
  unreadNotifications,
  pendingProSigns = 0,
}: {
  unreadNotifications: number;
  /** Pro-sign requests waiting for a professional's answer (the Pro Sign Inbox badge). */
  pendingProSigns?: number;
}) {
  const { status, user } = useAuth();
  const [restricted, setRestricted] = useState<RestrictedReason | null>(null);
  const openedFrom = useRef<HTMLElement | null>(null);
  const openRestricted = (reason: RestrictedReason) => {
    openedFrom.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    setRestricted(reason);
  };

  return (
    <header className="sticky top-0 z-30 border-b border-line bg-surface/90 backdrop-blur supports-[backdrop-filter]:bg-surface/80">
      <div className="mx-auto flex h-16 max-w-content items-center gap-3 px-4 sm:px-6">
        <Brand />
        <div className="ml-4 hidden flex-1 nav:block">
          <PrimaryNav layout="bar" onRestricted={openRestricted} />
        </div>
        <div className="ml-auto flex items-center gap-2">
          {status === 'pending' ? <Skeleton className="h-10 w-28 rounded-lg" /> : null}
          {status === 'anonymous' ? (
            <>
              <ButtonLink to={PATHS.login} variant="ghost" className="px-3">
                {NAV_TEXT.login}
              </ButtonLink>
              <ButtonLink to={PATHS.signup} className="px-3 sm:px-4">
                {NAV_TEXT.signup}
              </ButtonLink>
            </>
          ) : null}
          {status === 'signed_in' && user ? (
            <>
              {user.role === 'professional' ? <ProSignLink pending={pendingProSigns} /> : null}
              <Suspense fallback={bellPlaceholder}>
                <NotificationBell unread={unreadNotifications} />
              </Suspense>
              <Suspense fallback={avatarPlaceholder}>
                <AccountMenu user={user} unreadNotifications={unreadNotifications} />
              </Suspense>
            </>
          ) : null}
          <div className="nav:hidden">
            <MobileNav onRestricted={openRestricted} />
          </div>
        </div>
      </div>
      {restricted ? (
        <Suspense fallback={null}>
          <RestrictedAccessDialog
            open
            onOpenChange={(open) => {
              if (!open) setRestricted(null);
            }}
            returnFocus={() => openedFrom.current}
            body={restricted === 'not_idea_owner' ? IDEA_TEXT.onlyOwnersPostModal : SHELL_TEXT.restrictedBody}
            signedIn={restricted === 'not_idea_owner'}
          />
        </Suspense>
      ) : null}
    </header>
  );
}
