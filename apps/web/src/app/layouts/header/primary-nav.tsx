import { NAV_TEXT } from '@ibh/contract';
import { NavLink } from 'react-router';
import { useAuth } from '@/lib/auth';
import { cx } from '@/lib/cx';
import { useFlags } from '@/lib/flags-context';
import { NAV_ITEMS } from './nav-items';

interface PrimaryNavProps {
  layout: 'bar' | 'sheet';
  /**
   * Called instead of navigating when a signed-out visitor, or someone who is not an idea owner,
   * picks a restricted item (Post Your Idea: 000 §2, 001 §5).
   */
  onRestricted: (reason: RestrictedReason) => void;
  /** Called after any item is chosen (the sheet closes itself). */
  onNavigate?: () => void;
}

const ITEM = {
  bar: 'inline-flex min-h-10 items-center rounded-lg px-2.5 text-sm font-medium text-ink-muted hover:bg-surface-muted hover:text-ink aria-[current=page]:bg-sapphire-50 aria-[current=page]:text-sapphire-700',
  sheet:
    'flex min-h-12 w-full items-center gap-3 rounded-lg px-3 text-base font-medium text-ink hover:bg-surface-muted aria-[current=page]:bg-sapphire-50 aria-[current=page]:text-sapphire-700',
};

export type RestrictedReason = 'signed_out' | 'not_idea_owner';

export function PrimaryNav({ layout, onRestricted, onNavigate }: PrimaryNavProps) {
  const { status, user } = useAuth();
  const { proShop } = useFlags();
  const reason: RestrictedReason | null =
    status === 'anonymous'
      ? 'signed_out'
      : status === 'signed_in' && user && user.role !== 'idea_owner'
        ? 'not_idea_owner'
        : null;
  return (
    <nav aria-label={NAV_TEXT.mainNav}>
      <ul className={cx(layout === 'bar' ? 'flex items-center gap-0.5' : 'flex flex-col gap-1')}>
        {NAV_ITEMS.filter((item) => proShop || !item.shop).map(({ to, label, icon: Icon, restricted }) => (
          <li key={to}>
            {restricted && reason ? (
              <button
                type="button"
                className={ITEM[layout]}
                aria-haspopup="dialog"
                onClick={() => {
                  onNavigate?.();
                  onRestricted(reason);
                }}
              >
                {layout === 'sheet' ? <Icon aria-hidden className="size-5 text-ink-muted" /> : null}
                {label}
              </button>
            ) : (
              <NavLink to={to} end={to === '/'} className={ITEM[layout]} onClick={onNavigate}>
                {layout === 'sheet' ? <Icon aria-hidden className="size-5 text-ink-muted" /> : null}
                {label}
              </NavLink>
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}
