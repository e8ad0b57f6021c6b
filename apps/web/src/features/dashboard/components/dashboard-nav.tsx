import { type DashboardNavItem, type DashboardView, HUB_TEXT } from '@ibh/contract';
import { Link, useLocation } from 'react-router';
import { cx } from '@/lib/cx';
import { VIEW_PARAM } from '../lib/view-param';

function hrefFor(view: DashboardView, search: string): string {
  const params = new URLSearchParams(search);
  if (view === 'overview') params.delete(VIEW_PARAM);
  else params.set(VIEW_PARAM, view);
  const query = params.toString();
  return query ? `?${query}` : '?';
}

/**
 * The views of My Hub: a sidebar from 768 px, a row of tabs that scrolls sideways (on its own,
 * never the page) below. The view lives in ?view= so it survives reloads and Back.
 */
export function DashboardNav({
  items,
  current,
}: {
  items: readonly DashboardNavItem[];
  current: DashboardView;
}) {
  const { search } = useLocation();
  return (
    <nav aria-label={HUB_TEXT.navLabel} className="-mx-4 md:mx-0">
      <ul className="flex gap-1 overflow-x-auto border-b border-line px-4 md:flex-col md:overflow-visible md:border-b-0 md:px-0">
        {items.map((item) => {
          const active = item.view === current;
          return (
            <li key={item.view} className="shrink-0">
              <Link
                to={hrefFor(item.view, search)}
                aria-current={active ? 'page' : undefined}
                className={cx(
                  'flex min-h-10 items-center text-sm font-medium whitespace-nowrap transition-colors',
                  'border-b-2 px-3 md:rounded-lg md:border-b-0',
                  active
                    ? 'border-sapphire-600 text-sapphire-700 md:bg-sapphire-50'
                    : 'border-transparent text-ink-muted hover:text-ink md:hover:bg-surface-muted',
                )}
              >
                {item.label}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
