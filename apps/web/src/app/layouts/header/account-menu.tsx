import { ACCOUNT_MENU_TEXT, NOTIFICATIONS, PATHS, type SessionUser } from '@ibh/contract';
import * as Menu from '@radix-ui/react-dropdown-menu';
import {
  Bell,
  ChevronDown,
  KeyRound,
  LayoutDashboard,
  LogOut,
  type LucideIcon,
  UserPen,
  UserRound,
} from 'lucide-react';
import { Link, useNavigate } from 'react-router';
import { CountBadge, formatCount } from '@/components/ui/badge';
import { RoleBadge } from '@/components/ui/role-badge';
import { useAuth } from '@/lib/auth';
import { UserAvatar } from './user-avatar';

const ITEM =
  'flex min-h-10 cursor-pointer items-center gap-3 rounded-md px-3 text-sm text-ink outline-none select-none data-[highlighted]:bg-surface-muted';

const LINKS: ReadonlyArray<{ to: string; label: string; icon: LucideIcon; badge?: boolean }> = [
  { to: PATHS.dashboard, label: ACCOUNT_MENU_TEXT.dashboard, icon: LayoutDashboard },
  { to: PATHS.ownProfile, label: ACCOUNT_MENU_TEXT.profile, icon: UserRound },
  { to: PATHS.notifications, label: ACCOUNT_MENU_TEXT.notifications, icon: Bell, badge: true },
  { to: PATHS.editProfile, label: ACCOUNT_MENU_TEXT.editProfile, icon: UserPen },
  { to: PATHS.changePassword, label: ACCOUNT_MENU_TEXT.changePassword, icon: KeyRound },
];

/** Signed-in avatar menu (000 section 2, Header). */
export function AccountMenu({
  user,
  unreadNotifications,
}: {
  user: SessionUser;
  unreadNotifications: number;
}) {
  const { signOut } = useAuth();
  const navigate = useNavigate();
  const name = user.fullName?.trim() || ACCOUNT_MENU_TEXT.fallbackName;
  const unreadLabel =
    unreadNotifications > 0
      ? `${formatCount(unreadNotifications, NOTIFICATIONS.badgeCap)} unread`
      : undefined;

  return (
    <Menu.Root modal={false}>
      <Menu.Trigger
        className="relative inline-flex min-h-10 items-center gap-1.5 rounded-full p-0.5 pr-2 hover:bg-surface-muted"
        // The bell beside it carries the unread badge; the menu's Notifications item repeats it inside.
        aria-label={ACCOUNT_MENU_TEXT.label}
      >
        <UserAvatar user={user} />
        <ChevronDown aria-hidden className="size-4 text-ink-muted" />
      </Menu.Trigger>
      <Menu.Portal>
        <Menu.Content
          align="end"
          sideOffset={8}
          className="z-50 w-64 rounded-xl border border-line bg-surface p-1.5 shadow-xl"
        >
          <div className="flex items-center gap-3 px-3 py-2.5">
            <UserAvatar user={user} />
            <div className="min-w-0">
              <p className="truncate text-sm font-semibold text-ink">{name}</p>
              <RoleBadge slug={user.role} className="mt-1" />
            </div>
          </div>
          <Menu.Separator className="my-1 h-px bg-line" />
          {LINKS.map(({ to, label, icon: Icon, badge }) => (
            <Menu.Item key={to} asChild>
              <Link to={to} className={ITEM}>
                <Icon aria-hidden className="size-4 text-ink-muted" />
                <span className="flex-1">{label}</span>
                {badge ? (
                  <CountBadge count={unreadNotifications} cap={NOTIFICATIONS.badgeCap} label={unreadLabel} />
                ) : null}
              </Link>
            </Menu.Item>
          ))}
          <Menu.Separator className="my-1 h-px bg-line" />
          <Menu.Item
            className={ITEM}
            onSelect={() => {
              void signOut().then(() => navigate(PATHS.home));
            }}
          >
            <LogOut aria-hidden className="size-4 text-ink-muted" />
            {ACCOUNT_MENU_TEXT.logout}
          </Menu.Item>
        </Menu.Content>
      </Menu.Portal>
    </Menu.Root>
  );
}
